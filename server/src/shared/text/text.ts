/** Optional text as stored: a missing or empty (already trimmed) answer is NULL. */
export function textOrNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** Makes user text safe inside an ILIKE pattern: % and _ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
