import { createHash } from 'node:crypto';
import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { CREATE_LEAD, createLeadViaApi, quickScanInput, SUBMIT_SURVEY } from '../factories/lead.factory';

const ARRIVAL_FIELDS = 'source medium campaign term content gclid gbraid wbraid fbclid msclkid referrer landingPage at';
const LEAD_ATTRIBUTION = `query($id: ID!) { lead(id: $id) { attribution { channel first { ${ARRIVAL_FIELDS} } last { ${ARRIVAL_FIELDS} } } } }`;
const CONVERSIONS = `query($from: DateTimeISO!, $to: DateTimeISO!, $layout: ConversionFileLayout! = CLICK_ID) {
  googleAdsConversions(from: $from, to: $to, layout: $layout)
}`;
const SET_OUTCOME = `mutation($id: ID!, $outcome: LeadOutcome!) { setLeadOutcome(id: $id, outcome: $outcome) { id } }`;
const CHANNEL_ORDER = ['PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT', null];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const adClick = (campaign = 'dak-2026', gclid = 'TEST123') => ({
  first: { source: 'google', medium: 'cpc', campaign, gclid, landingPage: '/diensten/google-ads', at: minutesAgo(30) },
});

describe('attribution: recorded with createLead, shown, filtered, counted, and reported to Google Ads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000', GOOGLE_ADS_CONVERSION_NAME: 'Deal gewonnen', GOOGLE_ADS_HOT_CONVERSION_NAME: 'Hot lead' },
    });
  });
  afterAll(() => app?.close());

  it('stores the arrivals with the lead and derives the channel on the server', async () => {
    const { leadId } = await createLeadViaApi(app.client(), { attribution: adClick() });
    const admin = await loginAsAdmin(app);
    const { lead } = await admin.ok<{ lead: { attribution: Record<string, any> } }>(LEAD_ATTRIBUTION, { id: leadId });
    expect(lead.attribution.channel).toBe('PAID_SEARCH');
    expect(lead.attribution.first).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: 'dak-2026',
      gclid: 'TEST123',
      landingPage: '/diensten/google-ads',
      term: null,
      referrer: null,
    });
    expect(lead.attribution.last).toEqual(lead.attribution.first);
  });

  it.each([
    [
      'an external referrer is REFERRAL',
      { first: { referrer: 'https://www.bouwgids.nl/artikel', landingPage: '/', at: minutesAgo(5) } },
      'REFERRAL',
    ],
    ['no parameters and no referrer is DIRECT', { first: { landingPage: '/tarieven', at: minutesAgo(5) } }, 'DIRECT'],
    [
      'a later arrival through another channel counts',
      {
        first: { source: 'google', medium: 'cpc', gclid: 'a', at: minutesAgo(90) },
        last: { source: 'facebook', medium: 'social', at: minutesAgo(5) },
      },
      'ORGANIC_SOCIAL',
    ],
    ["the site's own address is no referrer", { first: { referrer: 'http://localhost:3000/tarieven', at: minutesAgo(5) } }, 'DIRECT'],
  ])('%s', async (_name, attribution, channel) => {
    const { leadId } = await createLeadViaApi(app.client(), { attribution });
    const admin = await loginAsAdmin(app);
    const { lead } = await admin.ok<{ lead: { attribution: { channel: string } } }>(LEAD_ATTRIBUTION, { id: leadId });
    expect(lead.attribution.channel).toBe(channel);
  });

  it('is null for a lead created without it, and a time in the future is taken as now', async () => {
    const without = await createLeadViaApi(app.client());
    const future = await createLeadViaApi(app.client(), { attribution: { first: { at: '2099-01-01T00:00:00.000Z' } } });
    const admin = await loginAsAdmin(app);
    expect((await admin.ok<{ lead: { attribution: null } }>(LEAD_ATTRIBUTION, { id: without.leadId })).lead.attribution).toBeNull();
    const { lead } = await admin.ok<{ lead: { attribution: { first: { at: string } } } }>(LEAD_ATTRIBUTION, { id: future.leadId });
    expect(new Date(lead.attribution.first.at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('bounds every field as PostgreSQL counts (code points) and refuses longer ones in Dutch', async () => {
    const emoji = '\u{1F600}'.repeat(200);
    const ok = await app
      .client()
      .gql(CREATE_LEAD, { input: quickScanInput({ attribution: { first: { campaign: emoji, at: minutesAgo(1) } } }) });
    expect(ok.errors).toBeUndefined();
    const tooLong = await app.client().gql(CREATE_LEAD, {
      input: quickScanInput({ attribution: { first: { campaign: 'x'.repeat(201), at: minutesAgo(1) } } }),
    });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0].message).toMatch(/campaign/);
    const longReferrer = await app.client().gql(CREATE_LEAD, {
      input: quickScanInput({ attribution: { first: { referrer: `https://a.nl/${'x'.repeat(500)}`, at: minutesAgo(1) } } }),
    });
    expect(errorCode(longReferrer)).toBe('BAD_USER_INPUT');
  });

  it('filters the leads list by channel and campaign', async () => {
    const campaign = `filter-${Date.now()}`;
    const paid = await createLeadViaApi(app.client(), { attribution: adClick(campaign) });
    await createLeadViaApi(app.client(), {
      attribution: { first: { source: 'nieuwsbrief', medium: 'email', campaign, at: minutesAgo(2) } },
    });
    const admin = await loginAsAdmin(app);
    const both = await admin.ok<{ leads: { id: string }[] }>(
      `query($c: String) { leads(filter: { channel: PAID_SEARCH, campaign: $c }) { id } }`,
      {
        c: campaign,
      },
    );
    expect(both.leads.map((lead) => lead.id)).toEqual([paid.leadId]);
    const byCampaign = await admin.ok<{ leads: { id: string }[] }>(`query($c: String) { leads(filter: { campaign: $c }) { id } }`, {
      c: campaign,
    });
    expect(byCampaign.leads).toHaveLength(2);
  });

  it('shows leads, hot share, won deals and won value per channel and campaign on the dashboard', async () => {
    const campaign = `dash-${Date.now()}`;
    const from = new Date(Date.now() - 60_000).toISOString();
    const social = { first: { source: 'facebook', medium: 'paid_social', campaign, at: minutesAgo(3) } };
    const won = await createLeadViaApi(app.client(), { attribution: social });
    const hot = await createLeadViaApi(app.client(), { attribution: social });
    await app.client().ok(SUBMIT_SURVEY, {
      ...hot,
      survey: { businessSize: 'SIZE_16_50', currentMarketing: ['NONE'], investmentBudget: 'EUR_10000_PLUS', timeline: 'ASAP' },
    });
    const admin = await loginAsAdmin(app);
    await admin.ok(SET_OUTCOME, { id: won.leadId, outcome: 'WON' });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { value: 7000 }) { id } }`, { id: won.leadId });
    const { dashboard } = await admin.ok<{ dashboard: { channels: any[]; campaigns: any[] } }>(
      `query($from: DateTimeISO) { dashboard(from: $from) {
         channels { channel leads hotLeads hotPercent wonDeals wonValue }
         campaigns { campaign leads hotLeads hotPercent wonDeals wonValue } } }`,
      { from },
    );
    expect(dashboard.campaigns).toContainEqual({ campaign, leads: 2, hotLeads: 1, hotPercent: 50, wonDeals: 1, wonValue: 7000 });
    expect(dashboard.channels).toContainEqual({
      channel: 'PAID_SOCIAL',
      leads: 2,
      hotLeads: 1,
      hotPercent: 50,
      wonDeals: 1,
      wonValue: 7000,
    });
    const order = dashboard.channels.map((row) => row.channel);
    expect(order).toEqual([...order].sort((a, b) => CHANNEL_ORDER.indexOf(a) - CHANNEL_ORDER.indexOf(b)));
  });

  describe('googleAdsConversions', () => {
    it('lists won leads with a click id in the click-id layout and the others hashed, with the deal value in EUR', async () => {
      const from = new Date(Date.now() - 60_000).toISOString();
      const clicked = await createLeadViaApi(app.client(), { attribution: adClick('conv', 'GCLID-WON') });
      const noClick = await createLeadViaApi(app.client(), { email: 'Jan.Klant@Gmail.com', phone: '06 12345678' });
      const open = await createLeadViaApi(app.client(), { attribution: adClick('conv', 'GCLID-OPEN') });
      const admin = await loginAsAdmin(app);
      await admin.ok(SET_OUTCOME, { id: clicked.leadId, outcome: 'WON' });
      await admin.ok(SET_OUTCOME, { id: noClick.leadId, outcome: 'WON' });
      expect(open.leadId).toBeTruthy();
      const to = new Date(Date.now() + 60_000).toISOString();

      const clickFile: string = (await admin.ok<{ googleAdsConversions: string }>(CONVERSIONS, { from, to })).googleAdsConversions;
      const lines = clickFile.split('\r\n');
      expect(lines[0]).toBe('Parameters:TimeZone=Europe/Amsterdam');
      expect(lines[1]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
      // Every line keeps the layout; other tests' conversions of the same minutes may be there too.
      for (const line of lines.slice(2, -1))
        expect(line).toMatch(/^[\w-]+,(Deal gewonnen|Hot lead),\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,(\d+\.\d\d)?,EUR$/);
      expect(lines.filter((line) => line.startsWith('GCLID-WON,'))).toEqual([
        expect.stringMatching(/^GCLID-WON,Deal gewonnen,[0-9: -]{19},2300\.00,EUR$/),
      ]);
      expect(clickFile).not.toContain('GCLID-OPEN');
      expect(lines[lines.length - 1]).toBe('');

      const enhanced: string = (await admin.ok<{ googleAdsConversions: string }>(CONVERSIONS, { from, to, layout: 'ENHANCED_LEADS' }))
        .googleAdsConversions;
      const rows = enhanced.split('\r\n');
      expect(rows[1]).toBe('Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
      expect(rows.slice(2, -1)).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${sha256('janklant@gmail.com')},${sha256('+31612345678')},Deal gewonnen,[0-9: -]{19},2300\\.00,EUR$`),
        ),
      );
      for (const row of rows.slice(2, -1)) expect(row).toMatch(/^[0-9a-f]{64},([0-9a-f]{64})?,[^,]+,[0-9: -]{19},(\d+\.\d\d)?,EUR$/);
      expect(enhanced).not.toContain('GCLID');
    });

    it('adds the configured second conversion for a survey completed as HOT', async () => {
      const from = new Date(Date.now() - 60_000).toISOString();
      const lead = await createLeadViaApi(app.client(), { attribution: adClick('hot', 'GCLID-HOT') });
      await app.client().ok(SUBMIT_SURVEY, {
        ...lead,
        survey: { businessSize: 'SIZE_16_50', currentMarketing: ['NONE'], investmentBudget: 'EUR_10000_PLUS', timeline: 'ASAP' },
      });
      const admin = await loginAsAdmin(app);
      const file = (
        await admin.ok<{ googleAdsConversions: string }>(CONVERSIONS, { from, to: new Date(Date.now() + 60_000).toISOString() })
      ).googleAdsConversions;
      expect(file).toMatch(/\r\nGCLID-HOT,Hot lead,[0-9: -]{19},,EUR\r\n/);
    });

    it('leaves out a deal won more than 90 days after the click', async () => {
      const from = new Date(Date.now() - 60_000).toISOString();
      const lead = await createLeadViaApi(app.client(), { attribution: adClick('old', 'GCLID-OLD') });
      await app.dataSource.query(
        `UPDATE leads SET created_at = now() - interval '100 days',
                attribution = jsonb_set(attribution, '{first,at}', to_jsonb((now() - interval '100 days')::text))
         WHERE id = $1`,
        [lead.leadId],
      );
      const admin = await loginAsAdmin(app);
      await admin.ok(SET_OUTCOME, { id: lead.leadId, outcome: 'WON' });
      const file = (
        await admin.ok<{ googleAdsConversions: string }>(CONVERSIONS, { from, to: new Date(Date.now() + 60_000).toISOString() })
      ).googleAdsConversions;
      expect(file).not.toContain('GCLID-OLD');
    });

    it('refuses a period that ends before it starts', async () => {
      const admin = await loginAsAdmin(app);
      const result = await admin.gql(CONVERSIONS, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    });
  });
});
