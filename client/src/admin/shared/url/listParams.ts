/**
 * The URL query of a list page (?zoek=bakker&status=NEW&bron=QUICKSCAN&pagina=3), so a reload, a
 * bookmark or a link to a colleague opens the same list. Pure, for the hook and its tests.
 */
export const SEARCH_PARAM = 'zoek';
export const PAGE_PARAM = 'pagina';

/** The 0-based page from `pagina` (1-based, as people count); anything odd is the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** `value` if it is one of `allowed`, else undefined (a hand-edited URL never breaks the query). */
export function enumParam<Value extends string>(params: URLSearchParams, name: string, allowed: readonly Value[]): Value | undefined {
  const value = params.get(name);
  return allowed.find((option) => option === value);
}

/**
 * The params with `changes` applied: empty values are removed, and any change other than the page
 * itself goes back to the first page (page 7 of the old filter means nothing for the new one).
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (name === PAGE_PARAM && Number(value) <= 1)) next.delete(name);
    else next.set(name, String(value));
  }
  if (!(PAGE_PARAM in changes)) next.delete(PAGE_PARAM);
  return next;
}
