/**
 * The text the admin search looks in: name, company and e-mail joined by chr(31) (a control
 * character no search term contains, so a match never spans two fields). The trigram index is built
 * on exactly this expression, so the query must use it verbatim.
 */
export const LEAD_SEARCH_TEXT_SQL = (alias: string) =>
  `${alias}.name || chr(31) || coalesce(${alias}.company, '') || chr(31) || ${alias}.email`;
