import type { DataSource } from 'typeorm';

/**
 * Tells every server process on the database that a session or an API token no longer holds, so
 * each closes the WebSocket connections that signed in with it (realtime/socket-registry.ts).
 */
export const AUTH_REVOKED_CHANNEL = 'auth_revoked';

export type RevokedCredential = { kind: 'session'; id: string } | { kind: 'token'; id: string };

export function credentialKey(credential: RevokedCredential): string {
  return `${credential.kind}:${credential.id}`;
}

export async function notifyCredentialRevoked(dataSource: DataSource, credential: RevokedCredential): Promise<void> {
  await dataSource.query('SELECT pg_notify($1, $2)', [AUTH_REVOKED_CHANNEL, JSON.stringify(credential)]);
}
