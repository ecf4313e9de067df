import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import { withoutPopups } from './support/browser';
import { holdChunk } from './support/build';
import {
  CONTACT_PAGE_ANSWERS,
  CONTACT_PAGE_LEAD,
  fillQuickScan,
  leadByEmail,
  PHONE,
  quickScanDialog,
  quickScanField,
  submitQuickScanButton,
  surveyDialog,
  visitor,
  waitForLead,
  withCaptureAppAndBrowser,
} from './support/capture';
import { watchConsole } from './support/console';

jest.setTimeout(60_000);

/** React renders the theme toggle only in the browser: it is there once the app has started. */
const started = (page: Page) => page.locator('[data-theme-toggle]').count();

/** Holds the islands' start-up chunk (React, Chakra, the island roots) until `release`. */
const holdStartUp = (page: Page) => holdChunk(page, 'src/app/startIslands.tsx');

/**
 * A public page is readable without scripts, so its islands (React and Chakra) start only when the
 * visitor does something (client/src/app/entry-client.ts, docs/architecture.md "Public-site speed"). Nothing
 * the visitor does before that may be lost.
 */
describe('public pages start their scripts when the visitor acts', () => {
  let app: TestApp;
  let browser: Browser;
  // The full browser: the headless shell moves a phantom mouse over a page whose layout shifts (support/browser.ts).
  withCaptureAppAndBrowser((started) => ({ app, browser } = started), { fullBrowser: true });

  async function open(path: string) {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await withoutPopups(page);
    const console = watchConsole(page);
    await page.goto(app.url + path, { waitUntil: 'load' });
    return { context, page, console };
  }

  it('a visitor who only reads runs no app, yet the arrival is noted at once', async () => {
    const { context, page, console } = await open('/diensten/google-ads?utm_source=google&gclid=READER1');
    await page.waitForFunction(() => localStorage.getItem('vakleads-arrivals') !== null);
    await page.waitForTimeout(1500);
    expect(await started(page)).toBe(0);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('vakleads-arrivals')))!);
    expect(kept.first).toMatchObject({ source: 'google', gclid: 'READER1', landingPage: '/diensten/google-ads' });

    await page.mouse.wheel(0, 200);
    await page.locator('[data-theme-toggle]').first().waitFor({ state: 'attached' });
    expect(console.problems).toEqual([]);
    await context.close();
  });

  it('a call to action tapped before the app runs opens the quick scan at once; what is typed and sent waits for the app', async () => {
    const { context, page, console } = await open('/');
    const release = await holdStartUp(page);
    const cta = page.locator('[data-quick-scan]').first();
    await cta.tap();
    const dialog = quickScanDialog(page);
    await dialog.waitFor();
    await expect(cta.getAttribute('aria-busy')).resolves.toBeNull();
    await expect(quickScanField(page, 'name').evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    expect(await started(page)).toBe(0);

    const values = visitor();
    await fillQuickScan(page, values);
    const submit = submitQuickScanButton(page);
    await submit.tap();
    await expect(submit.getAttribute('aria-busy')).resolves.toBe('true');
    await page.waitForTimeout(300);
    await expect(leadByEmail(app, values.email)).resolves.toBeNull();
    expect(await started(page)).toBe(0);

    release();
    await surveyDialog(page).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    const lead = await waitForLead(app, values.email);
    expect(lead).toMatchObject({ name: values.name, phone: values.phone, company: values.company, website: values.website });
    expect(console.problems).toEqual([]);
    await context.close();
  });

  it('a form filled in and sent before the app runs reaches the agency with every value', async () => {
    const { context, page, console } = await open('/contact');
    const release = await holdStartUp(page);
    const { email } = visitor();
    const form = page.getByRole('form', { name: 'Berichtformulier' });
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    for (const [label, value] of Object.entries(CONTACT_PAGE_ANSWERS)) await box(label).fill(value);
    // Enter in a field sends the form; natively that would put the answers in the address bar.
    await box('E-mail').fill(email);
    await box('E-mail').press('Enter');
    expect(await started(page)).toBe(0);
    expect(page.url()).toBe(app.url + '/contact');

    release();
    const lead = await waitForLead(app, email);
    expect(lead).toMatchObject(CONTACT_PAGE_LEAD);
    expect(page.url()).toBe(app.url + '/contact');
    expect(console.problems).toEqual([]);
    await context.close();
  });
});
