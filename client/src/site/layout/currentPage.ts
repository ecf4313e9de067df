/**
 * `aria-current="page"` for a navigation link to `href` when the visitor is on that page (or, unless
 * `end`, on a page below it), as react-router's NavLink marks it: the navbar island has no router.
 */
export function currentPage(pathname: string, href: string, { end = false }: { end?: boolean } = {}): 'page' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const current = path === href || (!end && href !== '/' && path.startsWith(`${href}/`));
  return current ? 'page' : undefined;
}
