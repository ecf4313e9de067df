/** Survey goals are previewed in 100 characters. */
export const GOAL_PREVIEW_LENGTH = 100;

/** The first `length` characters (whole code points, so no broken emoji) plus '...' when there was more. */
export function truncate(text: string, length = GOAL_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}...` : characters.join('');
}

/** The first `shown` items and how many more there are (the '+N' badge). */
export function firstOf<T>(items: readonly T[], shown = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
