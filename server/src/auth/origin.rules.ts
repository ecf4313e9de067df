import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';

/**
 * Whether a request's Origin may talk to the API: the canonical SITE_URL or the host the request
 * was sent to (so `localhost:3000`, the Vite proxy in development and a proxy's public host work).
 * A request without Origin is not a browser's cross-site request (browsers always send one on
 * WebSocket handshakes and cross-origin POSTs), so tools like curl are let through.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  headers: IncomingHttpHeaders,
  config: Pick<Config, 'siteUrl' | 'trustProxy'>,
): boolean {
  if (origin === undefined || origin === '') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === config.siteUrl) return true;
  const hosts = [headers.host];
  if (config.trustProxy) {
    const forwarded = headers['x-forwarded-host'];
    hosts.push((Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim());
  }
  return hosts.some((host) => host !== undefined && host.toLowerCase() === url.host.toLowerCase());
}
