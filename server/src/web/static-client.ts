import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { EncodedFileCache, preferredEncoding, sendEncoded, type Encoding } from './encoded-file';

/** What client/scripts/prerender.mjs wrote next to the pages (dist/prerender.json). */
interface PrerenderManifest {
  /** The SITE_URL the pages were rendered with (their canonical and Open Graph origin). */
  siteUrl: string;
  /** Public path ('/', '/over-ons') -> file under dist. */
  pages: Record<string, string>;
  notFound: string;
  adminShell: string;
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const HTML = 'text/html; charset=utf-8';
const ADMIN_PREFIX = '/admin';
/** A lead's call (/afspraak/<token>): the browser renders it from the shell too; its URL holds a secret. */
const APPOINTMENT_PREFIX = '/afspraak/';
/** Files at the root of dist that are served as themselves (favicons, og-image, robots, sitemap). */
const ROOT_FILE = /^\/[\w-]+(\.[\w-]+)*\.(ico|svg|png|jpg|webp|txt|xml|webmanifest)$/;
/** Rewritten to the running SITE_URL, like the pages. */
const SITE_URL_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/** The manifest, re-read when a new build replaced it (tests and `npm run build` while running). */
function manifestReader(distDir: string): () => PrerenderManifest | undefined {
  const file = join(distDir, 'prerender.json');
  let cached: { mtimeMs: number; manifest: PrerenderManifest } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest };
    return cached.manifest;
  };
}

/** A path inside `root`, or undefined for anything that tries to leave it. */
function inside(root: string, urlPath: string): string | undefined {
  const full = normalize(join(root, urlPath));
  return full.startsWith(root + sep) ? full : undefined;
}

/**
 * Serves a file that has .br/.gz siblings written at build time (hashed assets, favicon.svg), so
 * no request spends CPU on compression.
 */
function sendStatic(req: Request, res: Response, file: string, cacheControl: string): void {
  const available: Encoding[] = [];
  if (existsSync(`${file}.br`)) available.push('br');
  if (existsSync(`${file}.gz`)) available.push('gzip');
  const encoding = preferredEncoding(req.headers['accept-encoding'], available);
  const sent = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  // Set before sendFile, which keeps an existing Content-Type instead of deriving one from `.br`.
  res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  if (available.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.sendFile(sent, { cacheControl: false });
}

/**
 * Serves the built client:
 * - every prerendered public page at its path without a trailing slash (`/over-ons/` redirects
 *   to `/over-ons`), with its canonical/Open Graph origin rewritten to this server's SITE_URL when
 *   the build used another one;
 * - /admin and everything under it, and a lead's /afspraak/<token>: the shell the browser renders
 *   them in, never indexed;
 * - hashed /assets with immutable caching; favicons, robots.txt and sitemap.xml as real files;
 * - anything else: the prerendered not-found page with status 404.
 * HTML, robots and sitemap are compressed once in memory, assets at build time (gzip and brotli).
 */
export function serveClient(app: Express, distDir: string, siteUrl: string): void {
  const root = normalize(distDir);
  const readManifest = manifestReader(root);
  let manifest: PrerenderManifest | undefined;
  const rewrite = (text: string) => (manifest && manifest.siteUrl !== siteUrl ? text.split(manifest.siteUrl).join(siteUrl) : text);
  const texts = new EncodedFileCache(rewrite);

  const sendHtml = (req: Request, res: Response, file: string, status: number) => {
    const html = texts.get(join(root, file));
    if (!html) throw new Error(`The client build has no ${file}`);
    res.setHeader('Cache-Control', 'no-cache');
    sendEncoded(req, res, html, HTML, status);
  };

  app.get('/assets/{*file}', (req, res) => {
    const file = inside(root, req.path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendStatic(req, res, file, 'public, max-age=31536000, immutable');
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    manifest = readManifest();
    if (!manifest) {
      res.status(503).type('text/plain').send('The client has not been built yet: run `npm start`.');
      return;
    }
    const path = req.path;

    if (ROOT_FILE.test(path)) {
      const file = inside(root, path);
      if (file && existsSync(file)) {
        if (SITE_URL_FILES.has(path)) {
          res.setHeader('Cache-Control', 'public, max-age=3600');
          sendEncoded(req, res, texts.get(file)!, MIME[extname(file)]);
        } else {
          sendStatic(req, res, file, 'public, max-age=86400');
        }
        return;
      }
    }

    if (
      path === ADMIN_PREFIX ||
      path.startsWith(`${ADMIN_PREFIX}/`) ||
      (path.startsWith(APPOINTMENT_PREFIX) && path.length > APPOINTMENT_PREFIX.length)
    ) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      sendHtml(req, res, manifest.adminShell, 200);
      return;
    }

    // One URL per page: no trailing slash. Several leading slashes would make the redirect target
    // a protocol-relative URL to another host, so those are simply not found.
    if (path.length > 1 && path.endsWith('/') && !path.startsWith('//')) {
      const target = path.replace(/\/+$/, '') || '/';
      if (manifest.pages[target]) {
        const queryStart = req.originalUrl.indexOf('?');
        res.redirect(301, target + (queryStart === -1 ? '' : req.originalUrl.slice(queryStart)));
        return;
      }
    }

    const page = manifest.pages[path];
    if (page) sendHtml(req, res, page, 200);
    else sendHtml(req, res, manifest.notFound, 404);
  });
}
