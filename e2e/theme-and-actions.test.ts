import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser, withoutPopups } from './support/browser';
import { clickCallToAction, submitSeeingBusy } from './support/capture';
import { waitForHydration, watchConsole } from './support/console';

const THEME_KEY = 'leadmachine-theme';

/** The colour theme, the quick scan event and the home contact form. */
describe('theme and calls to action', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const htmlClass = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.className);

  it('starts light, toggles to dark, and keeps the choice across a reload without a flash', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto(app.url + '/');
    await waitForHydration(page);
    await expect(htmlClass(page)).resolves.toBe('light');

    await page.getByRole('button', { name: 'Schakel naar donker thema' }).click();
    await expect(htmlClass(page)).resolves.toBe('dark');
    await expect(page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).resolves.toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

    await page.reload();
    await waitForHydration(page);
    await expect(htmlClass(page)).resolves.toBe('dark');
    await expect(page.getByRole('button', { name: 'Schakel naar licht thema' }).count()).resolves.toBe(1);

    // No flash: with the app's scripts blocked, the inline head script alone has set the class,
    // so the first paint is already dark.
    const bare = await context.newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await bare.goto(app.url + '/');
    await expect(htmlClass(bare)).resolves.toBe('dark');
    await expect(bare.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).resolves.toBe(darkBackground);
    await bare.close();

    await page.getByRole('button', { name: 'Schakel naar licht thema' }).click();
    await expect(htmlClass(page)).resolves.toBe('light');
    await expect(page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).resolves.toBe('light');
    expect(console.problems).toEqual([]);
    await context.close();
  });

  it("follows the operating system when the saved choice is 'system'", async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript((key) => localStorage.setItem(key, 'system'), THEME_KEY);
    const page = await context.newPage();
    await page.goto(app.url + '/');
    await expect(htmlClass(page)).resolves.toBe('dark');
    await waitForHydration(page);
    await expect(htmlClass(page)).resolves.toBe('dark');
    await context.close();
  });

  it('sends every quick scan button through the openQuickScan event with the click record', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(app.url + '/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const w = window as unknown as { quickScanEvents: unknown[] };
      w.quickScanEvents = [];
      window.addEventListener('openQuickScan', (event) => w.quickScanEvents.push((event as CustomEvent).detail));
    });
    await clickCallToAction(page, page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }));
    await clickCallToAction(page, page.getByRole('button', { name: 'Start je gratis campagne-audit' }));
    await clickCallToAction(page, page.getByRole('button', { name: 'Start met Growth' }));
    await clickCallToAction(page, page.getByRole('contentinfo').getByRole('button', { name: 'Gratis audit aanvragen' }));
    const title = await page.title();
    await expect(page.evaluate(() => (window as unknown as { quickScanEvents: unknown[] }).quickScanEvents)).resolves.toEqual(
      ['Gratis Audit', 'Start je gratis campagne-audit', 'Start met Growth', 'Gratis audit aanvragen'].map((buttonText) => ({
        buttonText,
        pagePath: '/',
        pageTitle: title,
      })),
    );
    await page.close();
  });

  it('sends the home contact form: busy label, success toast, cleared fields', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const console = watchConsole(page);
    // A visitor who has seen the popups: pausing the clock an hour ahead fires every timer already
    // set, and a popup timer set before that moment would cover the form this test is about.
    await withoutPopups(page);
    await page.clock.install({ time: new Date('2025-03-03T09:00:00') });
    await page.goto(app.url + '/#contact');
    await waitForHydration(page);
    await page.clock.pauseAt(new Date('2025-03-03T10:00:00'));

    const form = page.getByRole('form', { name: 'Contactformulier' });
    const submit = form.getByRole('button', { name: 'Verstuur aanvraag' });
    // Name and e-mail are required: the browser refuses an empty form.
    await submit.click();
    await expect(form.locator(':invalid').count()).resolves.toBe(2);
    await expect(page.getByText('Aanvraag verzonden!').count()).resolves.toBe(0);

    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Jan de Vries');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jan@dakwerken-devries.nl');
    await form.getByRole('textbox', { name: 'Bedrijfsnaam', exact: true }).fill('Dakwerken De Vries');
    await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://dakwerken-devries.nl');
    await form.getByRole('combobox', { name: 'Maandelijks marketingbudget' }).selectOption('1000-5000');
    await form.getByRole('textbox', { name: 'Bericht', exact: true }).fill('Graag meer aanvragen in de regio Utrecht.');
    await submitSeeingBusy(page, submit, form.getByRole('button', { name: 'Versturen...' }));
    const toast = page.getByRole('status').filter({ hasText: 'Aanvraag verzonden!' });
    await toast.waitFor();
    await expect(toast.innerText()).resolves.toContain('We nemen binnen 24 uur contact met je op.');
    for (const label of ['Naam', 'E-mail', 'Bedrijfsnaam', 'Website', 'Bericht']) {
      await expect(form.getByRole('textbox', { name: label, exact: true }).inputValue()).resolves.toBe('');
    }
    await expect(form.getByRole('combobox', { name: 'Maandelijks marketingbudget' }).inputValue()).resolves.toBe('');
    await expect(submit.isEnabled()).resolves.toBe(true);
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
