import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { AD_SPEND_FIXTURES } from '../server/test/fixtures/ad-spend/fixture-text';
import { adminSuite, DESKTOP, PHONE, seedLead, waitForToast } from './support/admin';

jest.setTimeout(120_000);

/** November 2026, as the fixtures' days are: the page's own custom period in the address bar. */
const NOVEMBER = '/admin/rendement?periode=custom&van=2026-11-01&tot=2026-11-30';

const adClick = (campaign: string) => {
  const arrival = { source: 'google', medium: 'cpc', campaign, gclid: 'e2e', at: '2026-11-05T09:00:00.000Z' };
  return { attribution: { first: arrival, last: arrival } };
};

/**
 * A file dragged in from the desktop has a file-system entry, and the drop zone (zag-js) reads the
 * file through it; a drop made up by the test has none. This gives made-up drops one.
 */
function giveDropsAnEntry() {
  DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
    const file = this.getAsFile();
    return file
      ? ({
          isFile: true,
          isDirectory: false,
          name: file.name,
          file: (done: (found: File) => void) => done(file),
        } as unknown as FileSystemEntry)
      : null;
  };
}

/** Drops a file on the drop zone the way a browser does when one is dragged in from the desktop. */
async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: 'text/csv' }));
      return transfer;
    },
    { name, data: [...bytes] },
  );
  const zone = page.getByTestId('spend-dropzone');
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

/** The report table's rows as the page shows them: the row heading, then each cell's text. */
const tableRows = (page: Page) =>
  page
    .getByTestId('channel-report')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));

describe("the admin's Rendement screen", () => {
  const suite = adminSuite();
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) await seedLead(suite.app, adClick('Dakdekkers Zomer'), { createdAt: new Date('2026-11-05T10:00:00Z') });
    // The report counts leads from the dashboard's summary, which a test server recounts when asked.
    await suite.app.app.dashboardSummary.refresh();
  });

  const open = (path: string, viewport = DESKTOP) => suite.open(path, { viewport, initScript: giveDropsAnEntry });

  it('imports an export: drop it in, see what it found (or the refused line) before saving, then the table and chart have it', async () => {
    const { page, console } = await open(NOVEMBER);
    await page.getByRole('heading', { level: 1, name: 'Rendement' }).waitFor();
    await page.getByRole('link', { name: 'Rendement', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    // The report arrives after the page: read the table once it is there, not its loading state.
    await page.locator('[data-report="ready"]').getByTestId('channel-report').waitFor();
    expect(await tableRows(page)).toEqual([
      ['Betaald zoeken', '€0,00', '2', '0', '0', '€0,00', '—\ngeen', '—\ngeen', '—\ngeen', '—\ngeen'],
    ]);

    // A spreadsheet instead of its CSV export: said before anything is sent.
    await page.getByLabel('Exportbestand kiezen').setInputFiles({
      name: 'rapport.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    });
    await page.getByTestId('spend-refusal').getByText('Dit is geen CSV-bestand.', { exact: false }).waitFor();

    // A file the server refuses: the line and nothing stored.
    await page.getByLabel('Exportbestand kiezen').setInputFiles({
      name: 'kapot.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Campaign,Day,Cost\nA,2026-11-05,1\nB,2026-11-05,veel\n'),
    });
    const refusal = page.getByTestId('spend-refusal');
    await refusal.getByText('Regel 3: bedrag "veel" is niet te lezen').waitFor();
    await refusal.getByText('Er is niets opgeslagen.', { exact: false }).waitFor();

    // Google Ads' "Excel .csv": UTF-16 with a byte-order mark, tab-separated, Dutch days and amounts.
    await dropFile(page, 'google-ads-excel.csv', readFileSync(join(AD_SPEND_FIXTURES, 'google-ads-excel.csv')));
    const preview = page.getByTestId('spend-preview');
    await preview.waitFor();
    expect(await preview.locator('dd').allInnerTexts()).toEqual(['3', '2', '5 nov 2026 t/m 6 nov 2026', '€1.377,66']);
    expect(await suite.app.dataSource.query(`SELECT count(*)::int AS rows FROM ad_spend`)).toEqual([{ rows: 0 }]);

    await preview.getByRole('button', { name: 'Kosten opslaan' }).click();
    await waitForToast(page, 'Kosten opgeslagen', '3 rijen, samen €1.377,66');
    await page.getByTestId('spend-preview').waitFor({ state: 'detached' });
    await page.getByTestId('channel-report').getByText('€1.377,66').waitFor();
    expect(await tableRows(page)).toEqual([
      ['Betaald zoeken', '€1.377,66', '2', '0', '0', '€0,00', '€688,83', '—\ngeen', '—\ngeen', '0,00'],
    ]);
    await page.locator('[data-chart="cost-per-lead"][data-bucket="WEEK"]').waitFor();

    await page.getByLabel('Indeling').selectOption('CAMPAIGN');
    await page.waitForURL(/groep=campagne/);
    await page.getByTestId('channel-report').getByText('Dakdekkers Zomer').waitFor();
    const [first] = await tableRows(page);
    expect(first).toEqual([
      'Betaald zoeken\nDakdekkers Zomer',
      '€1.332,66',
      '2',
      '0',
      '0',
      '€0,00',
      '€666,33',
      '—\ngeen',
      '—\ngeen',
      '0,00',
    ]);
    const csv = await page.getByRole('link', { name: 'Exporteer CSV' }).getAttribute('href');
    expect(csv).toMatch(
      /^\/export\/rendement\.csv\?from=2026-10-31T23%3A00%3A00\.000Z&to=2026-11-30T23%3A00%3A00\.000Z&by=CAMPAIGN&touch=FIRST$/,
    );
    expect(console.problems).toEqual([]);
  });

  it('keeps manual spend per channel and month: add, change, delete', async () => {
    const { page, console } = await open(NOVEMBER);
    const form = page.getByRole('form', { name: 'Handmatige kosten toevoegen' });
    await form.getByLabel('Kanaal').selectOption('REFERRAL');
    await form.getByLabel('Maand').fill('2026-11');
    await form.getByLabel('Bedrag (€)').fill('300');
    await form.getByRole('button', { name: 'Toevoegen' }).click();
    await waitForToast(page, 'Kosten opgeslagen', 'Verwijzing, november 2026: €300,00.');
    const entry = page.getByTestId('manual-spend').filter({ hasText: 'november 2026' });
    await entry.getByText('€300,00').waitFor();
    await page.getByTestId('channel-report').locator('[data-channel="REFERRAL"]').getByText('€300,00').waitFor();

    await entry.getByRole('button', { name: 'Wijzigen: Verwijzing, november 2026' }).click();
    const change = page.getByRole('form', { name: 'Handmatige kosten wijzigen' });
    await change.getByLabel('Bedrag (€)').fill('450,50');
    await change.getByRole('button', { name: 'Bedrag opslaan' }).click();
    await entry.getByText('€450,50').waitFor();
    await page.getByTestId('channel-report').locator('[data-channel="REFERRAL"]').getByText('€450,50').waitFor();

    await entry.getByRole('button', { name: 'Verwijderen: Verwijzing, november 2026' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Nog geen handmatige kosten.').waitFor();
    await page.getByTestId('channel-report').locator('[data-channel="REFERRAL"]').waitFor({ state: 'detached' });
    expect(console.problems).toEqual([]);
  });

  it('works on a phone: the table scrolls inside its own region, the page does not; the drop zone is reached by keyboard', async () => {
    const { page } = await open(NOVEMBER, PHONE);
    await page.getByTestId('channel-report').waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const region = page.getByRole('region', { name: /Rendement per kanaal, .* \(schuift opzij\)/ });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    // Chromium scrolls by arrow key smoothly: the region moves over the next frames, not at once.
    await page.waitForFunction((element) => element.scrollLeft > 0, await region.elementHandle(), { timeout: 5_000 });
    const zone = page.getByTestId('spend-dropzone');
    await zone.focus();
    await expect(zone.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(zone.getAttribute('aria-label')).resolves.toBe('Sleep een exportbestand hierheen of kies een bestand');
  });

  it('refuses a file that does not fit the platform chosen, and checks the same file again when another platform is chosen', async () => {
    const { page, console } = await open(NOVEMBER);
    const stored = async () => (await suite.app.dataSource.query(`SELECT count(*)::int AS rows FROM ad_spend`))[0].rows as number;
    const before = await stored();
    const section = page.locator('#kosten-importeren');
    await expect(section.getByLabel('Platform').inputValue()).resolves.toBe('GOOGLE_ADS');
    await page.getByLabel('Exportbestand kiezen').setInputFiles(join(AD_SPEND_FIXTURES, 'meta-ads-nl.csv'));
    await page.getByTestId('spend-refusal').getByText('Regel 1: dit is een export van Meta Ads', { exact: false }).waitFor();

    await section.getByLabel('Platform').selectOption('META_ADS');
    const preview = page.getByTestId('spend-preview');
    await preview.getByText('Gevonden in meta-ads-nl.csv (Meta Ads (Facebook, Instagram)):').waitFor();
    expect(await preview.locator('dd').allInnerTexts()).toEqual(['2', '1', '3 nov 2026 t/m 4 nov 2026', '€1.032,50']);
    await preview.getByRole('button', { name: 'Annuleren' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(await stored()).toBe(before);
    expect(console.problems).toEqual([]);
  });
});
