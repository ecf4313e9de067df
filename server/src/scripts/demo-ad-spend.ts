import type { DataSource } from 'typeorm';
import type { ArrivalRecord, AttributionRecord } from '../leads/arrival.model';
import { AdPlatform } from '../ad-spend/ad-spend.enums';
import type { Random } from './demo-leads';

/**
 * Demo arrivals and ad spend for `npm run seed` and the channel-report benchmark: leads that came
 * through the campaigns the demo spend pays for (the same names, now and then in other capitals),
 * search, social, e-mail and referrals, so the Rendement screen has something to say.
 */

const TRADES = ['Dakdekkers', 'Loodgieters', 'Schilders', 'Hoveniers', 'Installateurs', 'Aannemers', 'Elektriciens', 'Glaszetters'];
const CITIES = ['Amsterdam', 'Utrecht', 'Zwolle', 'Eindhoven', 'Groningen', 'Rotterdam', 'Arnhem'];

/** Campaign names per platform: `count` of them, e.g. 'Dakdekkers Zwolle - Search'. */
export function demoCampaigns(platform: AdPlatform, count: number): string[] {
  const kind = { GOOGLE_ADS: 'Search', MICROSOFT_ADS: 'Bing', META_ADS: 'Leads', OTHER: 'LinkedIn' }[platform];
  return Array.from(
    { length: count },
    (_, i) => `${TRADES[i % TRADES.length]} ${CITIES[Math.floor(i / TRADES.length) % CITIES.length]} - ${kind}`,
  );
}

/** The default demo account: how many campaigns run on each platform. */
export const DEMO_CAMPAIGN_COUNTS: Record<AdPlatform, number> = {
  [AdPlatform.GOOGLE_ADS]: 30,
  [AdPlatform.MICROSOFT_ADS]: 5,
  [AdPlatform.META_ADS]: 15,
  [AdPlatform.OTHER]: 5,
};

const at = (date: Date, hoursBefore: number) => new Date(date.getTime() - hoursBefore * 3_600_000).toISOString();

/** Now and then a campaign arrives in other capitals or with spaces: the report ignores both. */
const spelled = (random: Random, campaign: string) =>
  random.chance(0.1) ? campaign.toLowerCase() : random.chance(0.05) ? ` ${campaign.toUpperCase()} ` : campaign;

function arrival(random: Random, createdAt: Date, hoursBefore: number): ArrivalRecord {
  const when = at(createdAt, hoursBefore);
  const kind = random.weighted<string>([
    ['google', 30],
    ['bing', 4],
    ['meta', 18],
    ['other', 3],
    ['organic', 20],
    ['social', 6],
    ['email', 5],
    ['referral', 6],
    ['direct', 8],
  ]);
  const paid = (platform: AdPlatform) => random.pick(demoCampaigns(platform, DEMO_CAMPAIGN_COUNTS[platform]));
  switch (kind) {
    case 'google':
      return {
        source: 'google',
        medium: 'cpc',
        campaign: spelled(random, paid(AdPlatform.GOOGLE_ADS)),
        gclid: `demo${random.int(1e9)}`,
        at: when,
      };
    case 'bing':
      return {
        source: 'bing',
        medium: 'cpc',
        campaign: spelled(random, paid(AdPlatform.MICROSOFT_ADS)),
        msclkid: `demo${random.int(1e9)}`,
        at: when,
      };
    case 'meta':
      return {
        source: random.pick(['facebook', 'instagram']),
        medium: 'paid_social',
        campaign: spelled(random, paid(AdPlatform.META_ADS)),
        at: when,
      };
    case 'other':
      return { source: 'linkedin', medium: 'cpc', campaign: spelled(random, paid(AdPlatform.OTHER)), at: when };
    case 'organic':
      return {
        referrer: random.pick(['https://www.google.nl/', 'https://www.bing.com/', 'https://duckduckgo.com/']),
        landingPage: '/',
        at: when,
      };
    case 'social':
      return {
        referrer: random.pick(['https://www.facebook.com/', 'https://www.linkedin.com/feed/']),
        landingPage: '/resultaten',
        at: when,
      };
    case 'email':
      return { source: 'nieuwsbrief', medium: 'email', campaign: random.pick(['Nieuwsbrief maart', 'Nieuwsbrief juni']), at: when };
    case 'referral':
      return { referrer: random.pick(['https://www.bouwgids.nl/artikel', 'https://www.werkspot.nl/']), landingPage: '/tarieven', at: when };
    default:
      return { landingPage: '/', at: when };
  }
}

/** How a demo lead arrived: one arrival, or a first and a later one (a quarter of them); a few leads have none. */
export function demoArrivals(random: Random, createdAt: Date): AttributionRecord | null {
  if (random.chance(0.03)) return null;
  const first = arrival(random, createdAt, 24 + random.int(24 * 20));
  return { first, last: random.chance(0.25) ? arrival(random, createdAt, random.int(24)) : first };
}

export interface DemoSpend {
  platform: AdPlatform;
  day: string;
  campaign: string;
  amount: number;
}

/**
 * Daily spend of every demo campaign from `firstDay` for `days` days, at most `limit` rows (the
 * campaigns in platform order, each day by day), each day between a fifth and 1.8 times
 * `averageEuros` (€45 by default).
 */
export function demoSpend(random: Random, firstDay: string, days: number, { limit = Infinity, averageEuros = 45 } = {}): DemoSpend[] {
  const rows: DemoSpend[] = [];
  const start = new Date(`${firstDay}T00:00:00Z`).getTime();
  for (const platform of Object.values(AdPlatform)) {
    for (const campaign of demoCampaigns(platform, DEMO_CAMPAIGN_COUNTS[platform])) {
      for (let d = 0; d < days && rows.length < limit; d++) {
        const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
        rows.push({ platform, day, campaign, amount: Math.round(averageEuros * (0.2 + 1.6 * random.next()) * 100) / 100 });
      }
    }
  }
  return rows;
}

/** Campaigns of the demo account, all platforms together. */
export const DEMO_CAMPAIGN_TOTAL = Object.values(DEMO_CAMPAIGN_COUNTS).reduce((sum, count) => sum + count, 0);

/** Stores demo spend straight into `ad_spend` (the importer's rules are for files; these rows are already clean). */
export async function insertDemoSpend(dataSource: DataSource, rows: DemoSpend[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000);
    await dataSource.query(
      `INSERT INTO ad_spend (platform, day, campaign, amount)
       SELECT * FROM unnest($1::varchar[], $2::date[], $3::varchar[], $4::numeric[])
       ON CONFLICT DO NOTHING`,
      [batch.map((row) => row.platform), batch.map((row) => row.day), batch.map((row) => row.campaign), batch.map((row) => row.amount)],
    );
  }
  await dataSource.query('ANALYZE ad_spend');
}
