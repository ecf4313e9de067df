import type { DataSource, EntityManager } from 'typeorm';

/**
 * What happened to a lead. `created` and `deleted` reach live subscribers as CREATED and DELETED,
 * every other type as UPDATED (`reordered`: only its place changed, when a move made room).
 */
export type LeadEventType =
  | 'created'
  | 'updated'
  | 'moved'
  | 'reordered'
  | 'outcome'
  | 'survey'
  | 'survey_completed'
  | 'deleted'
  /** Personal data erased (on request or by the retention job): see privacy/lead-privacy.service.ts. */
  | 'erased'
  /** The person asked again and joined this lead (leads/lead-capture.service.ts); changes: the earlier details, page, source. */
  | 'returned'
  /** Another lead of the same person was merged into this one (leads/lead-merge.service.ts); changes: what the other had. */
  | 'merged'
  /** A call booked, moved or cancelled (booking/appointment.service.ts); changes: `appointment` from/to. */
  | 'appointment_booked'
  | 'appointment_moved'
  | 'appointment_cancelled';

export interface LeadEventInput {
  leadId: string;
  type: LeadEventType;
  /** The fields that changed, each as `{ from, to }`. */
  changes?: Record<string, { from: unknown; to: unknown }>;
  /** The admin (or API token owner) who made the change; null or left out for visitors and jobs. */
  actorId?: string | null;
}

export interface LeadEvent {
  id: string;
  leadId: string;
  type: LeadEventType;
}

/**
 * A place in the event log: events are read in (transaction id, event id) order, and only from
 * transactions older than every transaction still running, so a reader never passes an event that
 * is yet to commit (see readAfter).
 */
export interface LeadEventPosition {
  tx: string;
  id: string;
}

/** Fields of a lead whose values, also in its history, are personal data. */
export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'company', 'website', 'message', 'notes', 'nextActionNote', 'survey'] as const;

/**
 * Removes the personal values from the history of these leads (lead_events.changes), keeping which
 * fields changed and everything else (status moves, outcomes), and the e-mails about them
 * (outgoing_messages: their subject and text name the lead; one still waiting is then not sent).
 */
export async function scrubLeadHistory(manager: EntityManager, leadIds: string[]): Promise<void> {
  await manager.query(`DELETE FROM outgoing_messages WHERE lead_id = ANY($1::uuid[])`, [leadIds]);
  await manager.query(
    `UPDATE lead_events SET changes = (
        SELECT jsonb_object_agg(key, CASE WHEN key = ANY($2::text[]) THEN 'null'::jsonb ELSE value END) FROM jsonb_each(changes))
      WHERE lead_id = ANY($1::uuid[]) AND changes IS NOT NULL AND changes ?| $2::text[]`,
    [leadIds, PERSONAL_FIELDS],
  );
}

/**
 * The log of lead changes (table `lead_events`). Every service that changes a lead records its event
 * in the same transaction, so an event exists exactly when its change committed. The live feed of
 * every server process tails it (realtime/lead-event-feed.ts); see docs/architecture.md.
 */
export class LeadEventService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, event: LeadEventInput): Promise<void> {
    await manager.query('INSERT INTO lead_events (lead_id, type, changes, actor_id) VALUES ($1, $2, $3, $4)', [
      event.leadId,
      event.type,
      ...LeadEventService.values(event.changes, event.actorId),
    ]);
  }

  /**
   * The statement that records `type` for every lead a data-modifying CTE named `cte` returned
   * (`RETURNING id`), to run as a further CTE of the caller's statement: one round trip less.
   * With `params`, the event also carries the changes and the actor: pass
   * `LeadEventService.values(changes, actorId)` at those parameter numbers.
   */
  static recordFrom(cte: string, type: LeadEventType, params?: { changes: number; actor: number }): string {
    if (!params) return `INSERT INTO lead_events (lead_id, type) SELECT id, '${type}' FROM ${cte}`;
    return `INSERT INTO lead_events (lead_id, type, changes, actor_id)
            SELECT id, '${type}', $${params.changes}::jsonb, $${params.actor}::uuid FROM ${cte}`;
  }

  /** The parameters of recordFrom's `params`: the changes and the actor (the history's "who"). */
  static values(changes: LeadEventInput['changes'], actorId: string | null = null): [string | null, string | null] {
    return [changes ? JSON.stringify(changes) : null, actorId];
  }

  /** The same event for many leads in one statement (a stretch of cards re-spaced by a move). */
  async recordMany(manager: EntityManager, leadIds: string[], type: LeadEventType): Promise<void> {
    if (leadIds.length === 0) return;
    await manager.query('INSERT INTO lead_events (lead_id, type) SELECT unnest($1::uuid[]), $2', [leadIds, type]);
  }

  /** Where the log ends now: readAfter(end) returns only events committed from now on. */
  async end(): Promise<LeadEventPosition> {
    const [row]: { tx: string }[] = await this.dataSource.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS tx`);
    return { tx: row.tx, id: '0' };
  }

  /**
   * Up to `limit` events after `position`, oldest first. A transaction's id is taken when it first
   * writes, so it may commit after younger ones: events are only read from transactions older than
   * the oldest one still running (pg_snapshot_xmin), and those can no longer gain events. A long
   * write transaction therefore holds the feed back until it ends (statement timeouts bound that).
   */
  async readAfter(position: LeadEventPosition, limit: number): Promise<{ events: LeadEvent[]; position: LeadEventPosition }> {
    const rows: { id: string; lead_id: string; type: LeadEventType; tx: string }[] = await this.dataSource.query(
      // Ordered by the columns themselves (e.tx, e.id): a bare `ORDER BY tx, id` would sort the
      // text output columns of the same names, putting 1000 before 999 (events read twice or skipped).
      `SELECT e.id::text AS id, e.lead_id, e.type, e.tx::text AS tx FROM lead_events e
       WHERE (e.tx, e.id) > ($1::xid8, $2::bigint) AND e.tx < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY e.tx, e.id LIMIT $3`,
      [position.tx, position.id, limit],
    );
    const last = rows[rows.length - 1];
    return {
      events: rows.map((row) => ({ id: row.id, leadId: row.lead_id, type: row.type })),
      position: last ? { tx: last.tx, id: last.id } : position,
    };
  }
}
