import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../shared/transaction';
import { contributions } from './lead-stats.sql';

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

const COLUMNS = ['day', 'dim', 'key', 'leads', 'conversions', 'value_sum', 'score_sum', 'scored', 'hot', 'won', 'won_value'] as const;
const SQL_TYPES = ['date', 'varchar', 'varchar', 'int', 'int', 'bigint', 'bigint', 'int', 'int', 'int', 'bigint'];

type SummaryRow = Record<(typeof COLUMNS)[number], string | number>;

export interface LeadStatsRefresherOptions {
  /** How old the summary's recount may get before a process recounts it. */
  maxAgeMs: number;
  /** How many leads created after the cut make a process add them to the summary. */
  catchUpLeads?: number;
  log: (message: string, error?: unknown) => void;
}

/**
 * Keeps the dashboard's summary (lead_stats_daily) off the request path. The summary counts every
 * lead created before its cut (lead_stats_refresh.cut); the dashboard counts the leads created
 * after the cut from the leads themselves, so a new lead shows at once. Lead writes never touch
 * the summary. Two steps keep it:
 * - the recount (`refresh`): every lead counted again, when the last one is older than `maxAgeMs`;
 *   a change to a lead already counted (a move, a survey, a deletion) shows from then on;
 * - the catch-up (`catchUp`): once `catchUpLeads` leads arrived after the cut, only those are
 *   counted and added, so that a dashboard request on a campaign day counts a few seconds of leads
 *   instead of the whole day.
 * Every process checks every few seconds; an advisory lock makes one of them write. The counting
 * runs as a read (no transaction id) and only the swap of rows is a short write: the live feed
 * (leads/lead-event.service.ts) waits for every write transaction older than its events.
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

  /** Recounts the summary when it is older than maxAgeMs, or else catches up when enough leads arrived. */
  async keepUp(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.stepWhenDue()
      .catch((error) => this.options.log('dashboard summary refresh failed', error))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Recounts every lead now (tests, the seed script). */
  async refresh(): Promise<void> {
    const [{ next_cut: cut, started }] = await this.dataSource.query(NEXT_CUT);
    const rows = await this.count(null, cut);
    await this.write(async (manager) => {
      // Another process may have swapped in a newer count meanwhile: keep that one.
      const [{ newer }] = await manager.query('SELECT refreshed_at >= $1 AS newer FROM lead_stats_refresh', [started]);
      if (newer) return;
      await manager.query('DELETE FROM lead_stats_daily');
      await manager.query(`INSERT INTO lead_stats_daily (${COLUMNS.join(', ')}) ${unnest()}`, arrays(rows));
      await manager.query('UPDATE lead_stats_refresh SET cut = $1, refreshed_at = $2', [cut, started]);
    });
  }

  /** Adds the leads created since the cut to the summary and moves the cut past them. */
  async catchUp(): Promise<void> {
    const [{ next_cut: to, cut: from }] = await this.dataSource.query(NEXT_CUT);
    if (to <= from) return;
    const rows = await this.count(from, to);
    await this.write(async (manager) => {
      // Another process may have moved the cut meanwhile: its rows count these leads already.
      const [{ moved }] = await manager.query('SELECT cut <> $1 AS moved FROM lead_stats_refresh', [from]);
      if (moved) return;
      const add = COLUMNS.slice(3).map((column) => `${column} = lead_stats_daily.${column} + excluded.${column}`);
      await manager.query(
        `INSERT INTO lead_stats_daily (${COLUMNS.join(', ')}) ${unnest()}
         ON CONFLICT (day, dim, key) DO UPDATE SET ${add.join(', ')}`,
        arrays(rows),
      );
      await manager.query('UPDATE lead_stats_refresh SET cut = $1', [to]);
    });
  }

  private async stepWhenDue(): Promise<void> {
    const [{ stale, behind }] = await this.dataSource.query(
      `SELECT r.refreshed_at < now() - make_interval(secs => $1) AS stale,
              (SELECT count(*) FROM (SELECT 1 FROM leads WHERE created_at >= r.cut LIMIT $2) arrived) >= $2 AS behind
       FROM lead_stats_refresh r`,
      [this.options.maxAgeMs / 1000, this.options.catchUpLeads ?? CATCH_UP_LEADS],
    );
    if (stale) await this.refresh();
    else if (behind) await this.catchUp();
  }

  /** The summary rows of the leads created in [from, to) (from NULL: since the beginning). */
  private count(from: Date | null, to: Date): Promise<SummaryRow[]> {
    return this.dataSource.query(
      `SELECT day::text, dim, key, leads, conversions, value_sum::text, score_sum::text, scored, hot, won, won_value::text
       FROM (${contributions("(SELECT * FROM leads WHERE created_at >= coalesce($1::timestamptz, '-infinity') AND created_at < $2)")}) c`,
      [from, to],
    );
  }

  /** Runs `work` in a short transaction, unless another process holds the summary's lock. */
  private write(work: (manager: EntityManager) => Promise<void>): Promise<void> {
    return inTransaction(this.dataSource, async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', REFRESH_LOCK);
      if (locked) await work(manager);
    });
  }
}

/** A SELECT of the summary's columns from one array parameter each ($1 ... $11). */
function unnest(): string {
  return `SELECT * FROM unnest(${SQL_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`;
}

function arrays(rows: SummaryRow[]): unknown[] {
  return COLUMNS.map((column) => rows.map((row) => row[column]));
}
