import type { DataSource } from 'typeorm';
import { FIRST_CONTACT_EVENT_SQL, speedFigures, type SpeedFigures } from './speed-to-lead.rules';

export interface SpeedToLeadRecord extends SpeedFigures {
  bySource: (SpeedFigures & { source: string })[];
}

/** Most leads a period's figures are computed over (the newest); a bound on one query's work. */
const MAX_LEADS = 20_000;

/**
 * How fast leads created in [from, to) were contacted: each lead's first contact event (the rule in
 * speed-to-lead.rules.ts) found through the lead_events (lead_id, id) index, figures per channel.
 */
export class SpeedToLeadService {
  constructor(private readonly dataSource: DataSource) {}

  async load(from: Date | null, to: Date | null): Promise<SpeedToLeadRecord> {
    const rows: { source: string; wait: number | null }[] = await this.dataSource.query(
      `SELECT l.source, extract(epoch FROM (
                SELECT min(e.at) FROM lead_events e WHERE e.lead_id = l.id AND ${FIRST_CONTACT_EVENT_SQL}
              ) - l.created_at) / 60 AS wait
       FROM leads l
       WHERE ($1::timestamptz IS NULL OR l.created_at >= $1) AND ($2::timestamptz IS NULL OR l.created_at < $2)
       ORDER BY l.created_at DESC LIMIT $3`,
      [from, to, MAX_LEADS],
    );
    const waits = rows.map((row) => (row.wait === null ? null : Math.max(0, Number(row.wait))));
    const sources = [...new Set(rows.map((row) => row.source))].sort();
    return {
      ...speedFigures(waits),
      bySource: sources.map((source) => ({
        source,
        ...speedFigures(
          rows.filter((row) => row.source === source).map((row) => (row.wait === null ? null : Math.max(0, Number(row.wait)))),
        ),
      })),
    };
  }
}
