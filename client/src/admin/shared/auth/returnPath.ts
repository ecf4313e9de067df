import { paths } from '../../../lib/paths';

/** Query parameter of the login page that holds the page to return to (deep links). */
export const RETURN_PARAM = 'terug';

/**
 * Only paths inside the admin panel, on this site, are followed after login: anything else
 * (`//evil.example`, `https://...`, `/admin/login` itself) falls back to the dashboard, so the
 * login page cannot be used to send someone elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string {
  const fallback = paths.admin.dashboard.getHref();
  if (!value || !value.startsWith('/admin') || value.startsWith('//') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://panel.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://panel.invalid') return fallback;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return fallback;
  if (url.pathname === paths.admin.login.path) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login page's URL that returns to `path` after signing in. */
export function loginHrefReturningTo(path: string): string {
  return `${paths.admin.login.getHref()}?${RETURN_PARAM}=${encodeURIComponent(safeReturnPath(path))}`;
}
