import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import {
  describedBy,
  fillQuickScan,
  leadByEmail,
  leadsByEmail,
  openVisitorTab,
  PHONE,
  QUICK_SCAN_LABELS,
  quickScanDialog,
  quickScanFailure,
  quickScanField,
  withCaptureAppAndBrowser,
  submitQuickScanButton,
  surveyDialog,
  surveyStep,
  toast,
  visitor,
  waitForLead,
  waitForToast,
  type QuickScanInput,
} from './support/capture';
import { holdChunk } from './support/build';
import { startCuttableProxy } from './support/cuttable-proxy';

jest.setTimeout(60_000);

/** The quick scan: opened from anywhere, refusing bad input in Dutch, creating the lead with its click. */
describe('lead capture: the quick scan', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));

  const isFocused = (page: Page, label: keyof QuickScanInput) =>
    quickScanField(page, label).evaluate((element) => element === document.activeElement);

  it.each([
    ['/', 'Start je gratis campagne-audit'],
    ['/tarieven', 'Start met Growth'],
    ['/resultaten/dakdekker-leads', 'Start Gratis Campagne-Audit'],
    ['/diensten/website-bouwen', 'Gratis website audit'],
    ['/over-ons', 'Gratis Audit'],
  ])('on %s the call to action "%s" opens the quick scan, focused on its first field', async (path, label) => {
    const tab = await openVisitorTab(browser, app.url + path);
    const modalSignal = () => tab.page.evaluate(() => (window as unknown as { captureModalOpen?: boolean }).captureModalOpen);
    await tab.page.evaluate(() =>
      window.addEventListener('captureModalChange', (event) => {
        (window as unknown as { captureModalOpen?: boolean }).captureModalOpen = event.detail.open;
      }),
    );
    await tab.page.getByRole('button', { name: label, exact: true }).first().click();
    await quickScanDialog(tab.page).waitFor();
    await expect(isFocused(tab.page, 'name')).resolves.toBe(true);
    for (const field of Object.values(QUICK_SCAN_LABELS)) {
      await expect(quickScanDialog(tab.page).getByRole('textbox', { name: field, exact: true }).isVisible()).resolves.toBe(true);
    }
    // The engagement pieces are told to stay away while it is open, and told when it has closed.
    await expect(modalSignal()).resolves.toBe(true);
    await tab.page.keyboard.press('Escape');
    await quickScanDialog(tab.page).waitFor({ state: 'detached' });
    // The native dialog's close event, which the signal follows, is a task after the dialog hides.
    await tab.page.waitForFunction(() => (window as unknown as { captureModalOpen?: boolean }).captureModalOpen === false);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('refuses empty and invalid input with visible Dutch messages and creates nothing', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    await quickScanDialog(page).waitFor();

    await submitQuickScanButton(page).click();
    const expected: Record<keyof QuickScanInput, string> = {
      name: 'Vul je naam in.',
      email: 'Vul je e-mailadres in.',
      phone: 'Vul je telefoonnummer in, dan kunnen we de analyse met je doorspreken.',
      company: 'Vul de naam van je bedrijf in.',
      website: 'Vul het adres van je website in. Nog geen website? Vul dan "geen.nl" in.',
    };
    for (const [field, message] of Object.entries(expected) as [keyof QuickScanInput, string][]) {
      await expect(quickScanDialog(page).getByText(message, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(describedBy(quickScanField(page, field))).resolves.toBe(message);
      await expect(quickScanField(page, field).getAttribute('aria-invalid')).resolves.toBe('true');
    }
    await expect(isFocused(page, 'name')).resolves.toBe(true);

    const values = visitor({ email: 'jan@dakwerken', phone: '12ab', website: 'mijn website' });
    await fillQuickScan(page, values);
    // A corrected field loses its message at once.
    await expect(quickScanField(page, 'name').getAttribute('aria-invalid')).resolves.toBeNull();
    await submitQuickScanButton(page).click();
    await expect(describedBy(quickScanField(page, 'email'))).resolves.toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.');
    await expect(describedBy(quickScanField(page, 'phone'))).resolves.toBe(
      'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.',
    );
    await expect(describedBy(quickScanField(page, 'website'))).resolves.toBe(
      'Vul een geldig webadres in, bijvoorbeeld www.jouwbedrijf.nl.',
    );
    await expect(isFocused(page, 'email')).resolves.toBe(true);
    await expect(quickScanDialog(page).isVisible()).resolves.toBe(true);
    await expect(leadsByEmail(app, 'jan@dakwerken')).resolves.toEqual([]);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('creates the lead with the click that opened it, says so, and moves on to the survey', async () => {
    const tab = await openVisitorTab(browser, app.url + '/tarieven');
    const { page } = tab;
    const title = await page.title();
    const before = Date.now();
    await page.getByRole('button', { name: 'Start met Growth' }).first().click();
    const values = visitor({ website: 'dakwerken-devries.nl' });
    await fillQuickScan(page, values);
    await submitQuickScanButton(page).click();

    await waitForToast(page, 'Quick scan aangevraagd!', 'Nu gaan we je persoonlijke analyse opstellen.');
    await surveyDialog(page).waitFor();
    await expect(quickScanDialog(page).count()).resolves.toBe(0);
    await expect(surveyStep(page)).resolves.toBe(1);
    // Screen readers hear the toast from inside the dialog too.
    await expect(surveyDialog(page).locator('[data-toast-announcer]').innerText()).resolves.toContain('Quick scan aangevraagd!');

    const lead = await waitForLead(app, values.email);
    expect(lead).toMatchObject({
      name: values.name,
      phone: values.phone,
      company: values.company,
      website: values.website,
      source: 'QUICKSCAN',
      status: 'NEW',
      outcome: 'OPEN',
    });
    expect(lead.buttonClick).toMatchObject({ buttonText: 'Start met Growth', pagePath: '/tarieven', pageTitle: title });
    const clickedAt = new Date(lead.buttonClick!.timestamp).getTime();
    expect(clickedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(clickedAt).toBeLessThanOrEqual(Date.now());
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('sends the lead before the survey code has arrived, stays busy, and moves on once it has', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const release = await holdChunk(page, 'src/capture/CaptureLayer.tsx');
    await page.goto(app.url + '/');
    await page.locator('[data-theme-toggle]').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Start je gratis campagne-audit' }).click();
    const values = visitor();
    await fillQuickScan(page, values);
    await submitQuickScanButton(page).click();
    await waitForLead(app, values.email);
    await expect(quickScanDialog(page).getByRole('button', { name: 'Bezig met aanvragen...' }).isDisabled()).resolves.toBe(true);
    release();
    await surveyDialog(page).waitFor();
    await expect(quickScanDialog(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('closes with its close button and with a click beside it', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    const cta = page.getByRole('button', { name: 'Start je gratis campagne-audit' });
    await cta.click();
    await quickScanDialog(page).getByRole('button', { name: 'Sluiten' }).click();
    await quickScanDialog(page).waitFor({ state: 'detached' });
    await cta.click();
    await quickScanDialog(page).waitFor();
    await page.mouse.click(5, 450);
    await quickScanDialog(page).waitFor({ state: 'detached' });
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('says it failed and keeps the form and every typed value when the server cannot be reached, then sends on retry', async () => {
    const proxy = await startCuttableProxy(app.url);
    const tab = await openVisitorTab(browser, proxy.url + '/diensten/google-ads');
    const { page } = tab;
    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    const values = visitor();
    await fillQuickScan(page, values);

    proxy.down();
    await submitQuickScanButton(page).click();
    await quickScanFailure(page).waitFor();
    await expect(quickScanDialog(page).isVisible()).resolves.toBe(true);
    for (const field of Object.keys(values) as (keyof QuickScanInput)[]) {
      await expect(quickScanField(page, field).inputValue()).resolves.toBe(values[field]);
    }
    await expect(submitQuickScanButton(page).isEnabled()).resolves.toBe(true);
    await expect(leadByEmail(app, values.email)).resolves.toBeNull();

    proxy.up();
    await submitQuickScanButton(page).click();
    await surveyDialog(page).waitFor();
    // The click survived the failed attempt and went with the lead.
    const lead = await waitForLead(app, values.email);
    expect(lead.buttonClick).toMatchObject({ buttonText: 'Gratis Audit', pagePath: '/diensten/google-ads' });
    expect(tab.console.problems.filter((problem) => !/Failed to load resource|ERR_CONNECTION|ERR_EMPTY_RESPONSE/.test(problem))).toEqual(
      [],
    );
    await tab.close();
    await proxy.close();
  });

  it('says it failed when the server refuses the request (rate limit), keeping the values', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Te veel aanvragen.', extensions: { code: 'RATE_LIMITED' } }] }),
      }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    const values = visitor();
    await fillQuickScan(page, values);
    await submitQuickScanButton(page).click();
    await quickScanFailure(page).waitFor();
    await expect(quickScanField(page, 'email').inputValue()).resolves.toBe(values.email);
    await expect(surveyDialog(page).count()).resolves.toBe(0);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('accepts a filled honeypot like any request but stores nothing', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    const values = visitor();
    await fillQuickScan(page, values);
    const honeypot = quickScanDialog(page).locator('input[name="faxNumber"]');
    await expect(honeypot.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(quickScanDialog(page).getByRole('textbox', { name: /fax/i }).count()).resolves.toBe(0);
    await honeypot.fill('+31 20 123 4567', { force: true });
    await submitQuickScanButton(page).click();
    await waitForToast(page, 'Quick scan aangevraagd!');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(leadByEmail(app, values.email)).resolves.toBeNull();
    await tab.close();
  });

  it('works with the keyboard alone: from the navbar button to the survey', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    // Tab to the navbar's audit button, as a keyboard user would.
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Gratis Audit') break;
    }
    await page.keyboard.press('Enter');
    await quickScanDialog(page).waitFor();
    const values = visitor();
    for (const field of ['name', 'email', 'phone', 'company', 'website'] as const) {
      await expect(isFocused(page, field)).resolves.toBe(true);
      await page.keyboard.type(values[field]);
      await page.keyboard.press('Tab');
    }
    // The privacy statement link in the form's note comes before the submit button.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('privacyverklaring');
    await page.keyboard.press('Tab');
    await expect(submitQuickScanButton(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await surveyDialog(page).waitFor();
    // Focus moved into the survey (its first step's heading), not lost on the page behind.
    await expect(surveyDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Jouw diensten');
    await waitForLead(app, values.email);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('offers the contact page instead, closing itself on the way', async () => {
    const tab = await openVisitorTab(browser, app.url + '/tarieven');
    const { page } = tab;
    await page.getByRole('button', { name: 'Start met Growth' }).first().click();
    await quickScanDialog(page).getByRole('link', { name: 'Neem contact op' }).click();
    await page.waitForURL(app.url + '/contact');
    await quickScanDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('fits a 390 px phone: full-screen dialog, no sideways scrolling, the button within reach', async () => {
    const tab = await openVisitorTab(browser, app.url + '/resultaten/schilder-leads', { viewport: PHONE, hasTouch: true });
    const { page } = tab;
    await page.getByRole('button', { name: 'Start Gratis Campagne-Audit' }).first().click();
    await quickScanDialog(page).waitFor();
    const box = await quickScanDialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    const button = await submitQuickScanButton(page).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(PHONE.height);
    await submitQuickScanButton(page).tap();
    await expect(toast(page, 'Quick scan aangevraagd!').count()).resolves.toBe(0);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });
});
