import type { Browser } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import {
  fillQuickScan,
  openVisitorTab,
  quickScanDialog,
  withCaptureAppAndBrowser,
  submitQuickScanButton,
  visitor,
} from './support/capture';
import { PRIVACY_VERSION } from '../client/src/lib/privacyVersion';

jest.setTimeout(90_000);

/** Issue 15, item 4: every form says why it asks and links to /privacy; a lead records the statement's version. */
describe('privacy at intake', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));

  it('the quick scan says why and links to the privacy statement; the lead stores the version shown', async () => {
    const tab = await openVisitorTab(browser, app.url + '/tarieven');
    const { page } = tab;
    await page.getByRole('button', { name: 'Start met Growth' }).first().click();
    const dialog = quickScanDialog(page);
    await dialog.locator('[data-privacy-note]').getByRole('link', { name: 'privacyverklaring' }).waitFor();
    const values = visitor();
    await fillQuickScan(page, values);
    await submitQuickScanButton(page).click();
    let rows: { privacy_version: string }[] = [];
    for (let attempt = 0; attempt < 50 && rows.length === 0; attempt++) {
      rows = await app.dataSource.query(`SELECT privacy_version FROM leads WHERE email = $1`, [values.email]);
      if (rows.length === 0) await page.waitForTimeout(200);
    }
    expect(rows).toEqual([{ privacy_version: PRIVACY_VERSION }]);
    await tab.close();
  });

  it('the contact forms say why, and the footer leads to the privacy statement and the terms', async () => {
    const tab = await openVisitorTab(browser, app.url + '/contact');
    const { page } = tab;
    await page.locator('main [data-privacy-note]').first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Beleid' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacyverklaring' }).waitFor();
    await expect(page.getByTestId('legal-version').innerText()).resolves.toBe(`Versie ${PRIVACY_VERSION}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene Voorwaarden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' }).waitFor();
    await tab.close();
  });
});
