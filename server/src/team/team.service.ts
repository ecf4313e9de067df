import type { DataSource, EntityManager } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { credentials } from '../auth/credentials.service';
import { ADMIN_ROLE, type AuthUser } from '../shared/graphql/context';
import { BadUserInputError, NotFoundError } from '../shared/errors';
import { inTransaction } from '../shared/database/transaction';
import { hashPassword, randomPassword } from '../shared/security/password';
import type { UserService } from '../users/user.service';

/** An account as the Team screen lists it. */
export interface TeamMemberRecord {
  id: string;
  email: string;
  role: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabled: boolean;
  activeSessions: number;
  apiTokens: number;
}

export const LAST_ADMIN_MESSAGE = 'Er moet minstens één actieve beheerder overblijven.';

/**
 * Team management by admins: the accounts, their roles, disabling and resetting. Every change is
 * audited in its own transaction, and whatever ends an account's access (disabling, demotion, a
 * reset) closes its open sockets on every process through AUTH_REVOKED.
 */
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<TeamMemberRecord[]> {
    const rows: {
      id: string;
      email: string;
      role: string;
      created_at: Date;
      last_sign_in_at: Date | null;
      disabled_at: Date | null;
      tokens: number;
    }[] = await this.dataSource.query(
      `SELECT u.id, u.email, u.role, u.created_at, u.last_sign_in_at, u.disabled_at,
              (SELECT count(*)::int FROM api_tokens t
                WHERE t.user_id = u.id AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())) AS tokens
         FROM users u ORDER BY u.email`,
    );
    const sessions = await credentials.countSessions(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      disabled: row.disabled_at !== null,
      activeSessions: row.disabled_at ? 0 : (sessions.get(row.id) ?? 0),
      apiTokens: row.disabled_at ? 0 : row.tokens,
    }));
  }

  async create(input: { email: string; password: string; role: string }, actor: AuditActor): Promise<AuthUser> {
    return inTransaction(this.dataSource, async (manager) => {
      const user = await this.users.create(input, manager);
      await this.audit.record(manager, {
        action: 'user.created',
        actor,
        target: { type: 'user', id: user.id },
        details: { role: user.role },
      });
      return user;
    });
  }

  async setRole(id: string, role: string, actor: AuditActor): Promise<TeamMemberRecord> {
    await inTransaction(this.dataSource, async (manager) => {
      const target = await this.lockAccount(manager, id);
      if (target.role === role) return;
      if (target.role === ADMIN_ROLE && !target.disabled) await this.keepAnActiveAdmin(manager, id);
      await manager.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
      await this.audit.record(manager, {
        action: 'user.role_changed',
        actor,
        target: { type: 'user', id },
        details: { from: target.role, to: role },
      });
      // Sockets were admitted for the old role (the subscription server checks it on connect).
      await credentials.revoke(manager, { kind: 'user', id });
    });
    return this.member(id);
  }

  /**
   * Disabling ends the account's sessions and API tokens for good (enabling again lets it sign in,
   * nothing more) and closes its sockets on every process.
   */
  async setDisabled(id: string, disabled: boolean, actor: AuditActor): Promise<TeamMemberRecord> {
    await inTransaction(this.dataSource, async (manager) => {
      const target = await this.lockAccount(manager, id);
      if (target.disabled === disabled) return;
      if (disabled && target.role === ADMIN_ROLE) await this.keepAnActiveAdmin(manager, id);
      await manager.query(`UPDATE users SET disabled_at = ${disabled ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [id]);
      let endedSessions = 0;
      let revokedTokens = 0;
      if (disabled) {
        endedSessions = await credentials.endSessions(manager, id);
        const [tokens]: [{ id: string }[], number] = await manager.query(
          `UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
          [id],
        );
        revokedTokens = tokens.length;
        await credentials.revoke(manager, { kind: 'user', id });
      }
      await this.audit.record(manager, {
        action: disabled ? 'user.disabled' : 'user.enabled',
        actor,
        target: { type: 'user', id },
        details: disabled ? { endedSessions, revokedTokens } : undefined,
      });
    });
    return this.member(id);
  }

  /** A new random password, returned once to hand over; every session of the account ends. */
  async resetPassword(id: string, actor: AuditActor): Promise<string> {
    const password = randomPassword();
    const passwordHash = await hashPassword(password);
    await inTransaction(this.dataSource, async (manager) => {
      await this.lockAccount(manager, id);
      await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
      const endedSessions = await credentials.endSessions(manager, id);
      await this.audit.record(manager, { action: 'user.password_reset', actor, target: { type: 'user', id }, details: { endedSessions } });
    });
    return password;
  }

  private async member(id: string): Promise<TeamMemberRecord> {
    const found = (await this.list()).find((member) => member.id === id);
    if (!found) throw new NotFoundError('Account niet gevonden.');
    return found;
  }

  private async lockAccount(manager: EntityManager, id: string): Promise<{ role: string; disabled: boolean }> {
    const rows: { role: string; disabled: boolean }[] = await manager.query(
      `SELECT role, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (rows.length === 0) throw new NotFoundError('Account niet gevonden.');
    return rows[0];
  }

  /**
   * Refuses when `leaving` is the last active admin. The active admins' rows are locked first, so
   * two admins demoting or disabling each other at the same moment cannot both succeed: the second
   * waits, then no longer counts the first.
   */
  private async keepAnActiveAdmin(manager: EntityManager, leaving: string): Promise<void> {
    const admins: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE role = $1 AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
      [ADMIN_ROLE],
    );
    if (admins.filter((admin) => admin.id !== leaving).length === 0) {
      throw new BadUserInputError({ field: 'id', message: LAST_ADMIN_MESSAGE });
    }
  }
}
