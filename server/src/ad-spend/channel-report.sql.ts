import { Channel } from '../leads/channel.enums';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';
import { statsBetween } from '../dashboard/dashboard.service';
import { ReportGrouping, SeriesBucket, Touch } from './ad-spend.enums';
import { platformChannelSql } from './ad-spend.rules';

/**
 * The channel report's SQL: every figure of `channelReport` and `costPerLeadSeries` is computed here,
 * from one set of definitions. Both statements take $1 = from and $2 = to (timestamptz, [from, to)).
 */

/** Days are Dutch days, as on the dashboard. */
const TZ = BUSINESS_TIME_ZONE;

/**
 * The dashboard summary's dimension that groups leads by each touch's channel, or channel and
 * campaign (`channel U+001F campaign`; dashboard/lead-stats.sql.ts): the report reads the summary,
 * not the leads, so it costs the same at 100 000 leads as at 100 and adds nothing to a lead's insert.
 */
const SUMMARY_DIMS: Record<Touch, Record<ReportGrouping, string>> = {
  [Touch.FIRST]: { [ReportGrouping.CHANNEL]: 'first_channel', [ReportGrouping.CAMPAIGN]: 'first_channel_campaign' },
  [Touch.LAST]: { [ReportGrouping.CHANNEL]: 'channel', [ReportGrouping.CAMPAIGN]: 'channel_campaign' },
};

/**
 * A campaign as matched between spend and leads, and as one key of `ad_spend` (its unique index):
 * case and surrounding spaces ignored.
 */
export const campaignKeySql = (expression: string) => `lower(btrim(${expression}))`;
/** The same for grouping, where no campaign at all is ''. */
const groupKeySql = (expression: string) => `coalesce(${campaignKeySql(expression)}, '')`;

/**
 * Spend: a day counts when its Amsterdam midnight falls in [from, to). `first_day` is the first such
 * day, `end_day` the first day after them.
 */
const PERIOD_DAYS = `
  period AS (
    SELECT CASE WHEN date_trunc('day', $1::timestamptz, '${TZ}') = $1 THEN ($1 AT TIME ZONE '${TZ}')::date
                ELSE ($1 AT TIME ZONE '${TZ}')::date + 1 END AS first_day,
           CASE WHEN date_trunc('day', $2::timestamptz, '${TZ}') = $2 THEN ($2 AT TIME ZONE '${TZ}')::date
                ELSE ($2 AT TIME ZONE '${TZ}')::date + 1 END AS end_day
  )`;

/** What the report keeps apart: campaigns (by CAMPAIGN), days (the series). */
interface Detail {
  campaign: boolean;
  day: boolean;
}

/**
 * The spend of the counted days per channel (and campaign key, and day, as `detail` asks): imported
 * rows summed per platform first, then given their channel; manual spend spread evenly over the days
 * of its month (a week of a month of €310 costs €70).
 */
const spendOf = (detail: Detail) => {
  const kept = [...(detail.campaign ? ['s.campaign'] : []), ...(detail.day ? ['s.day'] : [])];
  return `
  spend_rows AS (
    SELECT s.platform ${kept.map((column) => `, ${column}`).join('')}, sum(s.amount) AS amount
    FROM ad_spend s, period WHERE s.day >= period.first_day AND s.day < period.end_day
    GROUP BY s.platform ${kept.map((column) => `, ${column}`).join('')}
  ),
  spend AS (
    SELECT ${platformChannelSql('s.platform')} AS channel,
           ${detail.campaign ? `${groupKeySql('s.campaign')} AS campaign_key, s.campaign,` : ''}
           ${detail.day ? 's.day,' : ''} s.amount
    FROM spend_rows s
    UNION ALL
    SELECT m.channel, ${detail.campaign ? `'', NULL,` : ''} ${detail.day ? 'd.day::date,' : ''}
           m.amount / ((m.month + interval '1 month')::date - m.month)
    FROM manual_spend m, period,
         generate_series(greatest(m.month, period.first_day), least((m.month + interval '1 month')::date, period.end_day) - 1,
                         interval '1 day') AS d(day)
    WHERE m.month < period.end_day AND (m.month + interval '1 month')::date > period.first_day
  )`;
};

/**
 * The period's leads (created in [$1, $2)), per channel (and campaign, and day, as `detail` asks),
 * with how many of them are qualified and won and what the won ones are worth: the summary's
 * figures, which count a lead by the lead core's rules (a won lead for the period it came in).
 */
const leadsOf = (touch: Touch, detail: Detail) => {
  const dim = SUMMARY_DIMS[touch][detail.campaign ? ReportGrouping.CAMPAIGN : ReportGrouping.CHANNEL];
  const campaign = `split_part(g.key, chr(31), 2)`;
  return `
  period_leads AS (
    SELECT nullif(split_part(g.key, chr(31), 1), '') AS channel,
           ${detail.campaign ? `${groupKeySql(campaign)} AS campaign_key, nullif(${campaign}, '') AS campaign,` : ''}
           ${detail.day ? 'g.day,' : ''} g.leads, g.qualified, g.won, g.won_value
    FROM ${statsBetween('$1', '$2', { dims: `ARRAY['${dim}']`, months: !detail.day })} g
  )`;
};

/** A ratio over the row's rounded spend: none without spend, none over zero. */
const ratio = (numerator: string, denominator: string) =>
  `CASE WHEN spend > 0 AND ${denominator} > 0 THEN round(${numerator} / ${denominator}, 2)::float8 END`;

const RATIOS = `${ratio('spend', 'leads')} AS cost_per_lead, ${ratio('spend', 'qualified_leads')} AS cost_per_qualified_lead,
  ${ratio('spend', 'won_deals')} AS cost_per_won_deal, ${ratio('revenue', 'spend')} AS roas`;

/** Channels in enum order (as the dashboard lists them), leads without a channel last. */
const channelOrder = (column: string) =>
  `array_position(ARRAY[${Object.values(Channel)
    .map((channel) => `'${channel}'`)
    .join(', ')}]::varchar[], ${column}) NULLS LAST`;

export interface ChannelReportRecord {
  channel: Channel | null;
  campaign: string | null;
  spend: number;
  leads: number;
  qualified_leads: number;
  won_deals: number;
  revenue: number;
  cost_per_lead: number | null;
  cost_per_qualified_lead: number | null;
  cost_per_won_deal: number | null;
  roas: number | null;
}

/**
 * One row per channel, or per channel and campaign: every group that has leads or spend in the
 * period. A campaign row joins the spend of a platform's campaign with the leads of the same
 * channel whose campaign has the same key; manual spend (and imported spend without a campaign)
 * meets the channel's leads without a campaign.
 */
export function channelReportSql(by: ReportGrouping, touch: Touch): string {
  const byCampaign = by === ReportGrouping.CAMPAIGN;
  const keys = byCampaign ? 'channel, campaign_key' : 'channel';
  const joined = byCampaign ? 'lg.channel = sg.channel AND lg.campaign_key = sg.campaign_key' : 'lg.channel = sg.channel';
  const campaign = byCampaign ? `coalesce(nullif(sg.campaign, ''), lg.campaign)` : 'NULL::text';
  const order = byCampaign ? `spend DESC, leads DESC, ${channelOrder('channel')}, campaign NULLS LAST` : channelOrder('channel');
  return `
    WITH ${PERIOD_DAYS}, ${spendOf({ campaign: byCampaign, day: false })}, ${leadsOf(touch, { campaign: byCampaign, day: false })},
    lead_groups AS (
      SELECT ${keys}, ${byCampaign ? 'min(campaign)' : 'NULL'} AS campaign, sum(leads)::int AS leads,
             sum(qualified)::int AS qualified_leads, sum(won)::int AS won_deals, sum(won_value)::numeric AS revenue
      FROM period_leads GROUP BY ${keys}
    ),
    spend_groups AS (
      SELECT ${keys}, ${byCampaign ? 'min(campaign)' : 'NULL'} AS campaign, round(sum(amount), 2) AS spend FROM spend GROUP BY ${keys}
    ),
    rows AS (
      SELECT coalesce(lg.channel, sg.channel) AS channel, ${campaign} AS campaign, coalesce(sg.spend, 0) AS spend,
             coalesce(lg.leads, 0) AS leads, coalesce(lg.qualified_leads, 0) AS qualified_leads,
             coalesce(lg.won_deals, 0) AS won_deals, coalesce(lg.revenue, 0) AS revenue
      FROM lead_groups lg FULL JOIN spend_groups sg ON ${joined}
    )
    SELECT channel, campaign, spend::float8 AS spend, leads, qualified_leads, won_deals, revenue::float8 AS revenue, ${RATIOS}
    FROM rows ORDER BY ${order}`;
}

export interface CostPerLeadRecord {
  start: string;
  channel: Channel;
  spend: number;
  leads: number;
  cost_per_lead: number | null;
}

const BUCKET_UNIT: Record<SeriesBucket, string> = { [SeriesBucket.DAY]: 'day', [SeriesBucket.WEEK]: 'week', [SeriesBucket.MONTH]: 'month' };

/**
 * Cost per lead over time: for every channel with spend in the period, one point per day, ISO week
 * or month of the period (a partial first point starts at the period's first day), with that
 * stretch's spend and leads. Leads count for the touch asked.
 */
export function costPerLeadSeriesSql(bucket: SeriesBucket, touch: Touch): string {
  const unit = BUCKET_UNIT[bucket];
  const bucketOf = (day: string) => `greatest(date_trunc('${unit}', ${day}::timestamp)::date, (SELECT first_day FROM period))`;
  return `
    WITH ${PERIOD_DAYS}, ${spendOf({ campaign: false, day: true })}, ${leadsOf(touch, { campaign: false, day: true })},
    channels AS (SELECT DISTINCT channel FROM spend),
    buckets AS (
      SELECT ${bucketOf('b')} AS start
      FROM period, generate_series(date_trunc('${unit}', period.first_day::timestamp), (period.end_day - 1)::timestamp,
                                   interval '1 ${unit}') AS g(b)
      WHERE period.end_day > period.first_day
    ),
    spent AS (SELECT ${bucketOf('day')} AS start, channel, round(sum(amount), 2) AS spend FROM spend GROUP BY 1, 2),
    counted AS (
      SELECT ${bucketOf('day')} AS start, channel, sum(leads)::int AS leads
      FROM period_leads WHERE channel IN (SELECT channel FROM channels) GROUP BY 1, 2
    )
    SELECT start::text AS start, channel, spend::float8 AS spend, leads, ${ratio('spend', 'leads')} AS cost_per_lead
    FROM (
      SELECT b.start, c.channel, coalesce(s.spend, 0) AS spend, coalesce(n.leads, 0) AS leads
      FROM buckets b CROSS JOIN channels c
      LEFT JOIN spent s ON s.start = b.start AND s.channel = c.channel
      LEFT JOIN counted n ON n.start = b.start AND n.channel = c.channel
    ) points
    ORDER BY start, ${channelOrder('channel')}`;
}
