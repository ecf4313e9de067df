import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { publicPages, UNKNOWN_PATH } from './support/public-pages';

/**
 * What a search engine gets without running JavaScript: every prerendered page over plain HTTP,
 * served under another SITE_URL than the build's (the server rewrites canonical and Open Graph
 * URLs), plus sitemap.xml, robots.txt, the 404 and the admin shell.
 */
const SITE_URL = 'https://www.vakleads.example';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
/** Visible text: Emotion may inline a <style> right before the first element using a class. */
const collapse = (text: string) =>
  decode(text.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]) : undefined;
}

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('prerendered HTML over plain HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { SITE_URL } });
  });
  afterAll(() => app?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(app.url + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers } });

  it('lists exactly the public pages in sitemap.xml, with absolute URLs from SITE_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls.sort()).toEqual(publicPages.map((page) => SITE_URL + page.path).sort());
    expect(xml).not.toContain('/admin');
  });

  it('serves robots.txt as text that keeps crawlers out of /admin and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it.each(['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/og-image.png'])('serves %s as a real file', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  describe.each(publicPages.map((page) => [page.path, page] as const))('%s', (path, expected) => {
    let html: string;
    beforeAll(async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      html = await response.text();
    });

    it('has the page content in the HTML, with exactly one h1', () => {
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => collapse(match[1]));
      expect(headings).toEqual([expected.h1]);
      const text = collapse(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ''));
      for (const snippet of expected.texts) expect(text).toContain(snippet);
      for (const anchor of expected.anchors ?? []) expect(html).toContain(`id="${anchor}"`);
    });

    it('has lang, title, description, keywords, canonical and Open Graph tags', () => {
      expect(html).toMatch(/<html lang="nl"/);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title).toMatch(/Vakleads/);
      expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(70);
      expect(meta(html, 'name', 'keywords')?.split(',').length).toBeGreaterThanOrEqual(3);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"`);
      expect(meta(html, 'property', 'og:url')).toBe(SITE_URL + path);
      expect(meta(html, 'property', 'og:title')).toBe(decode(title!));
      expect(meta(html, 'property', 'og:image')).toBe(`${SITE_URL}/og-image.png`);
      expect(html).not.toContain('http://localhost:3000');
      expect(html).not.toMatch(/name="robots" content="noindex/);
    });

    it('has JSON-LD for the organisation and the page', () => {
      const blocks = jsonLdBlocks(html);
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('LocalBusiness');
      for (const type of expected.jsonLdTypes ?? []) expect(types).toContain(type);
      const business = blocks.find((block) => block['@type'] === 'LocalBusiness')!;
      expect(business).toMatchObject({ name: 'Vakleads', url: `${SITE_URL}/`, email: 'info@vakleads.nl' });
    });
  });

  it('gives every page its own title', async () => {
    const titles = await Promise.all(
      publicPages.map(async (page) => /<title>([^<]+)<\/title>/.exec(await (await get(page.path)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(publicPages.length);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await get(UNKNOWN_PATH);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
  });

  it('serves /admin pages as the admin shell that search engines must not index', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/leads/123']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).not.toContain('<h1');
    }
  });

  it('compresses pages with brotli or gzip and revalidates them by ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toContain('<h1');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const again = await get('/', { 'if-none-match': br.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const html = await (await get('/')).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const response = await get(script, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/bestaat-niet.js')).status).toBe(404);
  });

  it("allows exactly the page's inline scripts by their hash in the Content-Security-Policy", async () => {
    const response = await get('/');
    const scriptSources = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1].split(' ');
    const html = await response.text();
    // Executed inline scripts: the theme script and the prefetch rules (JSON-LD is data).
    const inline = [...html.matchAll(/<script(?: type="speculationrules")?>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(2);
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(scriptSources.sort()).toEqual(["'self'", ...hashes].sort());
  });
});
