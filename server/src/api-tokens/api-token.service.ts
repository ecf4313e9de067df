import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../shared/graphql/context';
import { BadUserInputError, NotFoundError } from '../shared/errors';
import { inTransaction } from '../shared/database/transaction';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { ApiToken } from './api-token.type';
import { notifyCredentialRevoked } from '../auth/auth-events.service';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
const SECRET_PREFIX = 'lm_';

/** lastUsedAt is written at most this often per token, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface NewApiToken {
  name: string;
  /** Queries and subscriptions only. */
  readOnly?: boolean;
  /** Refused from then on; null or absent: until revoked. */
  expiresAt?: Date | null;
}

/** A token still holds: not revoked, not expired, its account not disabled. */
const HOLDS = `t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.disabled_at IS NULL)`;

export class ApiTokenService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates a token acting as `owner`; returns the secret, which is not stored and cannot be shown
   * again. `actor` is who asked (the owner, in person: see SIGNED_IN_PERSON).
   */
  async create(owner: AuthUser, spec: NewApiToken | string, actor?: AuditActor): Promise<string> {
    const token = typeof spec === 'string' ? { name: spec } : spec;
    if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) {
      throw new BadUserInputError({ field: 'expiresAt', message: 'moet in de toekomst liggen' });
    }
    const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
    await inTransaction(this.dataSource, async (manager) => {
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO api_tokens (user_id, name, token_hash, read_only, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [owner.id, token.name, hashTokenSecret(secret), token.readOnly ?? false, token.expiresAt ?? null],
      );
      await this.audit.record(manager, {
        action: 'token.created',
        actor: actor ?? { id: owner.id, email: owner.email, credential: null, ip: null },
        target: { type: 'token', id },
        details: { name: token.name, readOnly: token.readOnly ?? false, expiresAt: token.expiresAt?.toISOString() ?? null },
      });
    });
    return secret;
  }

  /** Tokens not revoked, newest first. Every admin sees all of them, so anyone can revoke a leaked one. */
  async list(): Promise<ApiToken[]> {
    const rows: {
      id: string;
      name: string;
      owner_email: string;
      created_at: Date;
      last_used_at: Date | null;
      expires_at: Date | null;
      read_only: boolean;
    }[] = await this.dataSource.query(
      `SELECT t.id, t.name, u.email AS owner_email, t.created_at, t.last_used_at, t.expires_at, t.read_only
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
        expiresAt: row.expires_at,
        readOnly: row.read_only,
      }),
    );
  }

  /** Revokes a token; its open WebSocket connections close on every server process. */
  async revoke(id: string, actor: AuditActor): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const [rows]: [{ name: string }[], number] = await manager.query(
        `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING name`,
        [id],
      );
      if (rows.length === 0) throw new NotFoundError('API-token niet gevonden.');
      await this.audit.record(manager, { action: 'token.revoked', actor, target: { type: 'token', id }, details: { name: rows[0].name } });
      await notifyCredentialRevoked(manager, { kind: 'token', id });
    });
  }

  /** The account a secret acts as, or null for an unknown or revoked one. */
  async authenticate(secret: string): Promise<{ user: AuthUser; tokenId: string; readOnly: boolean; expiresAt: Date | null } | null> {
    if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return null;
    const rows: {
      token_id: string;
      last_used_at: Date | null;
      read_only: boolean;
      expires_at: Date | null;
      id: string;
      email: string;
      role: string;
    }[] = await this.dataSource.query(
      `SELECT t.id AS token_id, t.last_used_at, t.read_only, t.expires_at, u.id, u.email, u.role
           FROM api_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND ${HOLDS}`,
      [hashTokenSecret(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
      await this.dataSource.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [row.token_id]);
    }
    return {
      user: { id: row.id, email: row.email, role: row.role },
      tokenId: row.token_id,
      readOnly: row.read_only,
      expiresAt: row.expires_at,
    };
  }

  /** Which of these tokens still hold (not revoked, not expired), for closing sockets of the others. */
  async stillValid(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(`SELECT t.id FROM api_tokens t WHERE t.id = ANY($1::uuid[]) AND ${HOLDS}`, [
      ids,
    ]);
    return new Set(rows.map((row) => row.id));
  }
}
