import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser } from './support/browser';
import { waitForHydration, watchConsole } from './support/console';

/** client/src/site/hydration/StaticMarkup.tsx marks its wrapper with this attribute. */
const STATIC = '[data-static-markup]';

/**
 * Counts nodes removed from inside static markup while the page loads. The HTML parser only adds
 * nodes; a removal means React (or anything else) replaced the prerendered sections.
 */
const countStaticRemovals = `
  window.__staticRemovals = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const inside = record.target.nodeType === 1 && record.target.closest('${STATIC}');
      for (const node of record.removedNodes) {
        if (inside || (node.nodeType === 1 && (node.matches('${STATIC}') || node.querySelector('${STATIC}')))) window.__staticRemovals++;
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * What the public pages' speed relies on in its dependencies' behaviour, checked in the browser so
 * that an upgrade which changes it fails here (docs/architecture.md, "Public-site speed").
 *
 * StaticMarkup keeps public pages' static sections out of hydration by leaning on React's
 * behaviour, not on a public API (an element with dangerouslySetInnerHTML keeps the DOM it
 * finds when hydrating; see StaticMarkup.tsx): the sections must come through hydration exactly
 * as the prerender wrote them. That their links still navigate in the app, and that a later visit
 * renders them with React, is tested in e2e/contact-and-cases.test.ts (the case overview).
 */
describe('hydration of prerendered pages', () => {
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

  it.each(['/', '/tarieven', '/resultaten', '/resultaten/dakdekker-leads'])(
    '%s: React hydrates the page and leaves its static sections exactly as prerendered',
    async (path) => {
      const page = await context.newPage();
      const console = watchConsole(page);
      const served = await (await page.request.get(app.url + path)).text();
      await page.goto(app.url + path);
      await waitForHydration(page);

      const comparison = await page.evaluate(
        ({ html, selector }) => {
          const prerendered = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map((el) => el.innerHTML);
          const live = [...document.querySelectorAll(selector)].map((el) => el.innerHTML);
          return { prerendered, live, removals: (window as unknown as { __staticRemovals: number }).__staticRemovals };
        },
        { html: served, selector: STATIC },
      );
      expect(comparison.prerendered.length).toBeGreaterThan(0);
      expect(comparison.prerendered.every((inner) => inner.length > 200)).toBe(true);
      expect(comparison.live).toEqual(comparison.prerendered);
      expect(comparison.removals).toBe(0);
      expect(console.problems).toEqual([]);
      await page.close();
    },
  );

  /**
   * The prerender puts the page's Emotion styles into <head> with @emotion/server (global styles
   * each in a `css-global <name>` tag, component styles in one `css <ids…>` tag). In the browser,
   * Emotion's cache and Chakra's <Global> adopt those tags instead of inserting the styles again:
   * Emotion marks an adopted component tag with data-s and renames an adopted global tag to plain
   * `css-global`. If an Emotion or Chakra upgrade stops matching them, the page still looks right
   * but every style is computed and inserted twice: this fails then.
   */
  it('the prerendered styles are adopted by Emotion and Chakra, not inserted again', async () => {
    const page = await context.newPage();
    const console = watchConsole(page);
    const served = await (await page.request.get(app.url + '/tarieven')).text();
    await page.goto(app.url + '/tarieven');
    await waitForHydration(page);

    const styles = await page.evaluate((html) => {
      const sent = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('head style[data-emotion]')];
      const live = [...document.querySelectorAll('style[data-emotion]')];
      return {
        sentGlobal: sent.filter((tag) => tag.getAttribute('data-emotion')!.startsWith('css-global ')).length,
        sentComponents: sent.filter((tag) => tag.getAttribute('data-emotion')!.startsWith('css ')).length,
        liveGlobal: live
          .filter((tag) => tag.getAttribute('data-emotion')!.startsWith('css-global'))
          .map((tag) => tag.getAttribute('data-emotion')),
        adoptedComponents: live.filter((tag) => tag.getAttribute('data-emotion')!.startsWith('css ') && tag.hasAttribute('data-s')).length,
      };
    }, served);
    expect(styles.sentGlobal).toBeGreaterThan(0);
    expect(styles.sentComponents).toBe(1);
    expect(styles.liveGlobal).toEqual(Array(styles.sentGlobal).fill('css-global'));
    expect(styles.adoptedComponents).toBe(1);
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
