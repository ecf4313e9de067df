import type { Request } from 'express';

/**
 * The client address rate limits count by. An IPv4 client reaches a dual-stack socket as
 * `::ffff:1.2.3.4` and an IPv4-only socket as `1.2.3.4`; both are one client, so every process
 * must count them under one key whatever address it listens on.
 */
export function normalizeIp(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1] : address).toLowerCase();
}

/** `req.ip` honours TRUST_PROXY (X-Forwarded-For only from trusted proxies). */
export function clientIpOf(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress;
  return address ? normalizeIp(address) : 'unknown';
}
