import type { DataSource } from 'typeorm';
import { Channel } from '../attribution/channel.enum';
import { dealValueSql } from '../leads/deal-value.rules';
import { CampaignStats, ChannelStats } from './attribution-stats.type';
import { wholePercent, type Period } from './dashboard.rules';

/** The campaign panel's length: the campaigns with the most leads. */
export const TOP_CAMPAIGNS = 10;

interface Row {
  dim: 'channel' | 'campaign';
  key: string | null;
  leads: number;
  hot: number;
  won: number;
  won_value: number;
}

const figures = (row: Row) => ({
  leads: row.leads,
  hotLeads: row.hot,
  hotPercent: wholePercent(row.hot, row.leads),
  wonDeals: row.won,
  wonValue: row.won_value,
});

/**
 * The dashboard's channel and campaign panels: one grouped pass over the leads created in the period
 * (leads_created_at_idx), straight from the leads rather than the daily summary, since won deals
 * and their values change long after a lead's day. Channels in the enum's order, then leads from
 * before attribution; campaigns by leads, at most TOP_CAMPAIGNS.
 */
export async function attributionStats(dataSource: DataSource, period: Pick<Period, 'from' | 'to'>) {
  const rows: Row[] = await dataSource.query(
    `SELECT CASE WHEN GROUPING(channel) = 0 THEN 'channel' ELSE 'campaign' END AS dim,
            CASE WHEN GROUPING(channel) = 0 THEN channel ELSE campaign END AS key,
            count(*)::int AS leads, (count(*) FILTER (WHERE qualification = 'HOT'))::int AS hot,
            (count(*) FILTER (WHERE outcome = 'WON'))::int AS won,
            coalesce(sum(${dealValueSql('l')}) FILTER (WHERE outcome = 'WON'), 0)::float8 AS won_value
     FROM leads l
     WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
     GROUP BY GROUPING SETS ((channel), (campaign))`,
    [period.from, period.to],
  );
  const order = [...Object.values(Channel), null];
  const channels = rows
    .filter((row) => row.dim === 'channel')
    .sort((a, b) => order.indexOf(a.key as Channel | null) - order.indexOf(b.key as Channel | null))
    .map((row) => Object.assign(new ChannelStats(), { channel: row.key, ...figures(row) }));
  const campaigns = rows
    .filter((row) => row.dim === 'campaign' && row.key !== null)
    .sort((a, b) => b.leads - a.leads || b.won_value - a.won_value || a.key!.localeCompare(b.key!))
    .slice(0, TOP_CAMPAIGNS)
    .map((row) => Object.assign(new CampaignStats(), { campaign: row.key!, ...figures(row) }));
  return { channels, campaigns };
}
