import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import express from 'express';
import type { Server } from 'node:http';
import { serveClient } from '../../src/web/static-client';

/**
 * The routing rules of the client server against a small fake build, so they are tested even for
 * cases the real site has no page for yet (a trailing slash on a sub-page, a second origin).
 */
const BUILD_ORIGIN = 'http://localhost:3000';
const SITE_URL = 'https://www.vakleads.nl';

function page(title: string) {
  return `<!doctype html><html lang="nl"><head><title>${title}</title><link rel="canonical" href="${BUILD_ORIGIN}/x"></head><body><h1>${title}</h1></body></html>`;
}

describe('serveClient', () => {
  let dist: string;
  let server: Server;
  let base: string;

  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'client-dist-'));
    write('index.html', page('Home'));
    write('over-ons/index.html', page('Over ons'));
    write('404.html', page('Niet gevonden'));
    write('admin.html', page('Beheer'));
    write('robots.txt', `User-agent: *\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`);
    write('sitemap.xml', `<urlset><url><loc>${BUILD_ORIGIN}/</loc></url></urlset>`);
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const script = 'console.log("app");'.repeat(20);
    write('assets/app-abc123.js', script);
    write('assets/app-abc123.js.gz', gzipSync(script));
    write('assets/app-abc123.js.br', brotliCompressSync(script));
    write(
      'prerender.json',
      JSON.stringify({
        siteUrl: BUILD_ORIGIN,
        pages: { '/': 'index.html', '/over-ons': 'over-ons/index.html' },
        notFound: '404.html',
        adminShell: 'admin.html',
      }),
    );

    const app = express();
    serveClient(app, dist, SITE_URL);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(base + path, { method, redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers } });

  /** A request with the path exactly as written (fetch would normalise it). */
  const raw = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = request(`${base}${path.startsWith('/') ? '' : '/'}`, { path, method: 'GET' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      });
      req.on('error', reject);
      req.end();
    });

  it('serves prerendered pages with the build origin rewritten to SITE_URL', async () => {
    const response = await get('/over-ons');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<h1>Over ons</h1>');
    expect(html).toContain(`href="${SITE_URL}/x"`);
    expect(html).not.toContain(BUILD_ORIGIN);
  });

  it('redirects a trailing slash to the canonical URL, keeping the query', async () => {
    const response = await get('/over-ons/?utm_source=test');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/over-ons?utm_source=test');
  });

  it('never redirects to another host', async () => {
    const response = await raw('//evil.example/');
    expect(response.status).toBe(404);
    expect(response.location).toBeUndefined();
  });

  it('answers unknown paths, and a trailing slash on them, with the not-found page and 404', async () => {
    for (const path of ['/onbekend', '/onbekend/', '/over-ons/meer']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      await expect(response.text()).resolves.toContain('<h1>Niet gevonden</h1>');
    }
  });

  it('serves the admin shell for /admin and below, marked noindex', async () => {
    for (const path of ['/admin', '/admin/', '/admin/leads/42']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      await expect(response.text()).resolves.toContain('<h1>Beheer</h1>');
    }
  });

  it("serves a lead's /afspraak/<token> from the same shell with 200 and noindex; /afspraak alone is not found", async () => {
    const response = await get('/afspraak/Zk3_abc-123');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await expect(response.text()).resolves.toContain('<h1>Beheer</h1>');
    for (const path of ['/afspraak', '/afspraak/']) expect((await get(path)).status).toBe(404);
  });

  it('leaves other methods to the rest of the app', async () => {
    const response = await get('/over-ons', {}, 'POST');
    expect(response.status).toBe(404);
    await expect(response.text()).resolves.not.toContain('<h1>');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    await expect(response.text()).resolves.toBe('');
  });

  it('rewrites robots.txt and sitemap.xml to SITE_URL and serves favicons as files', async () => {
    await expect((await get('/robots.txt')).text()).resolves.toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    await expect(sitemap.text()).resolves.toContain(`<loc>${SITE_URL}/</loc>`);
    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/favicon.png')).status).toBe(404);
  });

  it('serves assets precompressed by what the client accepts, cached immutably', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const gz = await fetch(base + '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    await expect(gz.text()).resolves.toContain('console.log("app")');

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    await expect(plain.text()).resolves.toContain('console.log("app")');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await raw('/assets/..%2f..%2fprerender.json')).status).toBe(404);
  });

  it('compresses pages once and revalidates them by ETag', async () => {
    const response = await fetch(base + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const etag = response.headers.get('etag')!;
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    // fetch decoded the body already; the raw bytes are gzip.
    const rawBody = await new Promise<Buffer>((resolve) => {
      request(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).end();
    });
    expect(gunzipSync(rawBody).toString()).toContain('<h1>Home</h1>');
  });

  it('picks up a new build without a restart', async () => {
    write('index.html', page('Nieuwe home'));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    await expect((await get('/')).text()).resolves.toContain('<h1>Nieuwe home</h1>');
  });

  it('says the client is not built when there is no build', async () => {
    const app = express();
    serveClient(app, join(dist, 'nothing-here'), SITE_URL);
    const empty = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => empty.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(empty.address() as AddressInfo).port}/`);
      expect(response.status).toBe(503);
    } finally {
      await new Promise((resolve) => empty.close(resolve));
    }
  });
});
