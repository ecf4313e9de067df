import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../shared/context';
import { NotFoundError } from '../shared/errors';
import { ApiTokenEntity } from './api-token.entity';
import { ApiToken } from './api-token.type';
import { notifyCredentialRevoked } from './auth-events';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
const SECRET_PREFIX = 'lm_';

/** lastUsedAt is written at most this often per token, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export class ApiTokenService {
  constructor(private readonly dataSource: DataSource) {}

  /** Creates a token acting as `owner`; returns the secret, which is not stored and cannot be shown again. */
  async create(owner: AuthUser, name: string): Promise<string> {
    const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(ApiTokenEntity).insert({ userId: owner.id, name, tokenHash: hashTokenSecret(secret) });
    return secret;
  }

  /** Tokens not revoked, newest first. Every admin sees all of them, so anyone can revoke a leaked one. */
  async list(): Promise<ApiToken[]> {
    const rows: { id: string; name: string; owner_email: string; created_at: Date; last_used_at: Date | null }[] =
      await this.dataSource.query(
        `SELECT t.id, t.name, u.email AS owner_email, t.created_at, t.last_used_at
           FROM api_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.revoked_at IS NULL
          ORDER BY t.created_at DESC, t.id`,
      );
    return rows.map((row) =>
      Object.assign(new ApiToken(), {
        id: row.id,
        name: row.name,
        ownerEmail: row.owner_email,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }),
    );
  }

  /** Revokes a token; its open WebSocket connections close on every server process. */
  async revoke(id: string): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ApiTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where('id = :id AND revoked_at IS NULL', { id })
      .execute();
    if (!result.affected) throw new NotFoundError('API-token niet gevonden.');
    await notifyCredentialRevoked(this.dataSource, { kind: 'token', id });
  }

  /** The account a secret acts as, or null for an unknown or revoked one. */
  async authenticate(secret: string): Promise<{ user: AuthUser; tokenId: string } | null> {
    if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return null;
    const rows: { token_id: string; last_used_at: Date | null; id: string; email: string; role: string }[] = await this.dataSource.query(
      `SELECT t.id AS token_id, t.last_used_at, u.id, u.email, u.role
           FROM api_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
      [hashTokenSecret(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
      await this.dataSource.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [row.token_id]);
    }
    return { user: { id: row.id, email: row.email, role: row.role }, tokenId: row.token_id };
  }

  /** Which of these tokens still hold (not revoked), for closing sockets of the others. */
  async stillValid(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM api_tokens WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }
}
