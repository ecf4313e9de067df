import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../shared/graphql/actor';

/**
 * What the audit log records (docs/operations.md lists them). Account and security events only; what
 * happened to a lead's pipeline fields is the lead's own history (leads/lead-event.service.ts).
 */
export type AuditAction =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'sessions.ended'
  | 'user.created'
  | 'user.role_changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.password_reset'
  | 'token.created'
  | 'token.revoked'
  | 'lead.exported'
  | 'lead.erased'
  | 'lead.deleted'
  | 'lead.merged'
  | 'retention.applied'
  | 'webhook.created'
  | 'webhook.deleted'
  | 'pipeline.column_changed'
  | 'booking.settings_changed'
  | 'ad_spend.imported'
  | 'ad_spend.manual_set'
  | 'ad_spend.manual_deleted';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'login.succeeded',
  'login.failed',
  'logout',
  'password.changed',
  'sessions.ended',
  'user.created',
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.password_reset',
  'token.created',
  'token.revoked',
  'lead.exported',
  'lead.erased',
  'lead.deleted',
  'lead.merged',
  'retention.applied',
  'webhook.created',
  'webhook.deleted',
  'pipeline.column_changed',
  'booking.settings_changed',
  'ad_spend.imported',
  'ad_spend.manual_set',
  'ad_spend.manual_deleted',
];

export interface AuditEventInput {
  action: AuditAction;
  actor: AuditActor;
  target?: { type: 'user' | 'token' | 'lead' | 'session' | 'webhook' | 'manual_spend'; id: string };
  /** Never personal data of leads: ids, counts, roles, field names. */
  details?: Record<string, unknown>;
}

export interface AuditEventRow {
  id: string;
  at: Date;
  action: AuditAction;
  actorId: string | null;
  actorEmail: string | null;
  credential: string | null;
  ip: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditFilter {
  action?: AuditAction | null;
  actorEmail?: string | null;
  targetId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/**
 * The audit log (table `audit_events`). `record` takes the transaction's manager, so an entry exists
 * exactly when what it describes committed.
 */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, event: AuditEventInput): Promise<void> {
    await manager.query(
      `INSERT INTO audit_events (action, actor_id, actor_email, credential, ip, target_type, target_id, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        event.action,
        event.actor.id,
        event.actor.email?.slice(0, 254) ?? null,
        event.actor.credential,
        event.actor.ip?.slice(0, 64) ?? null,
        event.target?.type ?? null,
        event.target?.id ?? null,
        event.details ? JSON.stringify(event.details) : null,
      ],
    );
  }

  /** Newest first. */
  async list(filter: AuditFilter, limit: number, offset: number): Promise<AuditEventRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.action) add('action = ?', filter.action);
    if (filter.actorEmail)
      add(
        `actor_email ILIKE '%' || ? || '%'`,
        filter.actorEmail.replace(/[\\%_]/g, (c) => `\\${c}`),
      );
    if (filter.targetId) add('target_id = ?', filter.targetId);
    if (filter.from) add('at >= ?', filter.from);
    if (filter.to) add('at < ?', filter.to);
    params.push(limit, offset);
    const rows: {
      id: string;
      at: Date;
      action: AuditAction;
      actor_id: string | null;
      actor_email: string | null;
      credential: string | null;
      ip: string | null;
      target_type: string | null;
      target_id: string | null;
      details: Record<string, unknown> | null;
    }[] = await this.dataSource.query(
      `SELECT id::text, at, action, actor_id, actor_email, credential, ip, target_type, target_id, details
         FROM audit_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      credential: row.credential,
      ip: row.ip,
      targetType: row.target_type,
      targetId: row.target_id,
      details: row.details,
    }));
  }

  /** Deletes entries older than the retention period; returns how many. */
  async prune(manager: EntityManager, olderThanDays: number): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(`DELETE FROM audit_events WHERE at < now() - make_interval(days => $1)`, [
      olderThanDays,
    ]);
    return affected ?? 0;
  }
}
