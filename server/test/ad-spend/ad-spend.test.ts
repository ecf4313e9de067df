import { errorCode, type ApiClient } from '../support/api-client';
import { bearerClient, createTestUser, loginAsAdmin, loginAsNonAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { fixtureText } from '../fixtures/ad-spend/fixture-text';
import { servicesOf } from '../factories/lead.factory';
import type { ArrivalRecord } from '../../src/leads/arrival.model';
import { LeadSource } from '../../src/leads/lead.enums';
import { isQualifiedLead, qualifiedLeadSql } from '../../src/leads/lead-flags.rules';
import type { LeadStatus, Qualification } from '../../src/leads/lead.enums';

const IMPORT = `mutation($platform: AdPlatform!, $csv: String!, $dryRun: Boolean) {
  importAdSpend(platform: $platform, csv: $csv, dryRun: $dryRun) { rows campaigns from to total }
}`;
const ROW_FIELDS = 'channel campaign spend leads qualifiedLeads wonDeals revenue costPerLead costPerQualifiedLead costPerWonDeal roas';
const REPORT = `query($from: DateTimeISO!, $to: DateTimeISO!, $by: ReportGrouping, $touch: Touch) {
  channelReport(from: $from, to: $to, by: $by, touch: $touch) { ${ROW_FIELDS} }
}`;
const SERIES = `query($from: DateTimeISO!, $to: DateTimeISO!, $touch: Touch) {
  costPerLeadSeries(from: $from, to: $to, touch: $touch) { bucket points { start channel spend leads costPerLead } }
}`;
const SET_MANUAL = `mutation($channel: Channel!, $month: String!, $amount: Float!) {
  setManualSpend(channel: $channel, month: $month, amount: $amount) { id channel month amount updatedAt }
}`;
const DELETE_MANUAL = `mutation($id: ID!) { deleteManualSpend(id: $id) }`;
const MANUAL_LIST = `query { manualSpend { id channel month amount } }`;

interface ReportRow {
  channel: string | null;
  campaign: string | null;
  spend: number;
  leads: number;
  qualifiedLeads: number;
  wonDeals: number;
  revenue: number;
  costPerLead: number | null;
  costPerQualifiedLead: number | null;
  costPerWonDeal: number | null;
  roas: number | null;
}

interface SeriesPoint {
  start: string;
  channel: string;
  spend: number;
  leads: number;
  costPerLead: number | null;
}

/** Whole Amsterdam months, written with their offsets (winter +01:00, summer +02:00). */
const PERIOD = {
  february: { from: '2026-02-01T00:00:00+01:00', to: '2026-03-01T00:00:00+01:00' },
  march: { from: '2026-03-01T00:00:00+01:00', to: '2026-04-01T00:00:00+02:00' },
  april: { from: '2026-04-01T00:00:00+02:00', to: '2026-05-01T00:00:00+02:00' },
  june: { from: '2026-06-01T00:00:00+02:00', to: '2026-07-01T00:00:00+02:00' },
  november: { from: '2026-11-01T00:00:00+01:00', to: '2026-12-01T00:00:00+01:00' },
};

const googleClick = (campaign: string): ArrivalRecord => ({
  source: 'google',
  medium: 'cpc',
  campaign,
  gclid: 'abc',
  at: '2026-01-01T00:00:00Z',
});
const metaAd = (campaign: string): ArrivalRecord => ({ source: 'facebook', medium: 'paid_social', campaign, at: '2026-01-01T00:00:00Z' });

interface LeadSpec {
  at: string;
  first?: ArrivalRecord;
  last?: ArrivalRecord;
  status?: LeadStatus;
  qualification?: Qualification | null;
  won?: boolean;
  dealValue?: number | null;
}

describe('ad spend and the channel report', () => {
  let app: TestApp;
  let admin: ApiClient;
  let sequence = 0;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAsAdmin(app);
  });
  afterAll(() => app?.close());

  /**
   * A lead through the real capture statement at a given time, then given the figures the scenario
   * needs. The report reads the dashboard's summary, which counts a lead of an earlier day (and a
   * change to it) at its next recount: the helper recounts, as the server does within a minute.
   */
  async function lead(spec: LeadSpec): Promise<string> {
    sequence += 1;
    const { leadId } = await servicesOf(app).capture.create(
      {
        name: `Lead ${sequence}`,
        email: `lead-${sequence}@example.nl`,
        source: LeadSource.CONTACT,
        attribution: spec.first ? { first: spec.first, last: spec.last ?? spec.first } : null,
      },
      { createdAt: new Date(spec.at) },
    );
    await app.dataSource.query(
      `UPDATE leads SET status = coalesce($2, status), qualification = $3, outcome = CASE WHEN $4 THEN 'WON' ELSE outcome END,
              deal_value = $5 WHERE id = $1`,
      [leadId, spec.status ?? null, spec.qualification ?? null, spec.won ?? false, spec.dealValue ?? null],
    );
    await app.app.dashboardSummary.refresh();
    return leadId;
  }

  const importFile = (platform: string, csv: string, dryRun = false) =>
    admin.ok<{ importAdSpend: Record<string, unknown> }>(IMPORT, { platform, csv, dryRun }).then((data) => data.importAdSpend);
  const report = async (period: { from: string; to: string }, by = 'CHANNEL', touch = 'FIRST') =>
    (await admin.ok<{ channelReport: ReportRow[] }>(REPORT, { ...period, by, touch })).channelReport;
  const spendRows = async () => Number((await app.dataSource.query(`SELECT count(*) FROM ad_spend`))[0].count);

  describe('importAdSpend reads each shape of file (fixtures in server/test/fixtures/ad-spend)', () => {
    it.each([
      ['google-ads.csv', 'GOOGLE_ADS', { rows: 4, campaigns: 2, from: '2026-11-01', to: '2026-11-02', total: 1377.66 }],
      ['google-ads-nl.csv', 'GOOGLE_ADS', { rows: 3, campaigns: 2, from: '2026-11-03', to: '2026-11-04', total: 1377.66 }],
      ['google-ads-excel.csv', 'MICROSOFT_ADS', { rows: 3, campaigns: 2, from: '2026-11-05', to: '2026-11-06', total: 1377.66 }],
      ['meta-ads.csv', 'META_ADS', { rows: 3, campaigns: 2, from: '2026-11-01', to: '2026-11-02', total: 39.75 }],
      ['meta-ads-nl.csv', 'META_ADS', { rows: 2, campaigns: 1, from: '2026-11-03', to: '2026-11-04', total: 1032.5 }],
      ['meta-ads-reporting-starts.csv', 'META_ADS', { rows: 3, campaigns: 2, from: '2026-11-07', to: '2026-11-08', total: 1039.75 }],
      ['plain.csv', 'OTHER', { rows: 3, campaigns: 2, from: '2026-11-03', to: '2026-11-04', total: 1425.5 }],
      ['plain-en.csv', 'OTHER', { rows: 3, campaigns: 2, from: '2026-11-09', to: '2026-11-10', total: 1342.5 }],
    ])('%s as %s: the dry run stores nothing, the import stores what it showed', async (file, platform, expected) => {
      const before = await spendRows();
      expect(await importFile(platform, fixtureText(file), true)).toEqual(expected);
      expect(await spendRows()).toBe(before);
      expect(await importFile(platform, fixtureText(file))).toEqual(expected);
      expect(await spendRows()).toBe(before + expected.rows);
    });

    it('counts Google and Microsoft for PAID_SEARCH, Meta and OTHER for PAID_SOCIAL', async () => {
      const rows = await report(PERIOD.november);
      expect(rows.find((row) => row.channel === 'PAID_SEARCH')?.spend).toBe(4132.98);
      expect(rows.find((row) => row.channel === 'PAID_SOCIAL')?.spend).toBe(39.75 + 1032.5 + 1039.75 + 1425.5 + 1342.5);
    });

    it('records every stored import in the audit log, and no dry run', async () => {
      const { auditEvents } = await admin.ok<{ auditEvents: { action: string; details: string; actorEmail: string }[] }>(
        `query { auditEvents(filter: { action: "ad_spend.imported" }, limit: 50) { action details actorEmail } }`,
      );
      expect(auditEvents).toHaveLength(8);
      expect(JSON.parse(auditEvents.at(-1)!.details)).toEqual({
        platform: 'GOOGLE_ADS',
        rows: 4,
        campaigns: 2,
        from: '2026-11-01',
        to: '2026-11-02',
        total: 1377.66,
      });
    });
  });

  describe('re-import', () => {
    const first = 'Campaign,Day,Cost\nDak,2026-02-02,100.00\nDak,2026-02-03,50.00\nLood,2026-02-02,10.00\n';
    const paidSearch = async () => (await report(PERIOD.february)).find((row) => row.channel === 'PAID_SEARCH')?.spend;

    it('of the same file replaces its days and campaigns: never counted twice', async () => {
      await importFile('GOOGLE_ADS', first);
      expect(await paidSearch()).toBe(160);
      await importFile('GOOGLE_ADS', first);
      expect(await paidSearch()).toBe(160);
    });

    it('of an overlapping file replaces what overlaps (case and spaces ignored), keeps the rest, adds the new', async () => {
      await importFile('GOOGLE_ADS', 'Campaign,Day,Cost\n  DAK ,2026-02-03,70.00\nDak,2026-02-04,5.00\n');
      expect(await paidSearch()).toBe(100 + 70 + 10 + 5);
      const stored = await app.dataSource.query(
        `SELECT day::text, campaign, amount::float8 FROM ad_spend WHERE day BETWEEN '2026-02-01' AND '2026-02-28' ORDER BY day, campaign`,
      );
      expect(stored).toEqual([
        { day: '2026-02-02', campaign: 'Dak', amount: 100 },
        { day: '2026-02-02', campaign: 'Lood', amount: 10 },
        { day: '2026-02-03', campaign: 'DAK', amount: 70 },
        { day: '2026-02-04', campaign: 'Dak', amount: 5 },
      ]);
    });

    it('keeps the same days of another platform apart', async () => {
      await importFile('MICROSOFT_ADS', first);
      expect(await paidSearch()).toBe(185 + 160);
    });

    it('adds up lines of the same day and campaign within one file', async () => {
      const summary = await importFile('META_ADS', 'Campaign name,Day,Amount spent (EUR)\nA,2026-02-10,1.00\na ,2026-02-10,2.50\n', true);
      expect(summary).toEqual({ rows: 1, campaigns: 1, from: '2026-02-10', to: '2026-02-10', total: 3.5 });
    });
  });

  describe('refusals', () => {
    it.each([
      ['another currency', 'Campaign,Day,Currency code,Cost\nA,2026-02-05,EUR,1\nB,2026-02-05,USD,2\n', 3, /^regel 3: valuta USD/],
      ['a row without a day', 'x\ny\nCampaign,Day,Cost\nA,2026-02-05,1\nB,,2\n', 5, /^regel 5: geen dag$/],
      ['an unreadable amount', 'Campaign,Day,Cost\nA,2026-02-05,1\nB,2026-02-05,veel\n', 3, /^regel 3: bedrag "veel" is niet te lezen$/],
      ['a Meta export in dollars', 'Campaign name,Day,Amount spent (USD)\nA,2026-02-05,1\n', 1, /^regel 1: de kosten zijn in USD/],
      [
        'a Meta export chosen as Google Ads (its spend would count as paid search)',
        'Campaign name,Day,Amount spent (EUR)\nA,2026-02-05,1\n',
        1,
        /^regel 1: dit is een export van Meta Ads .*kies Meta Ads als platform$/,
      ],
    ])('%s: BAD_USER_INPUT with the line, nothing of the file stored (also not its good lines)', async (_name, csv, line, message) => {
      const before = await spendRows();
      for (const dryRun of [true, false]) {
        const result = await admin.gql(IMPORT, { platform: 'GOOGLE_ADS', csv, dryRun });
        expect(errorCode(result)).toBe('BAD_USER_INPUT');
        const [problem] = result.errors![0].extensions!.fields as { field: string; message: string; line: number }[];
        expect(problem).toEqual({ field: 'csv', line, message: expect.stringMatching(message) });
      }
      expect(await spendRows()).toBe(before);
    });

    it('a file without a header says which columns it misses, without a line', async () => {
      const result = await admin.gql(IMPORT, { platform: 'OTHER', csv: 'hallo\nwereld\n' });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      const [problem] = result.errors![0].extensions!.fields as { field: string; message: string; line?: number }[];
      expect(problem.line).toBeUndefined();
      expect(problem.message).toMatch(/geen kopregel gevonden met de kolommen campagne .*dag .*kosten/);
    });
  });

  describe('file size: up to 5 MB, the larger body for this one mutation only', () => {
    const line = (n: number) => `${`Campagne ${n} `.padEnd(180, 'x')},2026-01-${String((n % 28) + 1).padStart(2, '0')},1.00\n`;
    const fileOf = (bytes: number) => {
      let csv = 'Campaign,Day,Cost\n';
      for (let n = 0; csv.length < bytes - 200; n++) csv += line(n);
      return csv;
    };

    it('imports a file of almost 5 MB', async () => {
      const csv = fileOf(5 * 1024 * 1024);
      const summary = await importFile('OTHER', csv, true);
      expect(summary.rows).toBe(csv.split('\n').length - 2);
    });

    it('refuses a file over 5 MB with BAD_USER_INPUT', async () => {
      const result = await admin.gql(IMPORT, { platform: 'OTHER', csv: fileOf(5 * 1024 * 1024 + 1000) });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].message).toMatch(/groter dan 5 MB/);
    });

    it('keeps 100 kB for every other operation, and for a non-admin', async () => {
      const padding = 'x'.repeat(200 * 1024);
      const other = await admin.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($p: String) { apiVersion }', variables: { p: padding } }),
      });
      expect(other.status).toBe(413);
      expect(await other.json()).toEqual({
        errors: [{ message: 'Het verzoek is te groot (maximaal 100 kB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
      const sneaked = await admin.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($c: String!) { a: importAdSpend(platform: OTHER, csv: $c, dryRun: true) { rows } b: logout }`,
          variables: { c: padding },
        }),
      });
      expect(sneaked.status).toBe(413);
      const viewer = await loginAsNonAdmin(app);
      const byViewer = await viewer.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: IMPORT, variables: { platform: 'OTHER', csv: padding, dryRun: true } }),
      });
      expect(byViewer.status).toBe(413);
    });
  });

  describe('the report: channels, campaigns, touches and ratios (March 2026)', () => {
    beforeAll(async () => {
      await importFile(
        'GOOGLE_ADS',
        'Campaign,Day,Cost\nDakdekkers Zomer,2026-03-02,100.00\nDakdekkers Zomer,2026-03-03,50.00\nLoodgieters,2026-03-02,30.00\n',
      );
      await importFile('META_ADS', 'Campaign name,Day,Amount spent (EUR)\nLookalike,2026-03-02,60.00\n');
      await admin.ok(SET_MANUAL, { channel: 'REFERRAL', month: '2026-03', amount: 310 });
      const at = '2026-03-05T10:00:00Z';
      await lead({ at, first: googleClick(' dakdekkers zomer '), status: 'QUALIFIED' as LeadStatus, won: true, dealValue: 5000 });
      await lead({ at, first: googleClick('DAKDEKKERS ZOMER'), qualification: 'COLD' as Qualification });
      await lead({ at, first: googleClick('Dakdekkers Zomer'), qualification: 'WARM' as Qualification });
      await lead({ at, first: metaAd('Lookalike'), status: 'CLOSED' as LeadStatus, won: true });
      await lead({ at, first: { referrer: 'https://www.google.nl/', at } });
      await lead({ at });
      await lead({ at, first: { source: 'facebook', medium: 'social', campaign: 'Lookalike', at } });
      // Outside the period on both sides: not counted.
      await lead({ at: '2026-02-28T22:59:59Z', first: googleClick('Dakdekkers Zomer') });
      await lead({ at: '2026-03-31T22:00:00Z', first: googleClick('Dakdekkers Zomer') });
    });

    const none = { costPerLead: null, costPerQualifiedLead: null, costPerWonDeal: null, roas: null };
    const counts = (leads: number, qualifiedLeads = 0, wonDeals = 0, revenue = 0) => ({ leads, qualifiedLeads, wonDeals, revenue });

    it('per channel: spend, counts and ratios from SQL; rows without spend show counts and no ratios', async () => {
      expect(await report(PERIOD.march)).toEqual([
        {
          channel: 'PAID_SEARCH',
          campaign: null,
          spend: 180,
          ...counts(3, 2, 1, 5000),
          costPerLead: 60,
          costPerQualifiedLead: 90,
          costPerWonDeal: 180,
          roas: 27.78,
        },
        {
          channel: 'PAID_SOCIAL',
          campaign: null,
          spend: 60,
          ...counts(1, 1, 1, 2300),
          costPerLead: 60,
          costPerQualifiedLead: 60,
          costPerWonDeal: 60,
          roas: 38.33,
        },
        { channel: 'ORGANIC_SEARCH', campaign: null, spend: 0, ...counts(1), ...none },
        { channel: 'ORGANIC_SOCIAL', campaign: null, spend: 0, ...counts(1), ...none },
        { channel: 'REFERRAL', campaign: null, spend: 310, ...counts(0), ...none, roas: 0 },
        { channel: null, campaign: null, spend: 0, ...counts(1), ...none },
      ]);
    });

    it("per campaign: a platform's campaign meets its channel's leads of the same utm_campaign, case and spaces ignored", async () => {
      expect(await report(PERIOD.march, 'CAMPAIGN')).toEqual([
        { channel: 'REFERRAL', campaign: null, spend: 310, ...counts(0), ...none, roas: 0 },
        {
          channel: 'PAID_SEARCH',
          campaign: 'Dakdekkers Zomer',
          spend: 150,
          ...counts(3, 2, 1, 5000),
          costPerLead: 50,
          costPerQualifiedLead: 75,
          costPerWonDeal: 150,
          roas: 33.33,
        },
        {
          channel: 'PAID_SOCIAL',
          campaign: 'Lookalike',
          spend: 60,
          ...counts(1, 1, 1, 2300),
          costPerLead: 60,
          costPerQualifiedLead: 60,
          costPerWonDeal: 60,
          roas: 38.33,
        },
        { channel: 'PAID_SEARCH', campaign: 'Loodgieters', spend: 30, ...counts(0), ...none, roas: 0 },
        { channel: 'ORGANIC_SEARCH', campaign: null, spend: 0, ...counts(1), ...none },
        { channel: 'ORGANIC_SOCIAL', campaign: 'Lookalike', spend: 0, ...counts(1), ...none },
        { channel: null, campaign: null, spend: 0, ...counts(1), ...none },
      ]);
    });

    it('spreads manual spend over the days of its month: ten days of March get ten 31sts', async () => {
      const rows = await report({ from: '2026-03-10T00:00:00+01:00', to: '2026-03-20T00:00:00+01:00' });
      expect(rows.find((row) => row.channel === 'REFERRAL')?.spend).toBe(100);
      expect(rows.find((row) => row.channel === 'PAID_SEARCH')).toBeUndefined();
    });

    it('counts a day of spend when its Amsterdam midnight falls in the period', async () => {
      const rows = await report({ from: '2026-03-02T00:00:00+01:00', to: '2026-03-02T12:00:00+01:00' });
      expect(rows.find((row) => row.channel === 'PAID_SEARCH')?.spend).toBe(130);
      const later = await report({ from: '2026-03-02T00:00:01+01:00', to: '2026-03-03T00:00:00+01:00' });
      expect(later.find((row) => row.channel === 'PAID_SEARCH')).toBeUndefined();
    });

    it('series: cost per lead per day over two weeks for each channel with spend, zeros included', async () => {
      const { costPerLeadSeries } = await admin.ok<{ costPerLeadSeries: { bucket: string; points: SeriesPoint[] } }>(SERIES, {
        from: PERIOD.march.from,
        to: '2026-03-15T00:00:00+01:00',
      });
      expect(costPerLeadSeries.bucket).toBe('DAY');
      const { points } = costPerLeadSeries;
      expect(points).toHaveLength(14 * 3);
      expect(new Set(points.map((point) => point.channel))).toEqual(new Set(['PAID_SEARCH', 'PAID_SOCIAL', 'REFERRAL']));
      const on = (start: string, channel: string) => points.find((point) => point.start === start && point.channel === channel);
      expect(on('2026-03-02', 'PAID_SEARCH')).toEqual({
        start: '2026-03-02',
        channel: 'PAID_SEARCH',
        spend: 130,
        leads: 0,
        costPerLead: null,
      });
      expect(on('2026-03-05', 'PAID_SEARCH')).toEqual({
        start: '2026-03-05',
        channel: 'PAID_SEARCH',
        spend: 0,
        leads: 3,
        costPerLead: null,
      });
      expect(on('2026-03-14', 'REFERRAL')).toEqual({ start: '2026-03-14', channel: 'REFERRAL', spend: 10, leads: 0, costPerLead: null });
    });

    it('series: weeks from Monday over a month, the first one starting with the period', async () => {
      const { costPerLeadSeries } = await admin.ok<{ costPerLeadSeries: { bucket: string; points: SeriesPoint[] } }>(SERIES, PERIOD.march);
      expect(costPerLeadSeries.bucket).toBe('WEEK');
      const search = costPerLeadSeries.points.filter((point) => point.channel === 'PAID_SEARCH');
      expect(search.slice(0, 3).map((point) => point.start)).toEqual(['2026-03-01', '2026-03-02', '2026-03-09']);
      expect(search[1]).toEqual({ start: '2026-03-02', channel: 'PAID_SEARCH', spend: 180, leads: 3, costPerLead: 60 });
    });
  });

  describe('the CSV download of the table', () => {
    const href = (period: { from: string; to: string }, extra = '') =>
      `/export/rendement.csv?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}${extra}`;

    it('holds the same figures as the report, as Dutch Excel reads them', async () => {
      const response = await admin.fetch(href(PERIOD.march, '&by=CAMPAIGN'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=rendement-campagnes-2026-03-01-2026-03-31.csv');
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith('\ufeff')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Kanaal;Campagne;Kosten (EUR);Leads;Gekwalificeerde leads;Gewonnen deals;Omzet (EUR);Kosten per lead (EUR);' +
          'Kosten per gekwalificeerde lead (EUR);Kosten per gewonnen deal (EUR);ROAS',
      );
      expect(lines.slice(1, 3)).toEqual(['Verwijzing;;310;0;0;0;0;;;;0', 'Betaald zoeken;Dakdekkers Zomer;150;3;2;1;5000;50;75;150;33,33']);
      expect(lines).toContain('Onbekend;;0;1;0;0;0;;;;');
      expect(lines).toHaveLength((await report(PERIOD.march, 'CAMPAIGN')).length + 2);
      const byChannel = await admin.fetch(href(PERIOD.march));
      expect((await byChannel.text()).split('\r\n')[0]).toMatch(/^\ufeff?Kanaal;Kosten \(EUR\);Leads;/);
    });

    it('writes a campaign that starts like a formula as text', async () => {
      await lead({ at: '2026-08-10T10:00:00Z', first: googleClick('=HYPERLINK("https://kwaad.example")') });
      const text = await (
        await admin.fetch(href({ from: '2026-08-01T00:00:00+02:00', to: '2026-09-01T00:00:00+02:00' }, '&by=CAMPAIGN'))
      ).text();
      expect(text).toContain(`Betaald zoeken;"'=HYPERLINK(""https://kwaad.example"")";0;1;`);
    });

    it('is for admins (a read-only token too), and refuses what it cannot read', async () => {
      const viewer = await loginAsNonAdmin(app);
      const byViewer = await viewer.fetch(href(PERIOD.march));
      expect(byViewer.status).toBe(403);
      expect(await byViewer.json()).toEqual({
        errors: [{ message: 'Je hebt geen toegang tot deze actie.', extensions: { code: 'FORBIDDEN' } }],
      });
      const owner = await createTestUser(app, { role: 'admin' });
      const readOnly = bearerClient(app, await app.app.services.apiTokens.create(owner, { name: 'rendement-csv', readOnly: true }));
      expect((await readOnly.fetch(href(PERIOD.march))).status).toBe(200);
      const anonymous = await app.client().fetch(href(PERIOD.march));
      expect(anonymous.status).toBe(401);
      expect((await admin.fetch(href(PERIOD.march, '&by=WEEK'))).status).toBe(400);
      expect((await admin.fetch('/export/rendement.csv?from=gisteren&to=vandaag')).status).toBe(400);
      const reversed = await admin.fetch(href({ from: PERIOD.march.to, to: PERIOD.march.from }));
      expect(reversed.status).toBe(400);
      expect(((await reversed.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'moet na het begin van de periode liggen',
      );
      const foreign = await admin.fetch(href(PERIOD.march), { headers: { origin: 'https://kwaad.example' } });
      expect(foreign.status).toBe(403);
    });
  });

  describe('first and last touch (April 2026)', () => {
    it('counts a lead for its first arrival by default, for its last (not direct) one when asked', async () => {
      await lead({ at: '2026-04-10T10:00:00Z', first: googleClick('Eerste'), last: metaAd('Laatste') });
      await lead({ at: '2026-04-10T10:00:00Z', first: metaAd('Terug'), last: { landingPage: '/', at: '2026-04-10T09:00:00Z' } });
      // The March scenario's lead at 1 April 00:00 (Amsterdam) is April's too: only this test's campaigns are compared.
      const pick = (rows: ReportRow[]) =>
        rows.filter((row) => ['Eerste', 'Laatste', 'Terug'].includes(row.campaign!)).map((row) => [row.channel, row.campaign, row.leads]);
      expect(pick(await report(PERIOD.april, 'CAMPAIGN'))).toEqual([
        ['PAID_SEARCH', 'Eerste', 1],
        ['PAID_SOCIAL', 'Terug', 1],
      ]);
      expect(pick(await report(PERIOD.april, 'CAMPAIGN', 'LAST'))).toEqual([
        ['PAID_SOCIAL', 'Laatste', 1],
        ['PAID_SOCIAL', 'Terug', 1],
      ]);
    });
  });

  describe('qualified leads (June 2026)', () => {
    it('are hot or warm, or QUALIFIED and later: the SQL says what isQualifiedLead says, row by row', async () => {
      const statuses = ['NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED'] as LeadStatus[];
      const scores = [null, 'COLD', 'WARM', 'HOT'] as (Qualification | null)[];
      const email = { source: 'nieuwsbrief', medium: 'email', at: '2026-06-01T00:00:00Z' };
      for (const status of statuses)
        for (const qualification of scores) await lead({ at: '2026-06-10T10:00:00Z', first: email, status, qualification });
      const rows: { status: LeadStatus; qualification: Qualification | null; qualified: boolean }[] = await app.dataSource.query(
        `SELECT status, qualification, ${qualifiedLeadSql('leads')} AS qualified FROM leads
         WHERE created_at >= $1 AND created_at < $2`,
        [PERIOD.june.from, PERIOD.june.to],
      );
      expect(rows).toHaveLength(16);
      for (const row of rows)
        expect([row.status, row.qualification, row.qualified]).toEqual([row.status, row.qualification, isQualifiedLead(row)]);
      const [channel] = await report(PERIOD.june);
      expect(channel).toMatchObject({ channel: 'EMAIL', leads: 16, qualifiedLeads: rows.filter((row) => row.qualified).length });
      expect(channel.qualifiedLeads).toBe(12);
    });
  });

  describe('manual spend', () => {
    it('is set, changed by setting the same channel and month again, listed and deleted, each in the audit log', async () => {
      const { setManualSpend: created } = await admin.ok<{ setManualSpend: { id: string; amount: number } }>(SET_MANUAL, {
        channel: 'DIRECT',
        month: '2026-05',
        amount: 120.5,
      });
      expect(created).toMatchObject({ channel: 'DIRECT', month: '2026-05', amount: 120.5 });
      const { setManualSpend: changed } = await admin.ok<{ setManualSpend: { id: string } }>(SET_MANUAL, {
        channel: 'DIRECT',
        month: '2026-05',
        amount: 99,
      });
      expect(changed.id).toBe(created.id);
      const { manualSpend } = await admin.ok<{ manualSpend: { id: string; month: string; amount: number }[] }>(MANUAL_LIST);
      expect(manualSpend.filter((entry) => entry.id === created.id)).toEqual([
        { id: created.id, channel: 'DIRECT', month: '2026-05', amount: 99 },
      ]);
      expect(manualSpend.map((entry) => entry.month)).toEqual([...manualSpend.map((entry) => entry.month)].sort().reverse());

      expect(await admin.ok(DELETE_MANUAL, { id: created.id })).toEqual({ deleteManualSpend: true });
      expect(errorCode(await admin.gql(DELETE_MANUAL, { id: created.id }))).toBe('NOT_FOUND');
      expect(errorCode(await admin.gql(DELETE_MANUAL, { id: 'geen-id' }))).toBe('NOT_FOUND');

      const { auditEvents } = await admin.ok<{ auditEvents: { action: string; details: string }[] }>(
        `query($id: ID) { auditEvents(filter: { targetId: $id }) { action details } }`,
        { id: created.id },
      );
      expect(auditEvents.map((event) => [event.action, JSON.parse(event.details)])).toEqual([
        ['ad_spend.manual_deleted', { channel: 'DIRECT', month: '2026-05', amount: 99 }],
        ['ad_spend.manual_set', { channel: 'DIRECT', month: '2026-05', amount: 99 }],
        ['ad_spend.manual_set', { channel: 'DIRECT', month: '2026-05', amount: 120.5 }],
      ]);
    });

    it.each([
      ['2026-13', 10, 'month'],
      ['november', 10, 'month'],
      ['1999-01', 10, 'month'],
      ['2026-05', -1, 'amount'],
      ['2026-05', 1.234, 'amount'],
      ['2026-05', 20_000_000, 'amount'],
    ])('refuses month %j with amount %j (BAD_USER_INPUT on %s)', async (month, amount, field) => {
      const result = await admin.gql(SET_MANUAL, { channel: 'EMAIL', month, amount });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions!.field).toBe(field);
    });
  });

  it('refuses a period that ends before it starts or spans more than ten years', async () => {
    for (const period of [
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      { from: '2010-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    ]) {
      expect(errorCode(await admin.gql(REPORT, period))).toBe('BAD_USER_INPUT');
      expect(errorCode(await admin.gql(SERIES, period))).toBe('BAD_USER_INPUT');
    }
  });

  describe('who may do what', () => {
    it('a read-only token reads the report but neither imports nor sets spend; a viewer does none of it (FORBIDDEN)', async () => {
      const owner = await createTestUser(app, { role: 'admin' });
      const readOnly = bearerClient(app, await app.app.services.apiTokens.create(owner, { name: 'rapport', readOnly: true }));
      expect((await readOnly.ok<{ channelReport: unknown[] }>(REPORT, PERIOD.march)).channelReport).toHaveLength(6);
      expect(errorCode(await readOnly.gql(SERIES, PERIOD.march))).toBeUndefined();
      expect(errorCode(await readOnly.gql(MANUAL_LIST))).toBeUndefined();
      const viewer = await loginAsNonAdmin(app);
      for (const [document, variables] of [
        [REPORT, PERIOD.march],
        [SERIES, PERIOD.march],
        [MANUAL_LIST, {}],
      ] as const) {
        expect(errorCode(await viewer.gql(document, variables))).toBe('FORBIDDEN');
      }
      const spendBefore = await spendRows();
      for (const client of [viewer, readOnly]) {
        for (const dryRun of [true, false]) {
          expect(errorCode(await client.gql(IMPORT, { platform: 'OTHER', csv: fixtureText('plain.csv'), dryRun }))).toBe('FORBIDDEN');
        }
        expect(errorCode(await client.gql(SET_MANUAL, { channel: 'EMAIL', month: '2026-05', amount: 1 }))).toBe('FORBIDDEN');
        expect(errorCode(await client.gql(DELETE_MANUAL, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN');
      }
      expect(await spendRows()).toBe(spendBefore);
      expect(errorCode(await app.client().gql(REPORT, PERIOD.march))).toBe('UNAUTHENTICATED');
    });
  });
});
