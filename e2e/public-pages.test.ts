import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser } from './support/browser';
import { chunkPathOf } from './support/build';
import { countRemovedHeadings, renderEverySection, until, waitForHydration, watchConsole } from './support/console';
import { publicPages, UNKNOWN_PATH } from './support/public-pages';

const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

/** Every public page at phone and desktop width: content, landmarks, hydration, clean console. */
describe('public pages in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  describe.each(viewports)('on a %s', (_name, viewport) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport });
      await context.addInitScript(countRemovedHeadings);
    });
    afterAll(() => context.close());

    it.each(publicPages.map((page) => [page.path, page] as const))('%s shows its content and hydrates cleanly', async (path, expected) => {
      const page = await context.newPage();
      const console = watchConsole(page);
      const response = await page.goto(app.url + path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page.locator('h1').allInnerTexts()).resolves.toEqual([expect.stringMatching(/\S/)]);
      expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ')).toBe(expected.h1);
      // Visible text, compared case-insensitively (some labels are styled in capitals).
      await renderEverySection(page);
      const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ').toLowerCase();
      for (const text of expected.texts) expect(body).toContain(text.toLowerCase());
      for (const landmark of ['banner', 'main', 'contentinfo']) await expect(page.getByRole(landmark).count()).resolves.toBe(1);
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).resolves.toBe(1);

      // Hydration kept the prerendered nodes (a mismatch makes React replace them).
      expect(await page.evaluate(() => (window as unknown as { __removedHeadings: number }).__removedHeadings)).toBe(0);
      expect(console.problems).toEqual([]);
      await page.close();
    });

    it('the not-found page answers 404, logs the path as a warning and links home', async () => {
      const page = await context.newPage();
      const console = watchConsole(page, { expectedDocument404: app.url + UNKNOWN_PATH });
      const response = await page.goto(app.url + UNKNOWN_PATH);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('h1').innerText()).resolves.toContain('Oops! Page not found');
      await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
      await until(() => console.warnings.some((warning) => warning.includes(UNKNOWN_PATH)));

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(app.url + '/');
      await page.locator('h1', { hasText: 'Meer aanvragen voor jouw vakbedrijf' }).waitFor();
      await expect(page.title()).resolves.toMatch(/^Vakleads \| /);
      expect(console.problems).toEqual([]);
      await page.close();
    });
  });

  it('never downloads the admin panel on public pages, and renders /admin in the browser', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const adminEntry = chunkPathOf('src/admin/AdminEntry.tsx');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(app.url + '/');
    await waitForHydration(page);
    expect(scripts.some((url) => new URL(url).pathname === adminEntry)).toBe(false);

    const console = watchConsole(page);
    await page.goto(app.url + '/admin');
    // Signed out: the panel's guard sends the visitor to its login page.
    await page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
    expect(scripts.some((url) => new URL(url).pathname === adminEntry)).toBe(true);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/^noindex/);
    await expect(page.title()).resolves.toBe('Inloggen | Beheer | Vakleads');
    expect(console.problems).toEqual([]);
    await context.close();
  });
});
