/**
 * Tells every server process on the database that a session, an API token or a whole account no
 * longer holds, so each closes the WebSocket connections that signed in with it
 * (realtime/subscription-server.ts). Sent inside a transaction, the notice goes out when it commits.
 */
export const AUTH_REVOKED_CHANNEL = 'auth_revoked';

export type RevokedCredential = { kind: 'session'; id: string } | { kind: 'token'; id: string } | { kind: 'user'; id: string };

export function credentialKey(credential: RevokedCredential): string {
  return `${credential.kind}:${credential.id}`;
}

/** A DataSource or a transaction's EntityManager. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export async function notifyCredentialRevoked(db: Queryable, credential: RevokedCredential): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [AUTH_REVOKED_CHANNEL, JSON.stringify(credential)]);
}
