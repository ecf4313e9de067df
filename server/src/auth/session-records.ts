import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { notifyCredentialRevoked } from './auth-events.service';

/** A session as its owner sees it. The session id is a secret: only a digest of it leaves the server. */
export interface SessionRecord {
  id: string;
  signedInAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** A stable public handle for a session id (the cookie's secret part never leaves the server). */
export function sessionHandle(sid: string): string {
  return createHash('sha256').update(sid).digest('hex').slice(0, 32);
}

/**
 * The `sessions` table (connect-pg-simple's store) seen per account: found through the expression
 * index on the account id passport keeps in each session (migration 1764300000000).
 */
export const sessionRecords = {
  async listFor(db: EntityManager, userId: string, currentSid: string | null, maxAgeMs: number): Promise<SessionRecord[]> {
    const rows: { sid: string; at: string | null; expire: Date; ua: string | null }[] = await db.query(
      `SELECT sid, sess->'passport'->'user'->>'at' AS at, expire, sess->'client'->>'userAgent' AS ua
         FROM sessions
        WHERE sess->'passport'->'user'->>'id' = $1 AND expire >= now()
          AND (sess->'passport'->'user'->>'at')::bigint >= $2
        ORDER BY (sess->'passport'->'user'->>'at')::bigint DESC`,
      [userId, Date.now() - maxAgeMs],
    );
    return rows.map((row) => ({
      id: sessionHandle(row.sid),
      signedInAt: new Date(Number(row.at)),
      expiresAt: row.expire,
      userAgent: row.ua,
      current: row.sid === currentSid,
    }));
  },

  /** How many live sessions each of these accounts has. */
  async countFor(db: EntityManager, userIds: string[]): Promise<Map<string, number>> {
    const rows: { user_id: string; count: number }[] = await db.query(
      `SELECT sess->'passport'->'user'->>'id' AS user_id, count(*)::int AS count
         FROM sessions
        WHERE sess->'passport'->'user'->>'id' = ANY($1::text[]) AND expire >= now()
        GROUP BY 1`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.count]));
  },

  /**
   * Ends the account's sessions (all, or all but `exceptSid`) inside the caller's transaction; the
   * sockets opened with them close on every process once it commits. Returns how many ended.
   */
  async endFor(db: EntityManager, userId: string, exceptSid: string | null = null): Promise<number> {
    // UPDATE and DELETE through TypeORM answer [rows, affected].
    const [rows]: [{ sid: string; live: boolean }[], number] = await db.query(
      `DELETE FROM sessions WHERE sess->'passport'->'user'->>'id' = $1 AND sid IS DISTINCT FROM $2
       RETURNING sid, expire >= now() AS live`,
      [userId, exceptSid],
    );
    for (const row of rows) await notifyCredentialRevoked(db, { kind: 'session', id: row.sid });
    return rows.filter((row) => row.live).length;
  },
};
