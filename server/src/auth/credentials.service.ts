import type { EntityManager } from 'typeorm';
import { notifyCredentialRevoked, type RevokedCredential } from './auth-events.service';
import { sessionRecords } from './session-records';

/**
 * What other features (the Team screen's users/team.service.ts) may do with an account's
 * credentials: count and end its sessions, and tell every server process to close the sockets a
 * revoked credential opened. Each runs on the caller's transaction.
 */
export const credentials = {
  countSessions: (db: EntityManager, userIds: string[]): Promise<Map<string, number>> => sessionRecords.countFor(db, userIds),
  endSessions: (db: EntityManager, userId: string, exceptSid: string | null = null): Promise<number> =>
    sessionRecords.endFor(db, userId, exceptSid),
  revoke: (db: EntityManager, credential: RevokedCredential): Promise<void> => notifyCredentialRevoked(db, credential),
};
