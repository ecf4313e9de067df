import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser } from './support/browser';
import { publicPages } from './support/public-pages';

jest.setTimeout(120_000);

/** Goals of issue 26 (docs/architecture.md, "Public-site speed"); bench/suites/bundle-size.mjs reports the figures. */
const JS_ON_LOAD_MAX_BYTES = 50 * 1024;
const HTML_MAX_BYTES = 80 * 1024;

/** A while after `load` without any input: what a visitor who only reads downloads. */
const QUIET_MS = 1500;
const PAGES_AT_ONCE = 5;

/**
 * What a public page costs a visitor who only reads it, measured in Chromium: the JavaScript it
 * downloads (gzip level 9, as the server sends it precompressed) from the request to a while after
 * `load`, with no input at all, and the size of its HTML document. The islands load only when the
 * visitor acts, so this is the entry alone.
 */
describe('weight of the public pages on load', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    // The full browser: the headless shell moves a phantom mouse over a page whose layout shifts, and
    // a page takes that for a visitor's act and starts its islands (support/browser.ts).
    [app, browser] = await Promise.all([startTestApp(), launchBrowser({ fullBrowser: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('every public page loads at most 50 KB of JavaScript (gzip) and its document is at most 80 KB', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const over: string[] = [];
    const weigh = async (path: string) => {
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      });
      const documentResponse = await page.goto(app.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(QUIET_MS);
      const js = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      const html = (await documentResponse!.body()).length;
      expect(scripts.length).toBeGreaterThan(0);
      if (js > JS_ON_LOAD_MAX_BYTES) over.push(`${path}: ${js} bytes of JavaScript`);
      if (html > HTML_MAX_BYTES) over.push(`${path}: a document of ${html} bytes`);
      await page.close();
    };
    // A few pages at a time: each mostly waits out its quiet while.
    const paths = publicPages.map((page) => page.path);
    for (let start = 0; start < paths.length; start += PAGES_AT_ONCE) {
      await Promise.all(paths.slice(start, start + PAGES_AT_ONCE).map(weigh));
    }
    expect(over).toEqual([]);
    await context.close();
  });
});
