import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { launchBrowser, withoutPopups } from './support/browser';
import { clickCallToAction, submitSeeingBusy } from './support/capture';
import { waitForHydration, watchConsole } from './support/console';

jest.setTimeout(60_000);

/** Records every openQuickScan event's detail on the page. */
async function recordQuickScanEvents(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { quickScanEvents: unknown[] };
    w.quickScanEvents = [];
    window.addEventListener('openQuickScan', (event) => w.quickScanEvents.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { quickScanEvents: unknown[] }).quickScanEvents);
}

/** The contact page's message form and the calls to action of the case pages. */
describe('contact form and case pages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('refuses invalid input with visible Dutch messages, then sends: busy label, success toast, cleared fields', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const console = watchConsole(page);
    // A visitor who has seen the popups: pausing the clock an hour ahead fires every timer already
    // set, and a popup timer set before that moment would cover the form this test is about.
    await withoutPopups(page);
    await page.clock.install({ time: new Date('2025-03-03T09:00:00') });
    await page.goto(app.url + '/contact');
    await waitForHydration(page);
    await page.clock.pauseAt(new Date('2025-03-03T10:00:00'));

    const form = page.getByRole('form', { name: 'Berichtformulier' });
    const submit = form.getByRole('button', { name: 'Verstuur bericht' });
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });

    await submit.click();
    for (const message of [
      'Vul je voornaam in.',
      'Vul je achternaam in.',
      'Vul je e-mailadres in.',
      'Vul je bedrijfsnaam in.',
      'Schrijf een kort bericht, zodat we weten waarmee we je kunnen helpen.',
    ]) {
      await expect(form.getByText(message, { exact: true }).isVisible()).resolves.toBe(true);
    }
    // The first refused field has focus and is described by its message; optional fields are not flagged.
    await expect(box('Voornaam').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(box('Voornaam').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      box('Voornaam').evaluate((element) => document.getElementById(element.getAttribute('aria-describedby')!)?.textContent),
    ).resolves.toBe('Vul je voornaam in.');
    await expect(box('Telefoon').getAttribute('aria-invalid')).resolves.toBeNull();
    await expect(page.getByText('Bericht verzonden!').count()).resolves.toBe(0);

    await box('Voornaam').fill('Jan');
    await box('Achternaam').fill('de Vries');
    await box('E-mail').fill('jan@dakwerken');
    await box('Telefoon').fill('12345');
    await box('Bedrijfsnaam').fill('Dakwerken De Vries');
    await box('Website').fill('dakwerken');
    await box('Bericht').fill('Graag meer aanvragen in de regio Utrecht.');
    // A corrected field loses its message at once.
    await expect(form.getByText('Vul je voornaam in.').count()).resolves.toBe(0);
    await submit.click();
    await expect(form.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.').isVisible()).resolves.toBe(true);
    await expect(form.getByText('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.').isVisible()).resolves.toBe(true);
    await expect(form.getByText('Vul een geldig webadres in, bijvoorbeeld www.jouwbedrijf.nl.').isVisible()).resolves.toBe(true);
    await expect(box('E-mail').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.getByText('Bericht verzonden!').count()).resolves.toBe(0);

    await box('E-mail').fill('jan@dakwerken-devries.nl');
    await box('Telefoon').fill('06 12 34 56 78');
    await box('Website').fill('www.dakwerken-devries.nl');
    await submitSeeingBusy(page, submit, form.getByRole('button', { name: 'Versturen...' }));
    const toast = page.getByRole('status').filter({ hasText: 'Bericht verzonden!' });
    await toast.waitFor();
    await expect(toast.innerText()).resolves.toContain('We nemen binnen 2 uur contact met je op.');
    for (const label of ['Voornaam', 'Achternaam', 'E-mail', 'Telefoon', 'Bedrijfsnaam', 'Website', 'Bericht']) {
      await expect(box(label).inputValue()).resolves.toBe('');
      await expect(box(label).getAttribute('aria-invalid')).resolves.toBeNull();
    }
    await expect(submit.isEnabled()).resolves.toBe(true);
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it("sends a case page's and the contact page's audit buttons through openQuickScan", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const console = watchConsole(page);
    // Scrolling to the lower button would otherwise open the scroll popup over it (popups have their own tests).
    await withoutPopups(page);
    await page.goto(app.url + '/resultaten/lekkage-spoed');
    await waitForHydration(page);
    const events = await recordQuickScanEvents(page);

    const caseTitle = await page.title();
    await clickCallToAction(
      page,
      page
        .getByRole('region', { name: 'Dit resultaat ook voor jouw bedrijf?' })
        .getByRole('button', { name: 'Start Gratis Campagne-Audit' }),
    );
    await clickCallToAction(page, page.locator('h1').locator('..').getByRole('button', { name: 'Start Gratis Campagne-Audit' }));
    await expect(events()).resolves.toEqual([
      { buttonText: 'Start Gratis Campagne-Audit', pagePath: '/resultaten/lekkage-spoed', pageTitle: caseTitle },
      { buttonText: 'Start Gratis Campagne-Audit', pagePath: '/resultaten/lekkage-spoed', pageTitle: caseTitle },
    ]);

    await page.goto(app.url + '/contact');
    await waitForHydration(page);
    const contactEvents = await recordQuickScanEvents(page);
    await clickCallToAction(page, page.getByRole('button', { name: 'Vraag de gratis audit aan' }));
    await expect(contactEvents()).resolves.toEqual([
      { buttonText: 'Vraag de gratis audit aan', pagePath: '/contact', pageTitle: await page.title() },
    ]);
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('opens a case page from the overview as a page of its own, with its own title and figures', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const console = watchConsole(page);
    // On a slow run the scroll or exit popup would open over the links clicked here (popups have their own tests).
    await withoutPopups(page);
    await page.goto(app.url + '/resultaten');
    await waitForHydration(page);
    // Links between public pages are plain links: each page is a new document (prerendered HTML).
    const markDocument = () => page.evaluate(() => ((window as unknown as { previousDocument: boolean }).previousDocument = true));
    const isNewDocument = () => page.evaluate(() => !('previousDocument' in window));
    await markDocument();

    await page.getByRole('link', { name: 'Steigerbouw: 66 zakelijke aanvragen' }).click();
    await page.waitForURL(app.url + '/resultaten/steiger-leads');
    await page.locator('h1', { hasText: 'Van 15 naar 66 zakelijke aanvragen voor Steigerbouw Mulder' }).waitFor();
    await expect(page.title()).resolves.toBe('Case steigerbouw: 66 zakelijke aanvragen per maand | Vakleads');
    await expect(page.getByText('van €140 naar €45', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(isNewDocument()).resolves.toBe(true);

    // Every case links on to three others.
    await page.getByRole('region', { name: 'Bekijk ook deze cases' }).getByRole('link').first().click();
    await page.waitForURL(app.url + '/resultaten/lekkage-spoed');
    await page.locator('h1', { hasText: 'Lekkage Spoedservice 24/7' }).waitFor();

    // Back on the overview: all nine cases.
    await markDocument();
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Resultaten' }).click();
    await page.waitForURL(app.url + '/resultaten');
    const cases = page.getByRole('region', { name: 'Kies jouw vakgebied' }).getByRole('link');
    await cases.first().waitFor();
    await expect(cases.count()).resolves.toBe(9);
    await expect(isNewDocument()).resolves.toBe(true);
    expect(console.problems).toEqual([]);
    await page.close();
  });
});
