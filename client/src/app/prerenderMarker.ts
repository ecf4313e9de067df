import { canonicalPath } from '../lib/seo/head';
import { notFoundPage, pageFor } from './routes';

/**
 * The prerender stamps the root element with the path it rendered; the not-found page, served for
 * every unknown path, carries NOT_FOUND_MARKER instead.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const NOT_FOUND_MARKER = '*';

export function wasPrerenderedFor(marker: string | null, pathname: string): boolean {
  if (!marker) return false;
  if (marker === NOT_FOUND_MARKER) return pageFor(pathname) === notFoundPage;
  return marker === canonicalPath(pathname);
}
