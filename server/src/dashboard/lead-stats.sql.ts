import { qualifiedLeadSql } from '../leads/lead-flags.rules';
import { dealValueSql } from '../leads/deal-value.rules';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';

/** The dashboard's days are Dutch days (a lead at 00:30 in Amsterdam counts for that date). */
const TZ = BUSINESS_TIME_ZONE;

/** One dimension of the summary: its name, and the key a lead has in it (NULL: not counted). */
const DIMENSIONS: readonly (readonly [string, string])[] = [
  ['status', 'l.status'],
  ['source', 'l.source'],
  ['qualification', 'l.qualification'],
  ['completed', `CASE WHEN l.survey_completed THEN '' END`],
  ['high_value', `CASE WHEN l.high_value THEN '' END`],
  ['priority', `CASE WHEN l.priority_score IS NOT NULL THEN '' END`],
  ['monthly_budget', `l.survey->>'monthlyBudget'`],
  ['business_type', `l.survey->>'businessType'`],
  ['timeline', `l.survey->>'timeline'`],
  ['button', `left(l.button_click->>'buttonText', 500)`],
  ['page', `left(l.button_click->>'pagePath', 500)`],
  // '' for leads from before attribution was recorded. `channel` and `campaign` are the last touch.
  ['channel', `coalesce(l.channel, '')`],
  ['campaign', 'l.campaign'],
  // The channel report's groups (ad-spend/channel-report.sql.ts): the first touch's channel, and the
  // channel with its campaign for either touch, as `channel U+001F campaign` ('' for none).
  ['first_channel', `coalesce(l.first_channel, '')`],
  ['channel_campaign', `coalesce(l.channel, '') || chr(31) || coalesce(btrim(l.campaign), '')`],
  ['first_channel_campaign', `coalesce(l.first_channel, '') || chr(31) || coalesce(btrim(l.first_campaign), '')`],
];

/** The summary's columns, in the order `contributions` and `statsBetween` give them. */
export const SUMMARY_COLUMNS = [
  'day',
  'dim',
  'key',
  'leads',
  'conversions',
  'value_sum',
  'score_sum',
  'scored',
  'hot',
  'won',
  'won_value',
  'qualified',
] as const;

/**
 * The summary rows (SUMMARY_COLUMNS) that the leads
 * of `source` (a table or a parenthesised query with the columns of leads) add up to, in one grouped
 * pass. Dim `all` (key '') carries the score sums, `status` the pipeline value, `button` the
 * conversions (QUALIFIED or CLOSED), the attribution dims also the hot leads, won deals, won value
 * and qualified leads (the lead core's rule); `challenge` counts each challenge a lead named (the
 * survey service stores lists without repeats). The one place that says what a lead contributes.
 */
export function contributions(source: string): string {
  const day = `(l.created_at AT TIME ZONE '${TZ}')::date`;
  const columns = DIMENSIONS.map(([dim, key]) => `${key} AS k_${dim}`).join(', ');
  const sets = ['(day)', ...DIMENSIONS.map(([dim]) => `(day, k_${dim})`)].join(', ');
  const dim = DIMENSIONS.map(([name]) => `WHEN GROUPING(k_${name}) = 0 THEN '${name}'`).join(' ');
  const key = DIMENSIONS.map(([name]) => `WHEN GROUPING(k_${name}) = 0 THEN k_${name}`).join(' ');
  return `
    SELECT ${SUMMARY_COLUMNS.join(', ')} FROM (
      SELECT day, CASE ${dim} ELSE 'all' END AS dim, CASE ${key} ELSE '' END AS key,
             count(*)::int AS leads, (count(*) FILTER (WHERE status IN ('QUALIFIED', 'CLOSED')))::int AS conversions,
             sum(value)::bigint AS value_sum, coalesce(sum(lead_score), 0)::bigint AS score_sum, count(lead_score)::int AS scored,
             (count(*) FILTER (WHERE qualification = 'HOT'))::int AS hot, (count(*) FILTER (WHERE outcome = 'WON'))::int AS won,
             coalesce(sum(value) FILTER (WHERE outcome = 'WON'), 0)::bigint AS won_value,
             (count(*) FILTER (WHERE ${qualifiedLeadSql('r')}))::int AS qualified
      FROM (
        SELECT ${day} AS day, l.status, l.qualification, l.outcome, ${dealValueSql('l')} AS value, l.lead_score, ${columns}
        FROM ${source} l
      ) r
      GROUP BY GROUPING SETS (${sets})
    ) g
    WHERE key IS NOT NULL
    UNION ALL
    SELECT ${day}, 'challenge', challenge, count(*)::int, 0, 0::bigint, 0::bigint, 0, 0, 0, 0::bigint, 0
    FROM ${source} l, jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(l.survey->'mainChallenges') = 'array' THEN l.survey->'mainChallenges' END
    ) AS challenge
    GROUP BY 1, 3`;
}

export interface StatsOptions {
  /** Only these dims (an SQL expression of type text[]); all when left out. */
  dims?: string;
  /**
   * Read whole months of the period from lead_stats_monthly: the rows of dims other than `all`
   * then stand for a month each (their `day` is the month's first day), not for a day. The `all`
   * rows stay one per day (the dashboard's leads per day).
   */
  months?: boolean;
}

/**
 * The summary rows of the leads created in [from, to) (SQL expressions of type timestamptz; NULL:
 * open). The days [df, dt] from the first midnight of the period up to the summary's cut come from
 * lead_stats_daily (the cut may fall within a day: that day's row counts the leads before it), or,
 * with `months`, the whole months among them from lead_stats_monthly (the sums of their daily rows);
 * everything else (a partial first day, and whatever was created after the cut or after the last
 * midnight of the period) is counted from the leads themselves, through leads_created_at_idx.
 */
export function statsBetween(from: string, to: string, { dims, months = false }: StatsOptions = {}): string {
  const firstMidnight = `CASE WHEN p.f IS NULL THEN '-infinity'::timestamptz
                              WHEN date_trunc('day', p.f, '${TZ}') = p.f THEN p.f
                              ELSE ((p.f AT TIME ZONE '${TZ}')::date + 1)::timestamp AT TIME ZONE '${TZ}' END`;
  const summaryEnd = `least(coalesce(date_trunc('day', p.t, '${TZ}'), 'infinity'::timestamptz), (SELECT cut FROM lead_stats_refresh))`;
  const ofDims = (table: string) => (dims ? `AND ${table}.dim = ANY(${dims})` : '');
  // With `months`, the whole months among the summary's days [df, dt]: [mf, mt) (empty when mt <= mf).
  const wholeMonths = months
    ? `, (date_trunc('month', s.df - 1) + interval '1 month')::date AS mf, date_trunc('month', s.dt + 1)::date AS mt`
    : '';
  const columns = (table: string, day = `${table}.day`) =>
    SUMMARY_COLUMNS.map((column) =>
      column === 'day' ? `${day} AS day` : column === 'dim' || column === 'key' ? `${table}.${column}::text` : `${table}.${column}`,
    ).join(', ');
  const summary = months
    ? `SELECT ${columns('d')} FROM lead_stats_daily d, m
       WHERE m.whole ${ofDims('d')}
         AND ((d.day >= m.df AND d.day < m.mf AND d.day <= m.dt) OR (d.day >= m.mf AND d.day >= m.mt AND d.day <= m.dt)
              OR (d.dim = 'all' AND d.day >= m.mf AND d.day < m.mt))
       UNION ALL
       SELECT ${columns('mo', 'mo.month')} FROM lead_stats_monthly mo, m
       WHERE m.whole ${ofDims('mo')} AND mo.dim <> 'all' AND mo.month >= m.mf AND mo.month < m.mt`
    : `SELECT ${columns('d')} FROM lead_stats_daily d, m
       WHERE m.whole ${ofDims('d')} AND d.day >= m.df AND d.day <= m.dt`;
  return `(
    WITH p AS (SELECT ${from}::timestamptz AS f, ${to}::timestamptz AS t),
    w AS (SELECT p.f, p.t, ${firstMidnight} AS wf, ${summaryEnd} AS wt FROM p),
    s AS (SELECT f, t, wf, wt, wf < wt AS whole, (wf AT TIME ZONE '${TZ}')::date AS df,
                 ((wt - interval '1 microsecond') AT TIME ZONE '${TZ}')::date AS dt FROM w),
    m AS (SELECT s.* ${wholeMonths} FROM s)
    ${summary}
    UNION ALL
    SELECT * FROM (${contributions(`(
      SELECT x.* FROM leads x, s
      WHERE x.created_at >= coalesce(s.f, '-infinity') AND x.created_at < CASE WHEN s.whole THEN s.wf ELSE coalesce(s.t, 'infinity') END
      UNION ALL
      SELECT x.* FROM leads x, s
      WHERE s.whole AND x.created_at >= s.wt AND x.created_at < coalesce(s.t, 'infinity')
    )`)}) live ${dims ? `WHERE live.dim = ANY(${dims})` : ''}
  )`;
}
