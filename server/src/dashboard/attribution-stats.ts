import { Channel } from '../leads/channel.enums';
import { CampaignStats, ChannelStats } from './attribution-stats.type';
import { wholePercent } from './dashboard.rules';

/** The campaign panel's length: the campaigns with the most leads. */
export const TOP_CAMPAIGNS = 10;

/** A summary row of dim `channel` (key '' for leads from before attribution) or `campaign`. */
interface Row {
  key: string;
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
 * The dashboard's channel and campaign panels, from the summary rows of the period (the same
 * summary as every other figure: dashboard/lead-stats.sql.ts, so won deals and their values are as
 * fresh as the pipeline value). Channels in the enum's order, then leads from before attribution;
 * campaigns by leads, at most TOP_CAMPAIGNS.
 */
export function attributionStats(channelRows: Row[], campaignRows: Row[]) {
  const order: (Channel | null)[] = [...Object.values(Channel), null];
  const channelOf = (row: Row) => (row.key === '' ? null : (row.key as Channel));
  const channels = [...channelRows]
    .sort((a, b) => order.indexOf(channelOf(a)) - order.indexOf(channelOf(b)))
    .map((row) => Object.assign(new ChannelStats(), { channel: channelOf(row), ...figures(row) }));
  const campaigns = [...campaignRows]
    .sort((a, b) => b.leads - a.leads || b.won_value - a.won_value || a.key.localeCompare(b.key))
    .slice(0, TOP_CAMPAIGNS)
    .map((row) => Object.assign(new CampaignStats(), { campaign: row.key, ...figures(row) }));
  return { channels, campaigns };
}
