import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AuthUser, GraphQLContext } from '../shared/graphql/context';
import { RateLimitedError, UnauthenticatedError } from '../shared/errors';
import { createRateLimiter, type RateLimiter } from '../shared/security/rate-limiter';
import { checkCredentials, type ExpressAuthenticator } from './passport';
import type { LoginThrottle } from './login-throttle';
import type { Sessions } from './session';
import { notifyCredentialRevoked } from './auth-events.service';
import type { AuditService } from '../audit/audit.service';
import { actorOf } from '../shared/graphql/actor';
import { normalizeEmail } from '../users/user.service';

export const INVALID_LOGIN_MESSAGE = 'Onjuist e-mailadres of wachtwoord.';
export const LOCKED_LOGIN_MESSAGE = 'Te veel mislukte inlogpogingen. Probeer het later opnieuw.';

export interface AuthServiceDependencies {
  config: Config;
  dataSource: DataSource;
  sessions: Sessions;
  authenticator: ExpressAuthenticator;
  throttle: LoginThrottle;
  audit: AuditService;
  log: (message: string, error?: unknown) => void;
}

/** What a session keeps about the device it was opened on, for 'Mijn sessies'. */
declare module 'express-session' {
  interface SessionData {
    client?: { userAgent: string };
  }
}

/** A Node-style call (passport, express-session) as a promise: its callback gets an Error or nothing. */
function promisify(run: (done: (error?: Error | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/** Signing in and out with the session cookie. */
export class AuthService {
  /**
   * Per client IP, counted in PostgreSQL like the per-account lock, so it holds across server
   * processes: slows down one address spraying many accounts.
   */
  private readonly perIp: RateLimiter;
  private warnedInsecure = false;

  constructor(private readonly deps: AuthServiceDependencies) {
    this.perIp = createRateLimiter({
      prefix: 'login_ip',
      points: deps.config.rateLimits.loginsPerMinute,
      durationSeconds: 60,
      message: 'Te veel inlogpogingen vanaf dit adres. Probeer het over een minuut opnieuw.',
    });
  }

  /**
   * Unknown address and wrong password give the same answer after the same work; an address with
   * too many recent failures is refused whatever the password (RATE_LIMITED), whether or not it has
   * an account. A successful sign-in gets a new session id (passport regenerates the session).
   */
  async login(ctx: GraphQLContext, email: string, password: string): Promise<AuthUser> {
    const { req, res } = ctx;
    if (req && !req.session) await req.startSession?.();
    if (!req || !res || !req.session) throw new UnauthenticatedError('Inloggen kan alleen met een browsersessie.');
    if (this.deps.config.session.secureCookie && !req.secure) {
      if (!this.warnedInsecure) {
        this.warnedInsecure = true;
        this.deps.log(
          'login refused: the session cookie is Secure (NODE_ENV=production and SITE_URL is https) but this request ' +
            'arrived over plain http. Behind a TLS proxy set TRUST_PROXY so its X-Forwarded-Proto is believed.',
        );
      }
      throw new Error('secure cookie over plain http');
    }

    await this.perIp.consume(this.deps.dataSource.manager, ctx.clientIp);
    const reservation = await this.deps.throttle.reserve(email);
    if (!reservation.allowed) {
      await this.failedAttempt(ctx, email, 'locked');
      throw new RateLimitedError(LOCKED_LOGIN_MESSAGE, reservation.retryAfterSeconds);
    }

    let user: AuthUser | null;
    try {
      user = await checkCredentials(this.deps.authenticator, req, res, email, password);
    } catch (error) {
      // Not checked (overload, database trouble): the attempt must not count as a failure.
      await this.deps.throttle.release(email).catch(() => undefined);
      throw error;
    }
    if (!user) {
      await this.deps.throttle.failed(email);
      await this.failedAttempt(ctx, email, 'wrong_credentials');
      throw new UnauthenticatedError(INVALID_LOGIN_MESSAGE);
    }
    await this.deps.throttle.succeeded(email);

    const previous = req.credential?.kind === 'session' ? req.credential.sessionId : undefined;
    await promisify((done) => req.logIn(user, done));
    if (previous) this.revoked(previous);
    req.credential = { kind: 'session', sessionId: req.sessionID };
    req.session.client = { userAgent: String(req.headers['user-agent'] ?? '').slice(0, 200) };
    const signedIn = user;
    // The session row itself is written by the store's own pool when the response goes out, so
    // "signed in" is recorded here, right after passport accepted the password.
    await this.deps.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [signedIn.id]);
      await this.deps.audit.record(manager, {
        action: 'login.succeeded',
        actor: { ...actorOf({ ...ctx, user: signedIn, credential: req.credential! }) },
        target: { type: 'user', id: signedIn.id },
      });
    });
    return user;
  }

  /** A refused sign-in, with the address tried (security events are kept for the audit period only). */
  private async failedAttempt(ctx: GraphQLContext, email: string, reason: 'wrong_credentials' | 'locked'): Promise<void> {
    await this.deps.audit.record(this.deps.dataSource.manager, {
      action: 'login.failed',
      actor: { id: null, email: normalizeEmail(email), credential: null, ip: ctx.clientIp },
      details: { reason },
    });
  }

  /** Destroys the session server-side (the old cookie is worthless from now on) and closes its sockets. */
  async logout(ctx: GraphQLContext): Promise<boolean> {
    const { req, res } = ctx;
    if (!req?.session || ctx.credential?.kind !== 'session') return true;
    const sessionId = req.sessionID;
    await promisify((done) => req.session.destroy(done));
    if (ctx.user) await this.deps.audit.record(this.deps.dataSource.manager, { action: 'logout', actor: actorOf(ctx) });
    const { name, ...cookie } = this.deps.sessions.cookie;
    res?.clearCookie(name, { ...cookie, secure: cookie.secure === true || req.secure });
    req.user = undefined;
    req.credential = undefined;
    this.revoked(sessionId);
    return true;
  }

  /** Which of these sessions still hold: present, not idle too long, within the absolute lifetime. */
  async liveSessions(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { sid: string }[] = await this.deps.dataSource.query(
      `SELECT sid FROM sessions
        WHERE sid = ANY($1::varchar[]) AND expire >= now()
          AND (sess->'passport'->'user'->>'at')::bigint >= $2`,
      [ids, Date.now() - this.deps.config.session.maxHours * 3_600_000],
    );
    return new Set(rows.map((row) => row.sid));
  }

  private revoked(sessionId: string): void {
    notifyCredentialRevoked(this.deps.dataSource, { kind: 'session', id: sessionId }).catch((error) =>
      this.deps.log('notify revoked session', error),
    );
  }
}
