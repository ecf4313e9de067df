import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser } from './support/browser';
import { waitForHydration, watchConsole } from './support/console';

/** The navbar, its dropdowns, the mobile menu and scrolling between pages. */
describe('site navigation', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const panelState = (page: Page, id: string) => page.locator(`#menu-${id}`).getAttribute('data-state');

  async function openDesktop(options: { fakeClock?: boolean } = {}) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const console = watchConsole(page);
    if (options.fakeClock) await page.clock.install({ time: new Date('2025-03-03T09:00:00') });
    await page.goto(app.url + '/');
    await waitForHydration(page);
    if (options.fakeClock) await page.clock.pauseAt(new Date('2025-03-03T10:00:00'));
    return { page, console };
  }

  it('marks the current page and strengthens its background past 50 px of scrolling', async () => {
    const { page, console } = await openDesktop();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Tarieven' }).getAttribute('aria-current')).resolves.toBeNull();

    const header = page.getByRole('banner');
    await expect(header.getAttribute('data-scrolled')).resolves.toBeNull();
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => window.scrollY === 40);
    await expect(header.getAttribute('data-scrolled')).resolves.toBeNull();
    await page.evaluate(() => window.scrollTo(0, 51));
    await page.waitForSelector('header[data-scrolled]');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('header:not([data-scrolled])');
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('opens a dropdown 200 ms after hovering, closes it 150 ms after leaving, and skips the wait within 300 ms', async () => {
    const { page } = await openDesktop({ fakeClock: true });
    const services = page.getByRole('button', { name: 'Diensten' });
    const results = page.getByRole('button', { name: 'Resultaten' });

    await services.hover();
    await page.clock.runFor(190);
    await expect(panelState(page, 'diensten')).resolves.toBe('closed');
    await page.clock.runFor(20);
    await expect(panelState(page, 'diensten')).resolves.toBe('open');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(
      page
        .locator('#menu-diensten')
        .getByRole('link', { name: /Google Ads/ })
        .isVisible(),
    ).resolves.toBe(true);

    // Moving straight to the other menu switches at once.
    await results.hover();
    await expect(panelState(page, 'resultaten')).resolves.toBe('open');
    await expect(panelState(page, 'diensten')).resolves.toBe('closed');
    const resultLinks = page.locator('#menu-resultaten').getByRole('link');
    await expect(resultLinks.count()).resolves.toBe(7); // all results + six cases
    await expect(resultLinks.first().innerText()).resolves.toContain('Alle resultaten');

    // Leaving: open for another 140 ms, closed after 150 ms.
    await page.mouse.move(700, 700);
    await page.clock.runFor(140);
    await expect(panelState(page, 'resultaten')).resolves.toBe('open');
    await page.clock.runFor(20);
    await expect(panelState(page, 'resultaten')).resolves.toBe('closed');

    // Within 300 ms of closing, hovering opens without the 200 ms wait.
    await page.clock.runFor(100);
    await services.hover();
    await expect(panelState(page, 'diensten')).resolves.toBe('open');

    // After the skip window has passed, the wait applies again.
    await page.mouse.move(700, 700);
    await page.clock.runFor(150 + 400);
    await expect(panelState(page, 'diensten')).resolves.toBe('closed');
    await results.hover();
    await page.clock.runFor(100);
    await expect(panelState(page, 'resultaten')).resolves.toBe('closed');
    await page.clock.runFor(100);
    await expect(panelState(page, 'resultaten')).resolves.toBe('open');
    await page.close();
  });

  it('works the dropdowns with the keyboard', async () => {
    const { page, console } = await openDesktop();
    const services = page.getByRole('button', { name: 'Diensten' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(panelState(page, 'diensten')).resolves.toBe('open');
    await page.keyboard.press('Escape');
    await expect(panelState(page, 'diensten')).resolves.toBe('closed');
    await expect(services.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(panelState(page, 'diensten')).resolves.toBe('open');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect(focused()).resolves.toContain('Google Ads');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toContain('Facebook & Instagram Ads');
    await page.keyboard.press('End');
    await expect(focused()).resolves.toContain('Website Bouwen');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toContain('Google Ads');

    // Tabbing out of the menu closes it.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('Resultaten');
    await expect(panelState(page, 'diensten')).resolves.toBe('closed');

    // Choosing a link navigates and closes the menu.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/resultaten`);
    await expect(panelState(page, 'resultaten')).resolves.toBe('closed');
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('opens a dropdown with a tap on touch screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(app.url + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Resultaten' }).tap();
    await expect(panelState(page, 'resultaten')).resolves.toBe('open');
    await page.getByRole('button', { name: 'Resultaten' }).tap();
    await expect(panelState(page, 'resultaten')).resolves.toBe('closed');
    await context.close();
  });

  it('has a full-height mobile menu at 390 px that keeps focus inside and closes on Escape or any link', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const console = watchConsole(page);
    await page.goto(app.url + '/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Diensten' }).isVisible()).resolves.toBe(false);

    const hamburger = page.getByRole('button', { name: 'Menu openen' });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ y: 0, height: 844 });
    for (const name of ['Home', 'Over Ons', 'Tarieven', 'Contact', 'Google Ads', 'Alle resultaten']) {
      await expect(dialog.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(dialog.getByRole('button', { name: /Schakel naar/ }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'Gratis Audit' }).count()).resolves.toBe(1);

    // Focus starts on the close button and wraps around inside the dialog.
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Menu sluiten');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Vakleads, naar de homepage');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Gratis Audit');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Vakleads, naar de homepage');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      await expect(inDialog()).resolves.toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(hamburger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await hamburger.click();
    await dialog.getByRole('link', { name: 'Tarieven' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${app.url}/tarieven`);
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('prefetches a public page while its link is hovered, and the click is served from that prefetch', async () => {
    const { page } = await openDesktop();
    const prefetched = page.waitForRequest(
      (request) => request.url() === `${app.url}/over-ons` && request.headers()['sec-purpose'] === 'prefetch',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over Ons' }).hover();
    await prefetched;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over Ons' }).click();
    await page.waitForURL(`${app.url}/over-ons`);
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    // The admin panel is never prefetched.
    const rules = await page.locator('script[type="speculationrules"]').textContent();
    expect(JSON.parse(rules!).prefetch[0].where.and).toContainEqual({ not: { href_matches: '/admin{/*}?' } });
    await page.close();
  });

  it('starts every new page at the top as a page load of its own, and scrolls to a section for /#pricing', async () => {
    const { page } = await openDesktop();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 1000);
    // Links between public pages are plain links: the next page is a new document, at its top.
    await page.evaluate(() => ((window as unknown as { previousDocument: boolean }).previousDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over Ons' }).click();
    await page.waitForURL(`${app.url}/over-ons`);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => 'previousDocument' in window)).toBe(false);

    await page.close();

    // A first visit (nothing cached), tapped as soon as the page shows (a plain link needs no
    // script), while the fonts and the sections' layout are still settling.
    const visit = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visit.goto(app.url + '/');
    await visit.getByRole('link', { name: 'Bekijk de tarieven' }).click();
    // Where the page comes to rest, not a frame on the way past it: the section's top stays below
    // the navbar for half a second.
    const pricingTop = () => visit.evaluate(() => Math.round(document.getElementById('pricing')!.getBoundingClientRect().top));
    await visit.waitForFunction(() => {
      const top = document.getElementById('pricing')!.getBoundingClientRect().top;
      return top >= 0 && top < 120;
    });
    const landed = await pricingTop();
    await visit.waitForTimeout(500);
    expect(await pricingTop()).toBe(landed);
    expect(landed).toBeGreaterThanOrEqual(0);
    await visit.close();
  });
});
