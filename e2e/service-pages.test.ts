import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser, withoutPopups } from './support/browser';
import { clickCallToAction, submitSeeingBusy } from './support/capture';
import { waitForHydration, watchConsole } from './support/console';
import { renderSection } from './support/sections';

/** Records every openQuickScan event's detail on window.quickScanEvents. */
async function recordQuickScanEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { quickScanEvents: unknown[] };
    w.quickScanEvents = [];
    window.addEventListener('openQuickScan', (event) => w.quickScanEvents.push((event as CustomEvent).detail));
  });
}

const quickScanEvents = (page: Page) => page.evaluate(() => (window as unknown as { quickScanEvents: unknown[] }).quickScanEvents);

/** The four /diensten pages: their calls to action and the website speed-test form. */
describe('service pages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each([
    ['/diensten/google-ads', ['Start je gratis Google Ads-audit', 'Start met Growth', 'Vraag je gratis audit aan']],
    ['/diensten/facebook-ads', ['Start je gratis Facebook Ads-audit', 'Start met Scale', 'Vraag je gratis audit aan']],
    ['/diensten/conversie-optimalisatie', ['Start je gratis conversie-audit', 'Vraag je gratis audit aan']],
    ['/diensten/website-bouwen', ['Gratis website audit', 'Kies Business Website', 'Plan je gratis website audit']],
  ])('%s sends its audit buttons through openQuickScan', async (path, buttons) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const console = watchConsole(page);
    await page.goto(app.url + path);
    await waitForHydration(page);
    await recordQuickScanEvents(page);
    for (const name of buttons) await clickCallToAction(page, page.getByRole('main').getByRole('button', { name, exact: true }));
    const pageTitle = await page.title();
    await expect(quickScanEvents(page)).resolves.toEqual(buttons.map((buttonText) => ({ buttonText, pagePath: path, pageTitle })));
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('opens a FAQ answer with the keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(app.url + '/diensten/google-ads');
    await waitForHydration(page);
    const answer = page.getByText('Van jou. We werken in je eigen account');
    await expect(answer.isVisible()).resolves.toBe(false);
    // The summary element is what keyboard users reach with Tab.
    await page.locator('summary', { hasText: 'Van wie is het Google Ads-account?' }).focus();
    await page.keyboard.press('Enter');
    await expect(answer.isVisible()).resolves.toBe(true);
    await page.close();
  });

  describe('the website speed test', () => {
    let page: Page;
    let console: ReturnType<typeof watchConsole>;
    beforeEach(async () => {
      page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await withoutPopups(page);
      console = watchConsole(page);
      await page.clock.install({ time: new Date('2025-03-03T09:00:00') });
      await page.goto(app.url + '/diensten/website-bouwen#snelheidstest');
      await waitForHydration(page);
      await page.clock.pauseAt(new Date('2025-03-03T10:00:00'));
    });
    afterEach(async () => {
      expect(console.problems).toEqual([]);
      await page.close();
    });

    const form = () => page.getByRole('form', { name: 'Gratis snelheidstest' });
    const urlInput = () => form().getByRole('textbox', { name: 'Website-adres' });
    const emailInput = () => form().getByRole('textbox', { name: 'E-mailadres voor het rapport' });
    const submit = () => form().getByRole('button', { name: 'Test mijn website' });
    const describedBy = async (input: ReturnType<typeof urlInput>) => {
      const ids = await input.getAttribute('aria-describedby');
      return ids ? page.locator(`[id="${ids}"]`).innerText() : null;
    };

    it('has a labelled url input and says the report comes by e-mail', async () => {
      await expect(urlInput().getAttribute('type')).resolves.toBe('url');
      await expect(emailInput().getAttribute('type')).resolves.toBe('email');
      await renderSection(page, 'snelheidstest');
      await expect(page.locator('#snelheidstest').innerText()).resolves.toContain(
        'je ontvangt het snelheidsrapport binnen 24 uur per e-mail',
      );
    });

    it('refuses empty and invalid input with Dutch messages tied to the fields', async () => {
      await submit().click();
      await expect(describedBy(urlInput())).resolves.toBe('Vul het adres van je website in.');
      await expect(describedBy(emailInput())).resolves.toBe('Vul je e-mailadres in, dan sturen we het rapport daarheen.');
      await expect(urlInput().getAttribute('aria-invalid')).resolves.toBe('true');
      // Focus goes to the first field that needs attention.
      await expect(urlInput().evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      await urlInput().fill('mijn website');
      // Editing a field clears its message until the next attempt.
      await expect(urlInput().getAttribute('aria-invalid')).resolves.toBeNull();
      await emailInput().fill('jan@dakwerken');
      await submit().click();
      await expect(describedBy(urlInput())).resolves.toMatch(/^Dit is geen geldig website-adres\./);
      await expect(describedBy(emailInput())).resolves.toMatch(/^Dit is geen geldig e-mailadres\./);

      await urlInput().fill('dakwerken-devries.nl');
      await submit().click();
      await expect(urlInput().getAttribute('aria-invalid')).resolves.toBeNull();
      await expect(describedBy(emailInput())).resolves.toMatch(/^Dit is geen geldig e-mailadres\./);
      await expect(emailInput().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(page.getByText('Snelheidstest aangevraagd!').count()).resolves.toBe(0);
    });

    it('sends a valid request: busy state, success toast naming site and address, cleared fields', async () => {
      await urlInput().fill('www.dakwerken-devries.nl');
      await emailInput().fill('jan@dakwerken-devries.nl');
      await submitSeeingBusy(page, submit(), form().getByRole('button', { name: 'Bezig met aanvragen...' }));
      const toast = page.getByRole('status').filter({ hasText: 'Snelheidstest aangevraagd!' });
      await toast.waitFor();
      await expect(toast.innerText()).resolves.toContain(
        'Je ontvangt het rapport van www.dakwerken-devries.nl binnen 24 uur op jan@dakwerken-devries.nl.',
      );
      await expect(urlInput().inputValue()).resolves.toBe('');
      await expect(emailInput().inputValue()).resolves.toBe('');
      await expect(submit().isEnabled()).resolves.toBe(true);
    });
  });
});
