import type { DataSource } from 'typeorm';
import { readLeads } from '../leads/lead-row.mapper';
import { LeadSource, LeadStatus, Qualification } from '../leads/lead.enums';
import { PRIORITY_LIST_SIZE } from '../leads/lead-flags.rules';
import { toLead } from '../leads/lead.mapper';
import { BOARD_COLUMNS } from '../leads/lead.enums';
import { BusinessType, Challenge, MonthlyBudget, Timeline } from '../leads/survey.enums';
import { BadUserInputError } from '../shared/errors';
import { Dashboard, DashboardChanges, DashboardPeriod, KpiChange } from './dashboard.type';
import {
  byKey,
  change,
  daySeries,
  oneDecimal,
  MAX_PERIOD_YEARS,
  periodTooLong,
  resolvePeriod,
  top,
  wholePercent,
  type Period,
} from './dashboard.rules';
import { localDay } from '../shared/time-zone';
import { statsBetween } from './lead-stats.sql';
import { attributionStats } from './attribution-stats';
import { runPrepared } from '../shared/database/prepared-statement';

/** The daily summary's reader, for other features that count leads per channel or campaign. */
export { statsBetween };

/** Top lists of the dashboard. */
const TOP_BUDGETS = 4;
const TOP_BUSINESS_TYPES = 5;
const TOP_CHALLENGES = 5;
const TOP_BUTTONS = 5;
const TOP_PAGES = 5;
const RECENT_SURVEYS = 4;

/** The summary dims the previous period needs (its KPIs only). */
const KPI_DIMS = ['all', 'status', 'completed', 'qualification', 'high_value', 'priority'];

interface StatRow {
  period: 'current' | 'previous' | 'week';
  dim: string;
  key: string;
  day: string | null;
  leads: number;
  conversions: number;
  value_sum: number;
  score_sum: number;
  scored: number;
  hot: number;
  won: number;
  won_value: number;
}

type Stat = Omit<StatRow, 'period' | 'day'>;

class Stats {
  private readonly byDim = new Map<string, Stat[]>();
  constructor(rows: Stat[]) {
    for (const row of rows) this.byDim.set(row.dim, [...(this.byDim.get(row.dim) ?? []), row]);
  }
  all(dim: string): Stat[] {
    return this.byDim.get(dim) ?? [];
  }
  count(dim: string, key = ''): number {
    return this.all(dim).find((row) => row.key === key)?.leads ?? 0;
  }
  get(dim: string, key = ''): Stat | undefined {
    return this.all(dim).find((row) => row.key === key);
  }
  /** The KPI figures that both periods have. */
  kpis() {
    const total = this.count('all');
    const qualified = this.count('status', LeadStatus.QUALIFIED);
    const all = this.get('all');
    return {
      totalLeads: total,
      newLeads: this.count('status', LeadStatus.NEW),
      qualifiedLeads: qualified,
      conversionRate: wholePercent(qualified, total),
      surveyCompletionRate: wholePercent(this.count('completed'), total),
      averageScore: all && all.scored > 0 ? oneDecimal(all.score_sum / all.scored) : 0,
      hotLeads: this.count('qualification', Qualification.HOT),
      warmLeads: this.count('qualification', Qualification.WARM),
      coldLeads: this.count('qualification', Qualification.COLD),
      highValueLeads: this.count('high_value'),
      priorityLeads: this.count('priority'),
    };
  }
}

/**
 * The period's summary rows ($1, $2), the previous period's KPI rows ($3 to $1, dims $5) and the
 * leads of the week before $4: one statement, the same text on every call (a prepared statement).
 */
const DASHBOARD_STATS_SQL = `SELECT 'current' AS period, dim, key, CASE WHEN dim = 'all' THEN to_char(day, 'YYYY-MM-DD') END AS day,
        sum(leads)::int AS leads, sum(conversions)::int AS conversions, sum(value_sum)::float8 AS value_sum,
        sum(score_sum)::float8 AS score_sum, sum(scored)::int AS scored,
        sum(hot)::int AS hot, sum(won)::int AS won, sum(won_value)::float8 AS won_value
 FROM ${statsBetween('$1', '$2', { months: true })} cur GROUP BY dim, key, CASE WHEN dim = 'all' THEN to_char(day, 'YYYY-MM-DD') END
 UNION ALL
 SELECT 'previous', dim, key, NULL, sum(leads)::int, sum(conversions)::int, sum(value_sum)::float8, sum(score_sum)::float8,
        sum(scored)::int, 0, 0, 0
 FROM ${statsBetween('$3', '$1', { dims: '$5::text[]', months: true })} prev WHERE $3::timestamptz IS NOT NULL GROUP BY dim, key
 UNION ALL
 SELECT 'week', 'all', '', NULL, count(*)::int, 0, 0, 0, 0, 0, 0, 0 FROM leads
 WHERE created_at >= $4::timestamptz - interval '7 days' AND created_at < $4::timestamptz`;

/** The priority list ($3 leads, highest score first) and the last $4 completed surveys of the period ($1, $2). */
const LEAD_LISTS_SQL = `(SELECT id, 'priority' AS list FROM leads
  WHERE priority_score IS NOT NULL AND ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
  ORDER BY priority_score DESC, created_at DESC LIMIT $3)
 UNION ALL
 (SELECT id, 'recent' FROM leads
  WHERE survey_completed AND ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
  ORDER BY survey_completed_at DESC LIMIT $4)`;

/** Shares of a dim's keys, with percentages of their sum (or of `whole`). */
function shares(stats: Stats, dim: string, whole?: number) {
  const items = stats.all(dim).map((row) => ({ key: row.key, count: row.leads, conversions: row.conversions }));
  const sum = whole ?? items.reduce((total, item) => total + item.count, 0);
  return items.map((item) => ({ ...item, percent: wholePercent(item.count, sum) }));
}

/**
 * dashboard(from, to): one SQL statement sums the summary (lead_stats_daily and, for whole months,
 * lead_stats_monthly, kept off the request path by LeadStatsRefresher) plus what the leads created
 * after its cut add up to, for the period, its previous period and the last week; a second reads
 * the ids of the priority list and the last completed surveys from partial indexes. Nothing
 * iterates over leads in Node.
 */
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async load(from: Date | null | undefined, to: Date | null | undefined, now = new Date()): Promise<Dashboard> {
    const tooLong = periodTooLong(from, to, now);
    if (tooLong) throw new BadUserInputError({ field: tooLong, message: `de periode mag hoogstens ${MAX_PERIOD_YEARS} jaar beslaan` });
    const period = resolvePeriod(from, to, now);
    if (!period) throw new BadUserInputError({ field: 'to', message: 'moet na het begin van de periode liggen' });

    // Three independent reads, side by side on the pool; the two large ones as prepared statements
    // (planned once per connection: planning the summary's statement cost about as much as running it).
    const [rows, [priorityList, recentSurveys], [{ refreshed_at: summaryRefreshedAt }]] = await Promise.all([
      runPrepared<StatRow>(this.dataSource, 'dashboard_stats', DASHBOARD_STATS_SQL, [
        period.from,
        period.to,
        period.previousFrom,
        now,
        KPI_DIMS,
      ]),
      this.leadLists(period),
      this.dataSource.query<{ refreshed_at: Date }[]>('SELECT refreshed_at FROM lead_stats_refresh'),
    ]);

    const perDay = new Map<string, number>();
    // The current period's rows per dimension and key ('all' comes once per day, the others once).
    const currentRows = new Map<string, Stat>();
    for (const row of rows.filter((r) => r.period === 'current')) {
      if (row.day) perDay.set(row.day, row.leads);
      const id = `${row.dim}\u0000${row.key}`;
      const merged = currentRows.get(id);
      if (merged) {
        merged.leads += row.leads;
        merged.score_sum += row.score_sum;
        merged.scored += row.scored;
      } else {
        currentRows.set(id, {
          dim: row.dim,
          key: row.key,
          leads: row.leads,
          conversions: row.conversions,
          value_sum: row.value_sum,
          score_sum: row.score_sum,
          scored: row.scored,
          hot: row.hot,
          won: row.won,
          won_value: row.won_value,
        });
      }
    }
    const current = new Stats([...currentRows.values()]);
    const { channels, campaigns } = attributionStats(current.all('channel'), current.all('campaign'));
    const previous = period.previousFrom ? new Stats(rows.filter((r) => r.period === 'previous')) : null;
    const kpis = current.kpis();
    const total = kpis.totalLeads;
    const scored = current.get('all')?.scored ?? 0;
    const timelines = new Map(shares(current, 'timeline').map((share) => [share.key, share]));

    const buttons = shares(current, 'button');
    const totalClicks = buttons.reduce((sum, button) => sum + button.count, 0);
    const columns = BOARD_COLUMNS.map((status) => {
      const stat = current.get('status', status);
      return { status, count: stat?.leads ?? 0, value: stat?.value_sum ?? 0 };
    });
    const pipelineValue = columns.reduce((sum, column) => sum + column.value, 0);
    const days = [...perDay.keys()].sort();
    const firstDay = period.from ? localDay(period.from) : days[0];
    const lastDay = period.to ? localDay(new Date(period.to.getTime() - 1)) : localDay(now);

    return Object.assign(new Dashboard(), {
      period: Object.assign(new DashboardPeriod(), period),
      ...kpis,
      leadsThisWeek: rows.find((r) => r.period === 'week')?.leads ?? 0,
      leadsBySource: {
        quickscan: current.count('source', LeadSource.QUICKSCAN),
        contact: current.count('source', LeadSource.CONTACT),
        whatsapp: current.count('source', LeadSource.WHATSAPP),
      },
      priorityList,
      changes: previous ? this.changes(kpis, previous.kpis()) : null,
      sources: Object.values(LeadSource).map((source) => ({
        source,
        count: current.count('source', source),
        percent: wholePercent(current.count('source', source), total),
      })),
      qualificationSplit: Object.values(Qualification).map((qualification) => ({
        qualification,
        count: current.count('qualification', qualification),
        percent: wholePercent(current.count('qualification', qualification), scored),
      })),
      budgetDistribution: top(shares(current, 'monthly_budget'), TOP_BUDGETS).map((s) => ({
        budget: s.key as MonthlyBudget,
        count: s.count,
        percent: s.percent,
      })),
      businessProfile: top(shares(current, 'business_type'), TOP_BUSINESS_TYPES).map((s) => ({
        businessType: s.key as BusinessType,
        count: s.count,
        percent: s.percent,
      })),
      timelineUrgency: Object.values(Timeline)
        .map((timeline) => timelines.get(timeline))
        .filter((s) => s !== undefined)
        .map((s) => ({ timeline: s.key as Timeline, count: s.count, percent: s.percent })),
      topChallenges: top(shares(current, 'challenge', scored), TOP_CHALLENGES).map((s) => ({
        challenge: s.key as Challenge,
        count: s.count,
        percent: s.percent,
      })),
      recentSurveys,
      buttonPerformance: {
        totalClicks,
        topButtons: top(buttons, TOP_BUTTONS).map((b) => ({
          buttonText: b.key,
          clicks: b.count,
          percent: wholePercent(b.count, totalClicks),
        })),
        topPages: top(shares(current, 'page'), TOP_PAGES).map((p) => ({ pagePath: p.key, clicks: p.count, percent: p.percent })),
        buttonConversion: buttons
          .map((b) => ({ buttonText: b.key, clicks: b.count, conversions: b.conversions, rate: wholePercent(b.conversions, b.count) }))
          .sort((a, b) => b.rate - a.rate || b.clicks - a.clicks || byKey(a.buttonText, b.buttonText))
          .slice(0, TOP_BUTTONS),
      },
      leadsPerDay: firstDay ? daySeries(perDay, firstDay, lastDay) : [],
      pipeline: columns.map((column) => ({
        ...column,
        percent: wholePercent(column.count, total),
        valuePercent: wholePercent(column.value, pipelineValue),
      })),
      pipelineValue,
      channels,
      campaigns,
      summaryRefreshedAt,
    });
  }

  private changes(current: ReturnType<Stats['kpis']>, previous: ReturnType<Stats['kpis']>): DashboardChanges {
    const result = new DashboardChanges();
    for (const key of Object.keys(current) as (keyof typeof current)[]) {
      result[key] = Object.assign(new KpiChange(), change(current[key], previous[key]));
    }
    return result;
  }

  /** The priority list (highest score first) and the last completed surveys, as API leads. */
  private async leadLists(period: Period) {
    const rows = await runPrepared<{ id: string; list: 'priority' | 'recent' }>(this.dataSource, 'dashboard_lists', LEAD_LISTS_SQL, [
      period.from,
      period.to,
      PRIORITY_LIST_SIZE,
      RECENT_SURVEYS,
    ]);
    const entities = await readLeads(
      this.dataSource,
      rows.map((row) => row.id),
    );
    const byId = new Map(entities.map((entity) => [entity.id, toLead(entity)]));
    const list = (name: 'priority' | 'recent') =>
      rows.filter((row) => row.list === name && byId.has(row.id)).map((row) => byId.get(row.id)!);
    return [list('priority'), list('recent')] as const;
  }
}
