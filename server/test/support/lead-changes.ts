import type { TestApp } from './test-app';

export interface LeadChangeRecord {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  id: string;
}

export interface LeadChangeRecorder {
  /** Every change recorded in the lead event log since the last take(), oldest first; then forgets them. */
  take(): Promise<LeadChangeRecord[]>;
  close(): Promise<void>;
}

const KIND: Record<string, LeadChangeRecord['kind']> = { created: 'CREATED', deleted: 'DELETED' };

/**
 * Reads the lead event log (table lead_events) the way the live feed of every server process does,
 * from the moment it is started. The tests call it after their writes have returned, so everything
 * they wrote has committed.
 */
export async function recordLeadChanges(app: TestApp): Promise<LeadChangeRecorder> {
  const [{ last }] = await app.dataSource.query(`SELECT coalesce(max(id), 0)::text AS last FROM lead_events`);
  let seen = last as string;
  return {
    async take() {
      const rows: { id: string; lead_id: string; type: string }[] = await app.dataSource.query(
        `SELECT id::text, lead_id, type FROM lead_events WHERE id > $1 ORDER BY id`,
        [seen],
      );
      if (rows.length > 0) seen = rows[rows.length - 1].id;
      return rows.map((row) => ({ kind: KIND[row.type] ?? 'UPDATED', id: row.lead_id }));
    },
    close: async () => undefined,
  };
}
