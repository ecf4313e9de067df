import type { DataSource } from 'typeorm';
import { inTransaction } from '../shared/transaction';
import { DASHBOARD_TIME_ZONE } from './dashboard.rules';
import { contributions } from './lead-stats.sql';

/** Keys of the advisory lock that lets one process at a time rebuild the summary. */
const REFRESH_LOCK: [number, number] = [0x73746174, 1];

interface SummaryRow {
  day: string;
  dim: string;
  key: string;
  leads: number;
  conversions: number;
  value_sum: string;
  score_sum: string;
  scored: number;
  hot: number;
  won: number;
  won_value: string;
}

export interface LeadStatsRefresherOptions {
  /** How old the summary may get before a process rebuilds it. */
  maxAgeMs: number;
  log: (message: string, error?: unknown) => void;
}

/**
 * Rebuilds the dashboard's summary (lead_stats_daily) off the request path: every whole Dutch day
 * before today, recounted from the leads, with the cut (today's midnight) recorded beside it in
 * lead_stats_refresh. Lead writes never touch the summary; the dashboard reads whatever was created
 * after the cut from the leads, so new leads show at once, and a change to an older lead shows once
 * the summary is rebuilt (at most `maxAgeMs` later). Every process checks the summary's age; an
 * advisory lock makes one of them rebuild it.
 *
 * The counting runs as a read (no transaction id), and only the swap of rows is a short write: the
 * live feed (leads/lead-event.service.ts) waits for every write transaction older than its events.
 */
export class LeadStatsRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LeadStatsRefresherOptions,
  ) {}

  start(): void {
    void this.refreshIfStale();
    this.timer = setInterval(() => void this.refreshIfStale(), Math.max(1_000, Math.min(this.options.maxAgeMs / 4, 15_000)));
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Rebuilds the summary when it is older than maxAgeMs (or its day has passed). */
  async refreshIfStale(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.refreshWhenStale()
      .catch((error) => this.options.log('dashboard summary refresh failed', error))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Rebuilds the summary now (tests, the seed script). */
  async refresh(): Promise<void> {
    const [{ cut, started }] = await this.dataSource.query(
      `SELECT date_trunc('day', now(), '${DASHBOARD_TIME_ZONE}') AS cut, now() AS started`,
    );
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT day::text, dim, key, leads, conversions, value_sum::text, score_sum::text, scored, hot, won, won_value::text
       FROM (${contributions('(SELECT * FROM leads WHERE created_at < $1)')}) c`,
      [cut],
    );
    await inTransaction(this.dataSource, async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', REFRESH_LOCK);
      if (!locked) return;
      // Another process may have swapped in a newer count meanwhile: keep that one.
      const [{ newer }] = await manager.query('SELECT refreshed_at >= $1 AS newer FROM lead_stats_refresh', [started]);
      if (newer) return;
      await manager.query('DELETE FROM lead_stats_daily');
      const column = <K extends keyof SummaryRow>(key: K) => rows.map((row) => row[key]);
      await manager.query(
        `INSERT INTO lead_stats_daily (day, dim, key, leads, conversions, value_sum, score_sum, scored, hot, won, won_value)
         SELECT * FROM unnest($1::date[], $2::varchar[], $3::varchar[], $4::int[], $5::int[], $6::bigint[], $7::bigint[], $8::int[],
                              $9::int[], $10::int[], $11::bigint[])`,
        [
          column('day'),
          column('dim'),
          column('key'),
          column('leads'),
          column('conversions'),
          column('value_sum'),
          column('score_sum'),
          column('scored'),
          column('hot'),
          column('won'),
          column('won_value'),
        ],
      );
      await manager.query('UPDATE lead_stats_refresh SET cut = $1, refreshed_at = $2', [cut, started]);
    });
  }

  private async refreshWhenStale(): Promise<void> {
    const [{ stale }] = await this.dataSource.query(
      `SELECT refreshed_at < now() - make_interval(secs => $1) OR cut < date_trunc('day', now(), '${DASHBOARD_TIME_ZONE}') AS stale
       FROM lead_stats_refresh`,
      [this.options.maxAgeMs / 1000],
    );
    if (stale) await this.refresh();
  }
}
