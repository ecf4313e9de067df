import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AuditService } from '../audit/audit.service';
import { actorOf } from '../shared/graphql/actor';
import type { GraphQLContext } from '../shared/graphql/context';
import { BadUserInputError, ForbiddenError, RateLimitedError } from '../shared/errors';
import { inTransaction } from '../shared/database/transaction';
import { hashPassword, verifyPassword } from '../shared/security/password';
import type { UserService } from '../users/user.service';
import { PERSON_ONLY_MESSAGE } from './auth-checker';
import { LOCKED_LOGIN_MESSAGE } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { sessionRecords, type SessionRecord } from './session-records';

/** A signed-in person's own account: their password and their sessions. */
export class AccountService {
  constructor(
    private readonly deps: { config: Config; dataSource: DataSource; users: UserService; audit: AuditService; throttle: LoginThrottle },
  ) {}

  private sessionOf(ctx: GraphQLContext): { userId: string; sessionId: string } {
    if (!ctx.user || ctx.credential?.kind !== 'session') throw new ForbiddenError(PERSON_ONLY_MESSAGE);
    return { userId: ctx.user.id, sessionId: ctx.credential.sessionId };
  }

  /**
   * Checks the current password (counted like sign-in attempts, so a borrowed session cannot guess
   * it), stores the new one and ends every other session of the account. Returns how many ended.
   */
  async changePassword(ctx: GraphQLContext, currentPassword: string, newPassword: string): Promise<number> {
    const { userId, sessionId } = this.sessionOf(ctx);
    const email = ctx.user!.email;
    const reservation = await this.deps.throttle.reserve(email);
    if (!reservation.allowed) throw new RateLimitedError(LOCKED_LOGIN_MESSAGE, reservation.retryAfterSeconds);
    if (!(await verifyPassword(await this.deps.users.passwordHashOf(userId), currentPassword))) {
      await this.deps.throttle.failed(email);
      throw new BadUserInputError({ field: 'currentPassword', message: 'is niet je huidige wachtwoord' });
    }
    await this.deps.throttle.succeeded(email);
    const passwordHash = await hashPassword(newPassword);
    return inTransaction(this.deps.dataSource, async (manager) => {
      await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
      const endedSessions = await sessionRecords.endFor(manager, userId, sessionId);
      await this.deps.audit.record(manager, {
        action: 'password.changed',
        actor: actorOf(ctx),
        target: { type: 'user', id: userId },
        details: { endedSessions },
      });
      return endedSessions;
    });
  }

  async mySessions(ctx: GraphQLContext): Promise<SessionRecord[]> {
    const { userId, sessionId } = this.sessionOf(ctx);
    return sessionRecords.listFor(this.deps.dataSource.manager, userId, sessionId, this.deps.config.session.maxHours * 3_600_000);
  }

  /** 'Uitloggen op andere apparaten': every session of the account but this one ends. */
  async endOtherSessions(ctx: GraphQLContext): Promise<number> {
    const { userId, sessionId } = this.sessionOf(ctx);
    return inTransaction(this.deps.dataSource, async (manager) => {
      const endedSessions = await sessionRecords.endFor(manager, userId, sessionId);
      await this.deps.audit.record(manager, {
        action: 'sessions.ended',
        actor: actorOf(ctx),
        target: { type: 'user', id: userId },
        details: { endedSessions },
      });
      return endedSessions;
    });
  }
}
