import type { EntityManager } from 'typeorm';

/**
 * The seam between lead writes and live updates. A service that creates, updates, moves or deletes
 * a lead calls `notifyLeadChange` inside the same transaction: PostgreSQL delivers a NOTIFY only when
 * that transaction commits, and to every server process LISTENing on the database, so no event is
 * sent for a rolled-back change and none is missed by another process.
 */
export const LEAD_CHANGE_CHANNEL = 'lead_changed';

export type LeadChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface LeadChangeNotification {
  kind: LeadChangeKind;
  id: string;
}

export async function notifyLeadChange(manager: EntityManager, notification: LeadChangeNotification): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [LEAD_CHANGE_CHANNEL, JSON.stringify(notification)]);
}

/**
 * The same notification as an SQL expression, for a statement that writes and notifies in one round
 * trip (createLead: see LeadCaptureService.create). The payload parses to the same {kind, id}.
 */
export function notifyLeadChangeSql(kind: LeadChangeKind, idExpression: string): string {
  return `pg_notify('${LEAD_CHANGE_CHANNEL}', json_build_object('kind', '${kind}', 'id', ${idExpression})::text)`;
}
