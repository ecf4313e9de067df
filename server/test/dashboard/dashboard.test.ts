import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { buildLead, servicesOf } from '../factories/lead.factory';
import { PREVIOUS_WEEK, WEEK, weekOfLeads } from '../factories/dashboard.scenario';
import { contributions, statsBetween } from '../../src/dashboard/lead-stats.sql';
import { LeadStatsRefresher } from '../../src/dashboard/lead-stats-refresher';
import { isPriority } from '../../src/leads/lead-flags.rules';
import { LeadOutcome, LeadSource, LeadStatus, Qualification } from '../../src/leads/lead.enums';
import { localDay } from '../../src/shared/time-zone';
import { BusinessSize, InvestmentBudget, Timeline } from '../../src/leads/survey.enums';

const DASHBOARD = `query Dashboard($from: DateTimeISO, $to: DateTimeISO) {
  dashboard(from: $from, to: $to) {
    period { from to previousFrom previousTo }
    totalLeads newLeads qualifiedLeads conversionRate leadsThisWeek
    leadsBySource { quickscan contact whatsapp }
    surveyCompletionRate averageScore hotLeads warmLeads coldLeads highValueLeads priorityLeads
    priorityList { id leadScore }
    changes {
      totalLeads { previous difference percent } newLeads { previous difference percent } qualifiedLeads { previous difference percent }
      conversionRate { previous difference percent } surveyCompletionRate { previous difference percent }
      averageScore { previous difference percent } hotLeads { previous difference percent } warmLeads { previous difference percent }
      coldLeads { previous difference percent } highValueLeads { previous difference percent } priorityLeads { previous difference percent }
    }
    sources { source count percent }
    qualificationSplit { qualification count percent }
    budgetDistribution { budget count percent }
    businessProfile { businessType count percent }
    timelineUrgency { timeline count percent }
    topChallenges { challenge count percent }
    recentSurveys { id }
    buttonPerformance { totalClicks topButtons { buttonText clicks percent } topPages { pagePath clicks percent } buttonConversion { buttonText clicks conversions rate } }
    leadsPerDay { date count }
    pipeline { status count value percent valuePercent }
    pipelineValue
    summaryRefreshedAt
  }
}`;

type Figures = Record<string, any>;

describe('dashboard', () => {
  let app: TestApp;
  let admin: ApiClient;
  let ids: Record<string, string>;
  const dashboard = async (variables: Record<string, unknown> = {}) =>
    (await admin.ok<{ dashboard: Figures }>(DASHBOARD, variables)).dashboard;
  /** The stored summary equals a count of the leads before its cut from scratch. */
  const summaryMatchesRecount = async () => {
    const columns =
      'day::text, dim, key, leads, conversions, value_sum::text, score_sum::text, scored, hot, won, won_value::text, qualified';
    const stored = await app.dataSource.query(
      `SELECT ${columns} FROM lead_stats_daily
       WHERE leads <> 0 OR conversions <> 0 OR value_sum <> 0 OR score_sum <> 0 OR scored <> 0 ORDER BY 1, 2, 3`,
    );
    const recounted = await app.dataSource.query(
      `SELECT ${columns} FROM (${contributions('(SELECT * FROM leads WHERE created_at < (SELECT cut FROM lead_stats_refresh))')}) c
       ORDER BY 1, 2, 3`,
    );
    expect(stored).toEqual(recounted);
    // And each month of the monthly level holds the sums of that month's daily rows.
    const sums =
      'sum(leads)::int, sum(conversions)::int, sum(value_sum)::text, sum(score_sum)::text, sum(scored)::int, sum(hot)::int, sum(won)::int, sum(won_value)::text, sum(qualified)::int';
    const months = await app.dataSource.query(
      `SELECT month::text, dim, key, ${sums} FROM lead_stats_monthly GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const ofDays = await app.dataSource.query(
      `SELECT date_trunc('month', day)::date::text AS month, dim, key, ${sums} FROM lead_stats_daily
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    expect(months).toEqual(ofDays);
  };

  /**
   * Waits until every transaction older than the test's last write has ended. The summary reads
   * the lead event log up to the oldest transaction still running on the whole PostgreSQL server,
   * which another test file's database can hold back for a moment (in production, a change behind
   * such a transaction is seen one recount later).
   */
  const settled = async () => {
    const [{ xid }] = await app.dataSource.query(`SELECT pg_current_xact_id()::text AS xid`);
    for (let waited = 0; ; waited += 10) {
      const [{ past }] = await app.dataSource.query(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS past`, [xid]);
      if (past) return;
      if (waited > 10_000) throw new Error('a transaction older than the test kept running for 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** The periodic recount of the days changed, once it can see every change of the test. */
  const recountChanged = async () => {
    await settled();
    await app.app.dashboardSummary.recountChanged();
  };
  /** The full recount, once its position in the event log is past every change of the test. */
  const refresh = async () => {
    await settled();
    await app.app.dashboardSummary.refresh();
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAsAdmin(app);
    ids = await weekOfLeads(servicesOf(app));
    // The scenario's leads are history (created in 2025): past days count from the summary.
    await refresh();
  });
  afterAll(() => app?.close());

  it('shows every figure of the week, worked out by hand', async () => {
    const figures = await dashboard(WEEK);
    expect(figures).toMatchObject({
      period: { ...WEEK, previousFrom: PREVIOUS_WEEK.from, previousTo: PREVIOUS_WEEK.to },
      totalLeads: 8,
      newLeads: 4,
      qualifiedLeads: 1,
      conversionRate: 13,
      leadsThisWeek: 1,
      leadsBySource: { quickscan: 5, contact: 2, whatsapp: 1 },
      surveyCompletionRate: 50,
      averageScore: 60,
      hotLeads: 3,
      warmLeads: 1,
      coldLeads: 1,
      highValueLeads: 2,
      priorityLeads: 2,
      priorityList: [
        { id: ids.hotNew, leadScore: 90 },
        { id: ids.hotUndecidedNew, leadScore: 75 },
      ],
      sources: [
        { source: 'QUICKSCAN', count: 5, percent: 63 },
        { source: 'CONTACT', count: 2, percent: 25 },
        { source: 'WHATSAPP', count: 1, percent: 13 },
      ],
      qualificationSplit: [
        { qualification: 'HOT', count: 3, percent: 60 },
        { qualification: 'WARM', count: 1, percent: 20 },
        { qualification: 'COLD', count: 1, percent: 20 },
      ],
      budgetDistribution: [
        { budget: 'EUR_0_500', count: 1, percent: 20 },
        { budget: 'EUR_1000_2500', count: 1, percent: 20 },
        { budget: 'EUR_2500_5000', count: 1, percent: 20 },
        { budget: 'EUR_5000_PLUS', count: 1, percent: 20 },
      ],
      businessProfile: [
        { businessType: 'BV', count: 2, percent: 40 },
        { businessType: 'EENMANSZAAK', count: 2, percent: 40 },
        { businessType: 'VOF', count: 1, percent: 20 },
      ],
      timelineUrgency: [
        { timeline: 'ASAP', count: 2, percent: 40 },
        { timeline: 'WITHIN_1_MONTH', count: 1, percent: 20 },
        { timeline: 'MONTHS_1_3', count: 1, percent: 20 },
        { timeline: 'MONTHS_6_PLUS', count: 1, percent: 20 },
      ],
      topChallenges: [
        { challenge: 'NO_ONLINE_VISIBILITY', count: 2, percent: 40 },
        { challenge: 'TOO_FEW_QUALIFIED_LEADS', count: 2, percent: 40 },
        { challenge: 'HIGH_COST_PER_LEAD', count: 1, percent: 20 },
        { challenge: 'NO_TIME', count: 1, percent: 20 },
        { challenge: 'STRONG_COMPETITION', count: 1, percent: 20 },
      ],
      recentSurveys: [{ id: ids.hotUndecidedNew }, { id: ids.hotClosed }, { id: ids.warmQualified }, { id: ids.hotNew }],
      buttonPerformance: {
        totalClicks: 6,
        topButtons: [
          { buttonText: 'Gratis Audit', clicks: 4, percent: 67 },
          { buttonText: 'Start Gratis Campagne-Audit', clicks: 2, percent: 33 },
        ],
        topPages: [
          { pagePath: '/', clicks: 3, percent: 50 },
          { pagePath: '/resultaten/dakdekker-leads', clicks: 2, percent: 33 },
          { pagePath: '/tarieven', clicks: 1, percent: 17 },
        ],
        buttonConversion: [
          { buttonText: 'Start Gratis Campagne-Audit', clicks: 2, conversions: 2, rate: 100 },
          { buttonText: 'Gratis Audit', clicks: 4, conversions: 0, rate: 0 },
        ],
      },
      leadsPerDay: [
        { date: '2025-03-10', count: 2 },
        { date: '2025-03-11', count: 1 },
        { date: '2025-03-12', count: 1 },
        { date: '2025-03-13', count: 1 },
        { date: '2025-03-14', count: 1 },
        { date: '2025-03-15', count: 1 },
        { date: '2025-03-16', count: 1 },
      ],
      // NEW: 12250 + 2300 + 5250 + 2300; CLOSED: 9000 (saved) + 12250.
      pipeline: [
        { status: 'NEW', count: 4, value: 22100, percent: 50, valuePercent: 46 },
        { status: 'CONTACTED', count: 1, value: 2300, percent: 13, valuePercent: 5 },
        { status: 'QUALIFIED', count: 1, value: 2300, percent: 13, valuePercent: 5 },
        { status: 'CLOSED', count: 2, value: 21250, percent: 25, valuePercent: 44 },
      ],
      pipelineValue: 47950,
    });
  });

  it('compares every KPI with the week before', async () => {
    const { changes } = await dashboard(WEEK);
    // The week before: 3 leads, 2 NEW, 1 QUALIFIED with a completed WARM survey of 53.
    expect(changes).toEqual({
      totalLeads: { previous: 3, difference: 5, percent: 167 },
      newLeads: { previous: 2, difference: 2, percent: 100 },
      qualifiedLeads: { previous: 1, difference: 0, percent: 0 },
      conversionRate: { previous: 33, difference: -20, percent: -61 },
      surveyCompletionRate: { previous: 33, difference: 17, percent: 52 },
      averageScore: { previous: 53, difference: 7, percent: 13 },
      hotLeads: { previous: 0, difference: 3, percent: null },
      warmLeads: { previous: 1, difference: 0, percent: 0 },
      coldLeads: { previous: 0, difference: 1, percent: null },
      highValueLeads: { previous: 0, difference: 2, percent: null },
      priorityLeads: { previous: 0, difference: 2, percent: null },
    });
  });

  it('counts all data without a previous period', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({
      totalLeads: 13,
      changes: null,
      period: { from: null, to: null, previousFrom: null, previousTo: null },
    });
    // The series stops at the last 366 days; of these leads only the one from two days ago is that recent.
    expect(figures.leadsPerDay).toHaveLength(366);
    expect(figures.leadsPerDay[365].date).toBe(localDay(new Date()));
    expect(figures.leadsPerDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(1);
  });

  it.each<[string, { from: string; to?: string }, number]>([
    ['part of a day', { from: '2025-03-10T08:00:00Z', to: '2025-03-10T10:00:00Z' }, 1],
    ['from and to inside days', { from: '2025-03-12T10:30:00Z', to: '2025-03-15T08:30:00Z' }, 3],
    ['an open end (until now)', { from: '2025-03-15T08:30:00Z' }, 3],
    ['an edge exactly on a lead', { from: '2025-03-12T11:00:00Z', to: '2025-03-14T08:00:00Z' }, 2],
  ])('counts a period with %s exactly', async (_case, period, total) => {
    const figures = await dashboard(period);
    expect(figures.totalLeads).toBe(total);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM leads WHERE created_at >= $1 AND ($2::timestamptz IS NULL OR created_at < $2)`,
      [period.from, period.to ?? null],
    );
    expect(n).toBe(total);
  });

  describe('the monthly level', () => {
    beforeAll(async () => {
      // Leads on either side of month ends in Amsterdam (UTC+2 in summer), some surveyed, one won.
      const services = servicesOf(app);
      await buildLead(services, { createdAt: new Date('2025-04-15T10:00:00Z'), survey: { timeline: Timeline.ASAP } });
      await buildLead(services, { createdAt: new Date('2025-04-30T21:59:00Z'), source: LeadSource.CONTACT });
      await buildLead(services, { createdAt: new Date('2025-04-30T22:00:00Z'), status: LeadStatus.QUALIFIED });
      const won = await buildLead(services, { createdAt: new Date('2025-05-31T21:30:00Z'), survey: { timeline: Timeline.MONTHS_1_3 } });
      await services.leads.setOutcome(won, LeadOutcome.WON);
      await buildLead(services, { createdAt: new Date('2025-06-20T08:00:00Z'), survey: { businessSize: BusinessSize.SOLO } });
      await refresh();
    });

    // The last column: whether the period spans several months of the monthly level.
    it.each<[string, string | null, string | null, boolean]>([
      ['all data', null, null, true],
      ['whole months, from midnight to midnight in Amsterdam', '2025-01-31T23:00:00Z', '2025-07-31T22:00:00Z', true],
      ['months with a partial first and last day', '2025-02-03T10:30:00Z', '2025-07-01T13:00:00Z', true],
      ['within one month', '2025-03-11T00:00:00Z', '2025-03-14T12:00:00Z', false],
      ['a year up to now', '2025-01-01T00:00:00Z', null, true],
    ])('sums whole months from the monthly level as the days would: %s', async (_case, from, to, severalMonths) => {
      await refresh();
      const totals = (source: string) =>
        app.dataSource.query(
          `SELECT dim, key, sum(leads)::int AS leads, sum(conversions)::int AS conversions, sum(value_sum)::text AS value_sum,
                sum(score_sum)::text AS score_sum, sum(scored)::int AS scored, sum(hot)::int AS hot, sum(won)::int AS won,
                sum(won_value)::text AS won_value, sum(qualified)::int AS qualified
         FROM ${source} s GROUP BY dim, key ORDER BY dim, key`,
          [from, to],
        );
      const leadsPerDay = (source: string) =>
        app.dataSource.query(`SELECT day::text, sum(leads)::int AS leads FROM ${source} s WHERE dim = 'all' GROUP BY 1 ORDER BY 1`, [
          from,
          to,
        ]);
      const counted = `(${contributions(`(SELECT * FROM leads WHERE created_at >= coalesce($1::timestamptz, '-infinity') AND created_at < coalesce($2::timestamptz, 'infinity'))`)})`;
      const byMonth = statsBetween('$1', '$2', { months: true });
      const [monthly] = await app.dataSource.query(
        `SELECT count(DISTINCT month)::int AS months FROM lead_stats_monthly WHERE month >= coalesce($1::timestamptz, '-infinity') AND month < coalesce($2::timestamptz, 'infinity')`,
        [from, to],
      );
      expect(monthly.months > 1).toBe(severalMonths);
      expect(await totals(byMonth)).toEqual(await totals(counted));
      expect(await totals(statsBetween('$1', '$2'))).toEqual(await totals(counted));
      expect(await leadsPerDay(byMonth)).toEqual(await leadsPerDay(counted));
      // Some dims only, as the channel report asks for them.
      const dims = ['all', 'channel_campaign'];
      const ofDims = (rows: { dim: string }[]) => rows.filter((row) => dims.includes(row.dim));
      const chosen = statsBetween('$1', '$2', { months: true, dims: `ARRAY['${dims.join("', '")}']` });
      expect(await totals(chosen)).toEqual(ofDims(await totals(counted)));
    });
  });

  it('refuses a period that ends before it starts', async () => {
    const result = await admin.gql(DASHBOARD, { from: WEEK.to, to: WEEK.from });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0].extensions!.field).toBe('to');
  });

  it('refuses a period over ten years, such as one ending far in the future', async () => {
    for (const variables of [{ to: '9999-12-31T00:00:00.000Z' }, { from: '2000-01-01T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' }]) {
      const result = await admin.gql(DASHBOARD, variables);
      expect([errorCode(result), result.errors?.[0]?.extensions?.field]).toEqual(['BAD_USER_INPUT', 'to']);
    }
  });

  it('counts a lead created today at once, and says when the summary of earlier days was rebuilt', async () => {
    const before = await dashboard();
    const services = servicesOf(app);
    const today = await buildLead(services, { survey: { timeline: Timeline.ASAP } });
    const after = await dashboard();
    expect(after.totalLeads).toBe(before.totalLeads + 1);
    expect(after.leadsPerDay[after.leadsPerDay.length - 1].count).toBe(before.leadsPerDay[before.leadsPerDay.length - 1].count + 1);
    expect(Date.parse(after.summaryRefreshedAt)).toBeLessThanOrEqual(Date.now());
    // A deletion is a change: it shows at once while the lead is counted live, and always once
    // the summary is recounted.
    await services.leads.delete(today);
    await refresh();
    expect((await dashboard()).totalLeads).toBe(before.totalLeads);
  });

  it('shows a change to an older lead once the summary is rebuilt', async () => {
    const services = servicesOf(app);
    const before = await dashboard(WEEK);
    await services.leads.update(ids.warmQualified, { status: LeadStatus.CLOSED });
    // Not yet: the summary still holds the week as it was.
    expect((await dashboard(WEEK)).pipeline).toEqual(before.pipeline);
    const refreshed = Date.parse(before.summaryRefreshedAt);
    await recountChanged();
    const after = await dashboard(WEEK);
    expect(Date.parse(after.summaryRefreshedAt)).toBeGreaterThan(refreshed);
    const count = (figures: Figures, status: string) =>
      figures.pipeline.find((column: { status: string }) => column.status === status).count;
    expect(count(after, 'CLOSED')).toBe(count(before, 'CLOSED') + 1);
    expect(count(after, 'QUALIFIED')).toBe(count(before, 'QUALIFIED') - 1);
    await services.leads.update(ids.warmQualified, { status: LeadStatus.QUALIFIED });
    await refresh();
  });

  it('keeps the summary equal to a count from scratch through moves, edits, surveys and deletes', async () => {
    const services = servicesOf(app);
    await services.board.move(ids.hotNew, LeadStatus.CLOSED, 1);
    await services.leads.update(ids.warmQualified, { value: 4000, notes: 'Offerte verstuurd' });
    await services.leads.update(ids.coldPartial, { status: LeadStatus.CONTACTED });
    const fresh = await buildLead(services, { createdAt: new Date('2025-03-12T15:00:00Z'), survey: { timeline: Timeline.ASAP } });
    await services.board.move(fresh, LeadStatus.QUALIFIED, 2);
    // The periodic recount: only the changed days.
    await recountChanged();
    await summaryMatchesRecount();
    await services.leads.delete(ids.earlyBird);
    await recountChanged();
    await summaryMatchesRecount();
    expect((await dashboard(WEEK)).totalLeads).toBe(8);
  });

  it('uses the priority rule of lead-flags.rules.ts in SQL, row by row', async () => {
    const services = servicesOf(app);
    // Leads on every side of the rule, through the services...
    await buildLead(services, {
      survey: {
        businessSize: BusinessSize.SIZE_16_50,
        currentMarketing: [],
        investmentBudget: InvestmentBudget.EUR_10000_PLUS,
        timeline: Timeline.ASAP,
      },
      status: LeadStatus.NEW,
    });
    await buildLead(services, {
      survey: {
        businessSize: BusinessSize.SIZE_16_50,
        currentMarketing: [],
        investmentBudget: InvestmentBudget.EUR_10000_PLUS,
        timeline: Timeline.ASAP,
      },
    });
    await buildLead(services, { survey: { businessSize: BusinessSize.SOLO }, status: LeadStatus.NEW, completed: false });
    // ...and rows only the SQL branch "score above 70 without HOT" can tell apart.
    const odd = await buildLead(services, { status: LeadStatus.NEW });
    await app.dataSource.query(`UPDATE leads SET lead_score = 71, qualification = 'WARM' WHERE id = $1`, [odd]);
    const edge = await buildLead(services, { status: LeadStatus.NEW });
    await app.dataSource.query(`UPDATE leads SET lead_score = 70, qualification = 'WARM' WHERE id = $1`, [edge]);
    // ...a priority lead moved on, one moved back, and a value written by hand, which the trigger replaces.
    const movedOn = await buildLead(services, { status: LeadStatus.NEW });
    await app.dataSource.query(`UPDATE leads SET lead_score = 95, qualification = 'HOT' WHERE id = $1`, [movedOn]);
    await services.board.move(movedOn, LeadStatus.CONTACTED, 1);
    const movedBack = await buildLead(services, { status: LeadStatus.CONTACTED });
    await app.dataSource.query(`UPDATE leads SET lead_score = 88, qualification = 'HOT' WHERE id = $1`, [movedBack]);
    await services.board.move(movedBack, LeadStatus.NEW, 1);
    await app.dataSource.query(`UPDATE leads SET priority_score = 100 WHERE id IN ($1, $2)`, [odd, movedOn]);

    const rows: { status: LeadStatus; qualification: Qualification | null; lead_score: number | null; priority_score: number | null }[] =
      await app.dataSource.query(`SELECT status, qualification, lead_score, priority_score FROM leads`);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.some((row) => row.priority_score !== null)).toBe(true);
    expect(rows.some((row) => row.priority_score === null)).toBe(true);
    for (const row of rows) {
      const priority = isPriority({ status: row.status, qualification: row.qualification, leadScore: row.lead_score });
      expect({ row, priorityScore: row.priority_score }).toEqual({ row, priorityScore: priority ? (row.lead_score ?? 0) : null });
    }
    // The summary counts the same leads as priority as the rule does.
    await refresh();
    const [{ n }] = await app.dataSource.query(
      `SELECT coalesce(sum(leads), 0)::int AS n FROM ${statsBetween('NULL', 'NULL')} s WHERE dim = 'priority'`,
    );
    expect(n).toBe(rows.filter((row) => row.priority_score !== null).length);
  });

  it('reads the priority list from the index of priority leads', async () => {
    const plan = await app.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL enable_bitmapscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN SELECT id FROM leads WHERE priority_score IS NOT NULL ORDER BY priority_score DESC, created_at DESC LIMIT 5`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('leads_priority_idx');
  });
  describe('the summary of today', () => {
    const cut = async (): Promise<number> => (await app.dataSource.query('SELECT cut FROM lead_stats_refresh'))[0].cut.getTime();
    /** All data, and fixed periods that start and end on either side of the cut, and within today. */
    const periods = async () => {
      const [{ today, tomorrow }] = await app.dataSource.query(
        `SELECT date_trunc('day', now(), 'Europe/Amsterdam') AS today, date_trunc('day', now(), 'Europe/Amsterdam') + interval '1 day' AS tomorrow`,
      );
      const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
      return [
        {},
        { from: today.toISOString(), to: tomorrow.toISOString() },
        { from: at(-60), to: at(60) },
        { from: today.toISOString(), to: at(10) },
      ];
    };
    const figuresOf = async (variables: Record<string, unknown>) => {
      const { summaryRefreshedAt: _refreshed, ...figures } = await dashboard(variables);
      return figures;
    };

    it("shows the same figures before and after today's new leads are added to the summary", async () => {
      const services = servicesOf(app);
      await refresh();
      for (const [index, timeline] of [Timeline.ASAP, Timeline.MONTHS_1_3, Timeline.MONTHS_3_6].entries()) {
        await buildLead(services, { survey: { timeline }, status: index === 0 ? LeadStatus.QUALIFIED : undefined });
      }
      await buildLead(services, { survey: { businessSize: BusinessSize.SOLO }, completed: false });
      const cutBefore = await cut();
      const shown = await periods();
      const before = await Promise.all(shown.map(figuresOf));

      await app.app.dashboardSummary.catchUp();
      expect(await cut()).toBeGreaterThan(cutBefore);
      await summaryMatchesRecount();
      expect(await Promise.all(shown.map(figuresOf))).toEqual(before);

      // Leads after the new cut count live on top of it.
      await buildLead(services, { survey: { timeline: Timeline.ASAP } });
      const after = await Promise.all(shown.map(figuresOf));
      expect(after.map((figures) => figures.totalLeads)).toEqual(before.map((figures) => figures.totalLeads + 1));
    });

    it('waits for a lead whose transaction is still open, and counts it once', async () => {
      await app.app.dashboardSummary.catchUp();
      const before = (await dashboard()).totalLeads;
      const runner = app.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(
          `INSERT INTO leads (name, email, source, survey_token_hash, survey_token_expires_at)
           VALUES ('Trage Transactie', 'traag@example.nl', 'QUICKSCAN', 'x', now() + interval '1 day')`,
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        // Neither visible nor committed yet: the cut must stay before the lead's created_at.
        await app.app.dashboardSummary.catchUp();
        await runner.commitTransaction();
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
      expect((await dashboard()).totalLeads).toBe(before + 1);
      await app.app.dashboardSummary.catchUp();
      await summaryMatchesRecount();
      expect((await dashboard()).totalLeads).toBe(before + 1);
    });

    it('recounts by itself once its recount is older than maxAgeMs', async () => {
      const [{ refreshed_at: before }] = await app.dataSource.query('SELECT refreshed_at FROM lead_stats_refresh');
      await buildLead(servicesOf(app));
      await new LeadStatsRefresher(app.dataSource, { maxAgeMs: 0, log: () => {} }).keepUp();
      const [{ refreshed_at: after }] = await app.dataSource.query('SELECT refreshed_at FROM lead_stats_refresh');
      expect(after.getTime()).toBeGreaterThan(before.getTime());
      await summaryMatchesRecount();
    });

    it('recounts only the days of the leads changed since its last recount', async () => {
      const services = servicesOf(app);
      await refresh();
      const changedDay = new Date(Date.UTC(2025, 5, 10, 12));
      const quietDay = new Date(Date.UTC(2025, 5, 11, 12));
      const lead = await buildLead(services, { createdAt: changedDay });
      await buildLead(services, { createdAt: quietDay });
      await refresh();
      // Rows that no count would give: only a recount of their day puts them right.
      const tamper = (day: string) => app.dataSource.query(`UPDATE lead_stats_daily SET leads = 999 WHERE day = $1 AND dim = 'all'`, [day]);
      await tamper('2025-06-10');
      await tamper('2025-06-11');

      await services.leads.setOutcome(lead, LeadOutcome.WON);
      await recountChanged();

      const allRows = await app.dataSource.query(
        `SELECT day::text, leads FROM lead_stats_daily WHERE dim = 'all' AND day IN ('2025-06-10', '2025-06-11') ORDER BY day`,
      );
      expect(allRows).toEqual([
        { day: '2025-06-10', leads: 1 },
        { day: '2025-06-11', leads: 999 },
      ]);
      const [{ won }] = await app.dataSource.query(`SELECT won FROM lead_stats_daily WHERE day = '2025-06-10' AND dim = 'all'`);
      expect(won).toBe(1);
      await app.dataSource.query(`UPDATE lead_stats_daily SET leads = 1 WHERE day = '2025-06-11' AND dim = 'all'`);
      await summaryMatchesRecount();

      // Nothing changed since: the recount writes nothing but its time.
      await tamper('2025-06-10');
      await recountChanged();
      const [{ leads }] = await app.dataSource.query(`SELECT leads FROM lead_stats_daily WHERE day = '2025-06-10' AND dim = 'all'`);
      expect(leads).toBe(999);
      await refresh();
    });

    it('recounts everything after a lead was deleted, whose day went with it', async () => {
      const services = servicesOf(app);
      const lead = await buildLead(services, { createdAt: new Date(Date.UTC(2025, 6, 1, 12)) });
      await refresh();
      await app.dataSource.query(`UPDATE lead_stats_daily SET leads = 999 WHERE day = '2025-07-01' AND dim = 'all'`);

      await services.leads.delete(lead);
      await recountChanged();

      await summaryMatchesRecount();
    });

    it('lets one process recount at a time; the others skip their turn', async () => {
      const other = new LeadStatsRefresher(app.dataSource, { maxAgeMs: 0, log: () => {} });
      const runner = app.dataSource.createQueryRunner();
      await runner.connect();
      const [{ refreshed_at: before }] = await app.dataSource.query('SELECT refreshed_at FROM lead_stats_refresh');
      try {
        await runner.query('SELECT pg_advisory_lock($1, $2)', [0x73746174, 1]);
        await other.keepUp();
        const [{ refreshed_at: during }] = await app.dataSource.query('SELECT refreshed_at FROM lead_stats_refresh');
        expect(during).toEqual(before);
      } finally {
        await runner.query('SELECT pg_advisory_unlock_all()');
        await runner.release();
      }
      await other.keepUp();
      const [{ refreshed_at: after }] = await app.dataSource.query('SELECT refreshed_at FROM lead_stats_refresh');
      expect(after.getTime()).toBeGreaterThan(before.getTime());
    });

    it('catches up by itself once enough leads arrived after the cut', async () => {
      const refresher = new LeadStatsRefresher(app.dataSource, { maxAgeMs: 3_600_000, catchUpLeads: 3, log: () => {} });
      await refresh();
      const services = servicesOf(app);
      const start = await cut();
      await buildLead(services);
      await buildLead(services);
      await refresher.keepUp();
      expect(await cut()).toBe(start);
      await buildLead(services);
      await refresher.keepUp();
      expect(await cut()).toBeGreaterThan(start);
      await summaryMatchesRecount();
    });
  });

  it('keeps the summary equal to a count from scratch when two leads of one person are merged', async () => {
    const services = servicesOf(app);
    const email = `dubbel.${Date.now()}@example.nl`;
    const older = await buildLead(services, { email, createdAt: new Date('2025-02-03T10:00:00Z'), survey: { timeline: Timeline.ASAP } });
    const newer = await buildLead(services, {
      email,
      createdAt: new Date('2025-02-20T10:00:00Z'),
      survey: { timeline: Timeline.ASAP, investmentBudget: InvestmentBudget.EUR_10000_PLUS, businessSize: BusinessSize.SIZE_16_50 },
    });
    await refresh();
    const total = async () => (await dashboard({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' })).totalLeads;
    const before = await total();
    await services.merges.merge(older, newer, { dryRun: false, actor: { id: null, email: null, credential: 'system', ip: null } });
    await recountChanged();
    await summaryMatchesRecount();
    expect(await total()).toBe(before - 1);
  });
});
