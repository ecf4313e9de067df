import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../config';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD, JSON) are not executed, so CSP does not govern them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The sha256 sources of every inline script in the built HTML (the prerendered pages' theme
 * script, for example), so the CSP can allow exactly those and no other inline script.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        for (const [, attributes, body] of readFileSync(path, 'utf8').matchAll(INLINE_SCRIPT)) {
          if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || body.length === 0) continue;
          hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
        }
      }
    }
  };
  if (existsSync(distDir)) visit(distDir);
  return [...hashes].sort();
}

/**
 * Security headers for every response. The CSP allows scripts only from our origin plus the hashed
 * inline ones; styles need 'unsafe-inline' because Chakra's emotion injects <style> tags at run
 * time (style injection cannot run script). No framing at all, no plugins, no foreign form targets.
 * HSTS and upgrade-insecure-requests only when the site is served over https: on plain-http
 * localhost (docker compose up) they would break the site.
 */
/** No page of ours uses these browser features; a script injected into one cannot either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), interest-cohort=()';

export function securityHeaders(config: Config, scriptHashes: string[]): RequestHandler {
  const https = config.siteUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const fixed: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY], ...headersSetBy(headers)];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a middleware sets, taken once. Helmet builds the same strings (the CSP above all)
 * on every response; with no per-request directive (no nonce) they never change, so every request
 * gets the same list. test/security/hardening.test.ts checks them on real responses.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const set = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  };
  let called = false;
  middleware({} as never, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('helmet did not finish synchronously');
  return [...set];
}
