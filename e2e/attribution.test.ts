import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import { withoutPopups } from './support/browser';
import { waitForHydration } from './support/console';
import { requestQuickScan, withCaptureAppAndBrowser, visitor, waitForLead } from './support/capture';
import { createAdmin, DESKTOP, signInByCookie, waitForPanel } from './support/admin';

jest.setTimeout(90_000);

const LANDING = '/diensten/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=dak-2026&gclid=TEST123';
const SET_OUTCOME = `mutation($id: ID!) { setLeadOutcome(id: $id, outcome: WON) { id } }`;

/** The site noted the arrival (the page's entry does, at once: client/src/app/entry-client.ts). */
const arrivalKept = (page: Page) => page.waitForFunction(() => localStorage.getItem('vakleads-arrivals') !== null);

/** Where leads come from: kept in the browser, sent with the quick scan, shown to the agency, reported to Google Ads. */
describe('attribution in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));

  async function visit(path: string, options: { referer?: string } = {}) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await withoutPopups(page);
    await page.goto(app.url + path, { referer: options.referer });
    await waitForHydration(page);
    await arrivalKept(page);
    return { context, page };
  }

  it('an ad click: the campaign, click id and landing page reach the lead, the profile and the upload file', async () => {
    const { context, page } = await visit(LANDING);
    for (const path of ['/tarieven', '/resultaten', '/over-ons']) {
      await page.goto(app.url + path);
      await waitForHydration(page);
    }
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Gratis Audit', exact: true }).first());
    const lead = await waitForLead(app, values.email);
    expect(lead.channel).toBe('PAID_SEARCH');
    expect(lead.campaign).toBe('dak-2026');
    expect(lead.attribution?.first).toMatchObject({
      source: 'google',
      medium: 'cpc',
      gclid: 'TEST123',
      landingPage: '/diensten/google-ads',
    });
    expect(lead.attribution?.last).toEqual(lead.attribution?.first);
    await context.close();

    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await signInByCookie(adminContext, app, await createAdmin(app));
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${app.url}/admin/leads/${lead.id}`);
    await waitForPanel(adminPage);
    const origin = adminPage.getByRole('region', { name: 'Herkomst' });
    await origin.getByText('Betaald zoeken').waitFor();
    for (const text of ['dak-2026', 'TEST123 (gclid)', '/diensten/google-ads', 'google / cpc']) {
      await expect(origin.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    }

    await admin.ok(SET_OUTCOME, { id: lead.id });
    await adminPage.goto(`${app.url}/admin/conversies`);
    await waitForPanel(adminPage);
    await adminPage.getByRole('button', { name: 'Bestand maken' }).click();
    const file = adminPage.getByTestId('conversion-file');
    await file.waitFor();
    const lines = (await file.textContent())!.split(/\r?\n/);
    expect(lines[0]).toBe('Parameters:TimeZone=Europe/Amsterdam');
    expect(lines[1]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
    expect(lines).toContainEqual(expect.stringMatching(/^TEST123,Gewonnen deal,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,2300\.00,EUR$/));
    await adminContext.close();
  });

  it.each([
    ['a visit from another site without parameters is Referral', { referer: 'https://www.bouwgids.nl/artikel' }, 'REFERRAL'],
    ['a direct visit is Direct', {}, 'DIRECT'],
  ])('%s', async (_name, options, channel) => {
    const { context, page } = await visit('/over-ons', options);
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Gratis Audit', exact: true }).first());
    const lead = await waitForLead(app, values.email);
    expect(lead.channel).toBe(channel);
    expect(lead.attribution?.first.landingPage).toBe('/over-ons');
    await context.close();
  });
});
