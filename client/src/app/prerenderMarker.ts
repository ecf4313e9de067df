import { canonicalPath } from '../lib/seo/head';
import { NOT_FOUND_MARKER } from './prerenderAttribute';
import { notFoundPage, pageFor } from './routes';

export function wasPrerenderedFor(marker: string | null, pathname: string): boolean {
  if (!marker) return false;
  if (marker === NOT_FOUND_MARKER) return pageFor(pathname) === notFoundPage;
  return marker === canonicalPath(pathname);
}
