import type { DataSource, QueryRunner } from 'typeorm';
import { contributions, SUMMARY_COLUMNS as COLUMNS } from './lead-stats.sql';
import { BUSINESS_TIME_ZONE as TZ } from '../shared/time-zone';

/** Keys of the advisory lock that lets one process at a time change the summary. */
const REFRESH_LOCK: [number, number] = [0x73746174, 1];

/** How many leads may arrive after the summary's cut before a process adds them to it. */
export const CATCH_UP_LEADS = 250;

/** How often every process checks the summary, at most. */
const CHECK_INTERVAL_MS = 2_000;

/**
 * The newest cut the summary may take: every lead created before it is committed and visible to
 * the statements that follow. A lead's created_at is the start of the transaction that inserts it,
 * so the cut stays at the start of the oldest transaction still running (ignoring any older than
 * five minutes: a session left open by hand must not hold the summary back for good; a lead is
 * inserted in a transaction of milliseconds).
 */
const NEXT_CUT = `
  SELECT greatest(now() - interval '5 minutes',
                  least(now(), (SELECT min(xact_start) FROM pg_stat_activity
                                WHERE datname = current_database() AND backend_type = 'client backend'
                                  AND pid <> pg_backend_pid()))) AS next_cut,
         now() AS started, cut
  FROM lead_stats_refresh`;

/** What NEXT_CUT reads. */
interface NextCut {
  next_cut: Date;
  started: Date;
  cut: Date;
}

/** The summary's counts and sums: its columns after day, dim and key. */
const COUNTS = COLUMNS.slice(3);

/** The monthly level's columns, in the order monthsOf gives them. */
const MONTH_COLUMNS = ['month', 'dim', 'key', ...COUNTS].join(', ');

/**
 * The monthly rows that the daily rows of `source` (lead_stats_daily unless given) add up to; the
 * caller adds what it filters and GROUP BY 1, 2, 3.
 */
const monthsOf = (source = 'lead_stats_daily') =>
  `SELECT date_trunc('month', day)::date, dim, key, ${COUNTS.map((column) => `sum(${column})`).join(', ')} FROM ${source}`;

/** The SQL type of each of the summary's columns, in their order. */
const SQL_TYPES = ['date', 'varchar', 'varchar', 'int', 'int', 'bigint', 'bigint', 'int', 'int', 'int', 'bigint', 'int'];

type SummaryRow = Record<(typeof COLUMNS)[number], string | number>;

export interface LeadStatsRefresherOptions {
  /** How old the summary's view of changes may get before a process recounts what changed. */
  maxAgeMs: number;
  /** How many leads created after the cut make a process add them to the summary. */
  catchUpLeads?: number;
  log: (message: string, error?: unknown) => void;
}

/**
 * The days (Amsterdam dates) whose summary rows the lead changes logged after the summary's event
 * position ($1, $2) and before the horizon ($3) make stale, and whether any of them is of a lead
 * that no longer exists (deleted: its day is unknown). A change counts when its lead is in the
 * summary (created before the cut). A lead's own `created` event counts only when the lead was
 * written with an earlier creation time (the seed's history): a live lead is stored with the
 * transaction's time, which is also its event's time, and is added to the summary by the catch-up.
 */
const CHANGED_DAYS = `
  SELECT DISTINCT (l.created_at AT TIME ZONE '${TZ}')::date::text AS day, l.id IS NULL AS deleted
  FROM lead_events e LEFT JOIN leads l ON l.id = e.lead_id
  WHERE (e.tx, e.id) > ($1::xid8, $2::bigint) AND e.tx < $3::xid8
    AND (e.type <> 'created' OR l.id IS NULL OR l.created_at < e.at)
    AND (l.id IS NULL OR l.created_at < (SELECT cut FROM lead_stats_refresh))`;

/** Where the summary's view of the event log ends, the cut, and the log's horizon now. */
const POSITION = `
  SELECT events_tx::text AS events_tx, events_id::text AS events_id, cut, now() AS started,
         pg_snapshot_xmin(pg_current_snapshot())::text AS horizon
  FROM lead_stats_refresh`;

interface Position {
  events_tx: string;
  events_id: string;
  cut: Date;
  started: Date;
  horizon: string;
}

/**
 * Keeps the dashboard's summary (lead_stats_daily, and lead_stats_monthly with the sums of each
 * month's daily rows) off the request path. The summary counts every lead created before its cut
 * (lead_stats_refresh.cut); the dashboard counts the leads created after the cut from the leads
 * themselves, so a new lead shows at once. Lead writes never touch the summary. Two steps keep it
 * (docs/architecture.md, "Dashboard"):
 * - the recount (`recountChanged`), once the last one is older than `maxAgeMs`: the days of the
 *   leads changed since then (the lead event log, from the position the summary records) are
 *   counted again, so a move, a survey or a won deal shows from then on; a deleted lead (whose day
 *   is gone with it) makes it recount everything (`refresh`);
 * - the catch-up (`catchUp`): once `catchUpLeads` leads arrived after the cut, only those are
 *   counted and added, so that a dashboard request on a campaign day counts a few seconds of leads
 *   instead of the whole day.
 * One process at a time does either, under a session advisory lock taken before it counts; the
 * others skip their turn. The counting runs as a read (no transaction id) and only the swap of rows
 * is a short write: the live feed (leads/lead-event.service.ts) waits for every write transaction
 * older than its events.
 */
export class LeadStatsRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LeadStatsRefresherOptions,
  ) {}

  start(): void {
    void this.keepUp();
    this.timer = setInterval(() => void this.keepUp(), Math.max(1_000, Math.min(this.options.maxAgeMs / 4, CHECK_INTERVAL_MS)));
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Recounts what changed when the last recount is older than maxAgeMs, or else catches up when enough leads arrived. */
  async keepUp(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.locked('try', (runner) => this.stepWhenDue(runner))
      .catch((error) => this.options.log('dashboard summary refresh failed', error))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Recounts every lead now (tests, the seed script, and after a lead was deleted). */
  async refresh(): Promise<void> {
    await this.locked('wait', (runner) => this.recountAll(runner));
  }

  /** Recounts the days of the leads changed since the last recount (or everything, see above). */
  async recountChanged(): Promise<void> {
    await this.locked('wait', (runner) => this.recountChangedDays(runner));
  }

  /** Adds the leads created since the cut to the summary and moves the cut past them. */
  async catchUp(): Promise<void> {
    await this.locked('wait', (runner) => this.catchUpOn(runner));
  }

  // Reads go through runner.manager.query: the same connection as runner.query, but it takes the
  // row type (QueryRunner.query returns any).
  private async stepWhenDue(runner: QueryRunner): Promise<void> {
    const [{ stale, behind }] = await runner.manager.query<{ stale: boolean; behind: boolean }[]>(
      `SELECT r.refreshed_at < now() - make_interval(secs => $1) AS stale,
              (SELECT count(*) FROM (SELECT 1 FROM leads WHERE created_at >= r.cut LIMIT $2) arrived) >= $2 AS behind
       FROM lead_stats_refresh r`,
      [this.options.maxAgeMs / 1000, this.options.catchUpLeads ?? CATCH_UP_LEADS],
    );
    if (stale) await this.recountChangedDays(runner);
    else if (behind) await this.catchUpOn(runner);
  }

  private async recountAll(runner: QueryRunner): Promise<void> {
    const [{ next_cut: cut }]: NextCut[] = await runner.manager.query(NEXT_CUT);
    // The horizon before the count: every change logged below it is visible to the count.
    const [position]: Position[] = await runner.manager.query(POSITION);
    const rows = await this.count(runner, `SELECT * FROM leads WHERE created_at < $1`, [cut]);
    await this.write(runner, async () => {
      await runner.query('DELETE FROM lead_stats_daily');
      await runner.query(`INSERT INTO lead_stats_daily (${COLUMNS.join(', ')}) ${unnest()}`, arrays(rows));
      await runner.query('DELETE FROM lead_stats_monthly');
      await runner.query(`INSERT INTO lead_stats_monthly (${MONTH_COLUMNS}) ${monthsOf()} GROUP BY 1, 2, 3`);
      await runner.query('UPDATE lead_stats_refresh SET cut = $1, refreshed_at = $2, events_tx = $3::xid8, events_id = 0', [
        cut,
        position.started,
        position.horizon,
      ]);
    });
  }

  private async recountChangedDays(runner: QueryRunner): Promise<void> {
    const [position]: Position[] = await runner.manager.query(POSITION);
    const changed: { day: string | null; deleted: boolean }[] = await runner.manager.query(CHANGED_DAYS, [
      position.events_tx,
      position.events_id,
      position.horizon,
    ]);
    // Nothing seen yet (a new or upgraded database), or a deleted lead: everything.
    if (position.events_tx === '0' || changed.some((row) => row.deleted)) return this.recountAll(runner);
    const days = changed.map((row) => row.day!);
    const rows =
      days.length === 0
        ? []
        : await this.count(
            runner,
            `SELECT l.* FROM unnest($1::date[]) d
             JOIN leads l ON l.created_at >= d::timestamp AT TIME ZONE '${TZ}' AND l.created_at < (d + 1)::timestamp AT TIME ZONE '${TZ}'
             WHERE l.created_at < $2`,
            [days, position.cut],
          );
    await this.write(runner, async () => {
      if (days.length > 0) {
        await runner.query('DELETE FROM lead_stats_daily WHERE day = ANY($1::date[])', [days]);
        await runner.query(`INSERT INTO lead_stats_daily (${COLUMNS.join(', ')}) ${unnest()}`, arrays(rows));
        // The months of those days, summed again from their daily rows.
        const months = `SELECT DISTINCT date_trunc('month', d)::date AS month FROM unnest($1::date[]) d`;
        await runner.query(`DELETE FROM lead_stats_monthly WHERE month IN (${months})`, [days]);
        await runner.query(
          `INSERT INTO lead_stats_monthly (${MONTH_COLUMNS})
           ${monthsOf(`lead_stats_daily JOIN (${months}) m ON day >= m.month AND day < m.month + interval '1 month'`)} GROUP BY 1, 2, 3`,
          [days],
        );
      }
      await runner.query('UPDATE lead_stats_refresh SET refreshed_at = $1, events_tx = $2::xid8, events_id = 0', [
        position.started,
        position.horizon,
      ]);
    });
  }

  private async catchUpOn(runner: QueryRunner): Promise<void> {
    const [{ next_cut: to, cut: from }]: NextCut[] = await runner.manager.query(NEXT_CUT);
    if (to <= from) return;
    const rows = await this.count(runner, `SELECT * FROM leads WHERE created_at >= $1 AND created_at < $2`, [from, to]);
    await this.write(runner, async () => {
      const add = (table: string) => COUNTS.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');
      await runner.query(
        `INSERT INTO lead_stats_daily (${COLUMNS.join(', ')}) ${unnest()}
         ON CONFLICT (day, dim, key) DO UPDATE SET ${add('lead_stats_daily')}`,
        arrays(rows),
      );
      // The same counts, added to their months.
      await runner.query(
        `INSERT INTO lead_stats_monthly (${MONTH_COLUMNS})
         ${monthsOf(`(${unnest()}) AS added (${COLUMNS.join(', ')})`)} GROUP BY 1, 2, 3
         ON CONFLICT (month, dim, key) DO UPDATE SET ${add('lead_stats_monthly')}`,
        arrays(rows),
      );
      await runner.query('UPDATE lead_stats_refresh SET cut = $1', [to]);
    });
  }

  /** The summary rows of the leads that `leads` (a query with parameters `values`) selects. */
  private count(runner: QueryRunner, leads: string, values: unknown[]): Promise<SummaryRow[]> {
    return runner.manager.query(
      `SELECT day::text, dim, key, leads, conversions, value_sum::text, score_sum::text, scored, hot, won, won_value::text, qualified
       FROM (${contributions(`(${leads})`)}) c`,
      values,
    );
  }

  /** Runs `work` in one short transaction on the runner. */
  private async write(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
    await runner.startTransaction();
    try {
      await work();
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  }

  /**
   * Runs `work` on one connection holding the summary's session advisory lock: 'try' skips the
   * turn when another process holds it, 'wait' waits for it. The lock ends with the session if the
   * process dies.
   */
  private async locked(mode: 'try' | 'wait', work: (runner: QueryRunner) => Promise<void>): Promise<void> {
    const runner = this.dataSource.createQueryRunner('master');
    await runner.connect();
    try {
      if (mode === 'wait') await runner.query('SELECT pg_advisory_lock($1, $2)', REFRESH_LOCK);
      else {
        const [{ locked }]: { locked: boolean }[] = await runner.manager.query(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          REFRESH_LOCK,
        );
        if (!locked) return;
      }
      try {
        await work(runner);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1, $2)', REFRESH_LOCK);
      }
    } finally {
      await runner.release();
    }
  }
}

/** A SELECT of the summary's columns from one array parameter each ($1 ... $11). */
function unnest(): string {
  return `SELECT * FROM unnest(${SQL_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`;
}

function arrays(rows: SummaryRow[]): unknown[] {
  return COLUMNS.map((column) => rows.map((row) => row[column]));
}
