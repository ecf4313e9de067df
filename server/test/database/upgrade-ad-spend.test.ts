import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { migrations } from '../../src/migrations';
import { AdSpend1764900000000 } from '../../src/migrations/1764900000000-ad-spend';
import { createEmptyDatabase } from '../support/test-database';

type Arrival = Record<string, string>;

/**
 * Leads as the release before stored them (channel = the last arrival's unless it was direct, as
 * createLead derived it then), and the first-touch channel the ad spend migration must give each.
 */
const LEADS: [name: string, first: Arrival, last: Arrival | null, storedChannel: string, firstChannel: string][] = [
  [
    'one arrival: the stored channel',
    { source: 'google', medium: 'cpc', campaign: 'Dak', gclid: 'g1' },
    null,
    'PAID_SEARCH',
    'PAID_SEARCH',
  ],
  [
    'last one direct: the stored channel is the first',
    { source: 'facebook', medium: 'paid_social', campaign: 'Look' },
    { landingPage: '/' },
    'PAID_SOCIAL',
    'PAID_SOCIAL',
  ],
  ['newsletter, then an ad', { source: 'nieuwsbrief', medium: 'email', campaign: 'Nov' }, { gclid: 'g2' }, 'PAID_SEARCH', 'EMAIL'],
  ['another site, then an ad', { referrer: 'https://www.bouwgids.nl/artikel' }, { gclid: 'g3' }, 'PAID_SEARCH', 'REFERRAL'],
  ['a social site', { referrer: 'https://m.facebook.com/story' }, { gclid: 'g4' }, 'PAID_SEARCH', 'ORGANIC_SOCIAL'],
  ['a search engine', { referrer: 'https://www.google.nl/search?q=dak' }, { gclid: 'g5' }, 'PAID_SEARCH', 'ORGANIC_SEARCH'],
  ['a paid medium from a social source', { source: 'fb', medium: 'cpc' }, { gclid: 'g6' }, 'PAID_SEARCH', 'PAID_SOCIAL'],
  ['a paid medium from a search source', { source: 'bing', medium: 'ppc' }, { fbclid: 'f1' }, 'ORGANIC_SOCIAL', 'PAID_SEARCH'],
  ['medium organic', { medium: 'organic' }, { gclid: 'g7' }, 'PAID_SEARCH', 'ORGANIC_SEARCH'],
  ['an fbclid alone', { fbclid: 'f2' }, { gclid: 'g8' }, 'PAID_SEARCH', 'ORGANIC_SOCIAL'],
  ['any other source', { source: 'partner-x' }, { gclid: 'g9' }, 'PAID_SEARCH', 'REFERRAL'],
  ['a referrer with a user and a port', { referrer: 'https://user@lnkd.in:443/abc' }, { gclid: 'g10' }, 'PAID_SEARCH', 'ORGANIC_SOCIAL'],
  ['an msclkid', { msclkid: 'm1' }, { fbclid: 'f3' }, 'ORGANIC_SOCIAL', 'PAID_SEARCH'],
  ['a medium with spaces and capitals', { medium: ' Social ' }, { gclid: 'g11' }, 'PAID_SEARCH', 'ORGANIC_SOCIAL'],
  ['nothing at all', { landingPage: '/tarieven' }, { gclid: 'g12' }, 'PAID_SEARCH', 'DIRECT'],
];

describe('upgrading to the ad spend release', () => {
  it("gives every lead with arrivals its first touch (channel and campaign) and leaves older leads' empty", async () => {
    const database = await createEmptyDatabase();
    const upTo = (count: number) =>
      new DataSource({
        ...createDataSource({ url: database.url, poolSize: 2 }).options,
        migrations: migrations.slice(0, count),
      } as ConstructorParameters<typeof DataSource>[0]);
    const before = upTo(migrations.indexOf(AdSpend1764900000000));
    await before.initialize();
    let after: DataSource | undefined;
    try {
      await before.runMigrations({ transaction: 'each' });
      for (const [name, first, last, channel] of LEADS) {
        const arrivals: { first: Arrival; last: Arrival } = {
          first: { ...first, at: '2026-01-01T00:00:00Z' },
          last: { ...(last ?? first), at: '2026-01-02T00:00:00Z' },
        };
        if (!last) arrivals.last.at = arrivals.first.at;
        await before.query(
          `INSERT INTO leads (name, email, source, attribution, channel, campaign) VALUES ($1, 'a@example.nl', 'CONTACT', $2, $3, $4)`,
          [name, JSON.stringify(arrivals), channel, arrivals.last.campaign ?? arrivals.first.campaign ?? null],
        );
      }
      await before.query(`INSERT INTO leads (name, email, source) VALUES ('from before attribution', 'b@example.nl', 'CONTACT')`);
      await before.destroy();

      after = upTo(migrations.length);
      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      const rows: { name: string; first_channel: string | null; first_campaign: string | null }[] = await after.query(
        `SELECT name, first_channel, first_campaign FROM leads ORDER BY created_at, name`,
      );
      const byName = new Map(rows.map((row) => [row.name, row]));
      for (const [name, first, , , firstChannel] of LEADS) {
        expect([name, byName.get(name)]).toEqual([name, { name, first_channel: firstChannel, first_campaign: first.campaign ?? null }]);
      }
      expect(byName.get('from before attribution')).toEqual({ name: 'from before attribution', first_channel: null, first_campaign: null });
      // The temporary rule function is gone with the migration's session.
      const [{ functions }] = await after.query(`SELECT count(*)::int AS functions FROM pg_proc WHERE proname = 'arrival_channel'`);
      expect(functions).toBe(0);
    } finally {
      if (before.isInitialized) await before.destroy();
      await after?.destroy();
      await database.drop();
    }
  });
});
