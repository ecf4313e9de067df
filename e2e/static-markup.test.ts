import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser } from './support/browser';
import { waitForHydration, watchConsole } from './support/console';

/** client/src/site/islands/islandAttributes.ts marks each island's element with this attribute. */
const ISLAND = '[data-island]';

/**
 * Counts nodes removed from the page outside islands while it loads. The HTML parser only adds
 * nodes; a removal means React (or anything else) replaced prerendered static markup.
 */
const countStaticRemovals = `
  window.__staticRemovals = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (!target || !target.closest('#root') || target.closest('${ISLAND}')) continue;
      window.__staticRemovals += record.removedNodes.length;
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * What the public pages' speed rests on, checked in the browser (docs/architecture.md,
 * "Public-site speed"): only the islands (site/islands/Island.tsx) run React; the static markup
 * around them stays exactly as the prerender wrote it, and every island hydrates without a
 * mismatch (a mismatch is logged as an error, which the console watcher reports).
 */
describe('islands on prerendered pages', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(countStaticRemovals);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it.each(['/', '/tarieven', '/contact', '/diensten/website-bouwen', '/resultaten/dakdekker-leads'])(
    '%s: each island hydrates on a root of its own; everything else stays exactly as prerendered',
    async (path) => {
      const page = await context.newPage();
      const console = watchConsole(page);
      const served = await (await page.request.get(app.url + path)).text();
      await page.goto(app.url + path);
      await waitForHydration(page);
      await page.waitForFunction(
        (selector) => [...document.querySelectorAll(selector)].every((el) => el.hasAttribute('data-react-root')),
        ISLAND,
      );

      const comparison = await page.evaluate(
        ({ html, selector }) => {
          /** #root's markup with every island's inside left out (React owns that). */
          const outsideIslands = (root: Element) => {
            const copy = root.cloneNode(true) as Element;
            copy.querySelectorAll(selector).forEach((island) => {
              island.innerHTML = '';
              island.removeAttribute('data-react-root');
            });
            return copy.innerHTML;
          };
          const prerendered = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
          return {
            islands: [...document.querySelectorAll(selector)].map((el) => el.getAttribute('data-island')),
            prerendered: outsideIslands(prerendered),
            live: outsideIslands(document.getElementById('root')!),
            removals: (window as unknown as { __staticRemovals: number }).__staticRemovals,
          };
        },
        { html: served, selector: ISLAND },
      );
      expect(comparison.islands[0]).toBe('navbar');
      expect(comparison.prerendered.length).toBeGreaterThan(5000);
      expect(comparison.live).toEqual(comparison.prerendered);
      expect(comparison.removals).toBe(0);
      expect(console.problems).toEqual([]);
      await page.close();
    },
  );

  /**
   * The public pages' CSS is one stylesheet the prerender writes from every page's Emotion (Chakra)
   * styles (client/scripts/prerender.mjs): no page carries <style> tags, every page links the same
   * hashed file, cached for a year. When the islands start, Chakra's <Global>s adopt the empty
   * `css-global <name>` tags made for them (Emotion renames an adopted tag to plain `css-global`)
   * instead of inserting the global styles again. If an Emotion or Chakra upgrade stops matching
   * them, the page still looks right but the styles are inserted twice: this fails then.
   */
  it('every page links the one cached stylesheet, and the islands insert no global style again', async () => {
    const page = await context.newPage();
    const console = watchConsole(page);
    const documents = await Promise.all(
      ['/', '/tarieven', '/niet-bestaand'].map(async (path) => (await page.request.get(app.url + path)).text()),
    );
    const links = documents.map((html) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]));
    expect(links[0]).toHaveLength(1);
    expect(links[0][0]).toMatch(/^\/assets\/site-[\w-]+\.css$/);
    expect(links).toEqual([links[0], links[0], links[0]]);
    for (const html of documents) expect(html).not.toMatch(/<style\b/);
    const sheet = await page.request.get(app.url + links[0][0]);
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.goto(app.url + '/tarieven');
    await waitForHydration(page);
    const globals = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion^="css-global"]')].map((tag) => [
        tag.getAttribute('data-emotion'),
        (tag as HTMLStyleElement).sheet!.cssRules.length,
      ]),
    );
    expect(globals.length).toBeGreaterThan(0);
    expect(globals.every(([name, rules]) => name === 'css-global' && rules === 0)).toBe(true);
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
