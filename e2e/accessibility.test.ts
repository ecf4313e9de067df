import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser, withoutPopups } from './support/browser';
import { renderEverySection, waitForHydration, watchConsole } from './support/console';
import { publicPages, UNKNOWN_PATH } from './support/public-pages';

jest.setTimeout(60_000);

/** axe-core's browser build, injected into each page (it runs where the page's own scripts run). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Ends the colour transitions and the fade-ins under way (a section's first render, the offer
 * banner fading in once the islands start, a theme change): axe reads the colours they end on, not
 * a half-transparent frame (on a fast host axe once ran during the banner's 0.3 s fade-in). Endless
 * animations (a loading spinner) cannot be finished and are left alone.
 */
const finishTransitions = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const animation of document.getAnimations()) {
      const ends = Number.isFinite(animation.effect?.getComputedTiming().endTime);
      if (animation instanceof CSSTransition || (animation instanceof CSSAnimation && ends)) animation.finish();
    }
  });

/**
 * axe-core on every public page (and the not-found page) in light and then, after the navbar's
 * toggle, in dark, once the islands have started (the toggle and the overlays are then on the page
 * too): no violations.
 * Every section is rendered first (renderEverySection). axe reports violations only
 * (`resultTypes`): it then spends nothing on describing the nodes that pass.
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
    const violations = await page.evaluate(async () => {
      type Axe = { run(context: Document, options: { resultTypes: string[] }): Promise<{ violations: unknown[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    });
    return (violations as AxeViolation[]).map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary})`).join(', ')}`,
    );
  };

  it.each(paths)('%s has no axe violations, in light and then in dark', async (path) => {
    const page = await context.newPage();
    await withoutPopups(page);
    const console = watchConsole(page, { expectedDocument404: path === UNKNOWN_PATH ? app.url + path : undefined });
    await page.goto(app.url + path);
    await waitForHydration(page);
    // The engagement layer loads after the page is interactive and fades the desktop offer banner in:
    // axe reads the page with it, once it has faded in (finishTransitions), not as it arrives.
    await page.locator('[data-engagement-banner]').waitFor();
    await renderEverySection(page);
    await finishTransitions(page);
    await page.addScriptTag({ content: axeSource });
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    const light = await violationsOn(page);
    // Dark as a visitor gets it: the navbar's toggle, on the same page (one load for both).
    await page.getByRole('button', { name: 'Schakel naar donker thema' }).first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await finishTransitions(page);
    const dark = await violationsOn(page);
    expect({ light, dark }).toEqual({ light: [], dark: [] });
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
