import { seedDemoLeads } from '../../src/scripts/demo-seed';
import { SpeedToLeadService } from '../../src/speed-to-lead/speed-to-lead.service';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * The demo data of `npm run seed` tells the truth about the product's screens: leads came through
 * real channels and campaigns, admins reached them within hours (speed to lead), and each lead's
 * history happened after it was created, not at the moment the seed ran.
 */
describe('npm run seed', () => {
  let app: TestApp;
  const seededAt = Date.now();
  beforeAll(async () => {
    app = await startTestApp();
    await seedDemoLeads({ config: app.config, dataSource: app.dataSource, count: 120, seed: 7 });
  });
  afterAll(() => app?.close());

  const one = async <T>(sql: string): Promise<T> => (await app.dataSource.query(sql))[0] as T;

  it('gives most leads a channel, and the paid ones a campaign', async () => {
    const row = await one<{ leads: number; unknown: number; channels: number; campaigns: number }>(
      `SELECT count(*)::int AS leads, (count(*) FILTER (WHERE channel IS NULL))::int AS unknown,
              count(DISTINCT channel)::int AS channels, count(DISTINCT campaign)::int AS campaigns FROM leads`,
    );
    expect(row.leads).toBe(120);
    expect(row.unknown).toBeLessThan(row.leads * 0.15);
    expect(row.channels).toBeGreaterThanOrEqual(5);
    expect(row.campaigns).toBeGreaterThanOrEqual(10);
  });

  it('has admins reach leads within hours, by the speed-to-lead rule of the dashboard', async () => {
    const figures = await new SpeedToLeadService(app.dataSource).load(null, null);
    expect(figures.contacted).toBeGreaterThan(figures.leads / 2);
    expect(figures.medianMinutes).toBeLessThan(4 * 60);
    expect(figures.within24Hours).toBeGreaterThan(60);
  });

  it('dates every lead history between its creation and the seed, in the order it was written', async () => {
    const row = await one<{ events: number; created_elsewhere: number; before_lead: number; after_seed: number; out_of_order: number }>(
      `SELECT count(*)::int AS events,
              (count(*) FILTER (WHERE e.type = 'created' AND e.at <> l.created_at))::int AS created_elsewhere,
              (count(*) FILTER (WHERE e.at < l.created_at))::int AS before_lead,
              (count(*) FILTER (WHERE e.at > now()))::int AS after_seed,
              (count(*) FILTER (WHERE e.at < (SELECT max(p.at) FROM lead_events p WHERE p.lead_id = e.lead_id AND p.id < e.id)))::int AS out_of_order
       FROM lead_events e JOIN leads l ON l.id = e.lead_id`,
    );
    expect(row.events).toBeGreaterThan(120 * 2);
    expect(row).toMatchObject({ created_elsewhere: 0, before_lead: 0, after_seed: 0, out_of_order: 0 });
    // Spread over the 90 days, not bunched at the moment of the seed.
    const spread = await one<{ older: number }>(
      `SELECT (count(*) FILTER (WHERE at < to_timestamp(${seededAt / 1000}) - interval '7 days'))::int AS older FROM lead_events`,
    );
    expect(spread.older).toBeGreaterThan(row.events / 2);
  });
});
