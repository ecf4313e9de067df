import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser, withoutPopups } from './support/browser';
import { waitForHydration, watchConsole } from './support/console';
import { publicPages, UNKNOWN_PATH } from './support/public-pages';

jest.setTimeout(60_000);

/** axe-core's browser build, injected into each page (it runs where the page's own scripts run). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Scrolls a page through to its end and back, so that every `content-visibility: auto` section is rendered. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    }
    window.scrollTo(0, 0);
  });

/**
 * axe-core on every public page (and the not-found page) in light and then, after the navbar's
 * toggle, in dark, once the islands have started (the toggle and the overlays are then on the page
 * too): no violations.
 * Sections below the first screen are `content-visibility: auto`, which axe's colour-contrast rule
 * reads as hidden; the page is scrolled through first so that every section is rendered.
 */
describe('accessibility of the public pages (axe-core)', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const paths = [...publicPages.map((page) => page.path), UNKNOWN_PATH];

  // One context for every page (a test per page, so a slow host's time is counted per page).
  // bypassCSP: the pages' Content-Security-Policy allows only their own inline scripts, not axe's.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('leadmachine-theme', 'light'));
  });

  const violationsOn = async (page: Page) => {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run(document)).violations;
    });
    return (violations as AxeViolation[]).map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  };

  it.each(paths)('%s has no axe violations, in light and then in dark', async (path) => {
    const page = await context.newPage();
    await withoutPopups(page);
    const console = watchConsole(page, { expectedDocument404: path === UNKNOWN_PATH ? app.url + path : undefined });
    await page.goto(app.url + path);
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    const light = await violationsOn(page);
    // Dark as a visitor gets it: the navbar's toggle, on the same page (one load for both).
    await page.getByRole('button', { name: 'Schakel naar donker thema' }).first().click();
    // Colours change with a transition, which a section off screen (not rendered) starts only
    // once it is rendered: scroll through to start them all, and read the colours they end on.
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await scrollThrough(page);
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation instanceof CSSTransition && animation.finish()));
    const dark = await violationsOn(page);
    expect({ light, dark }).toEqual({ light: [], dark: [] });
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
