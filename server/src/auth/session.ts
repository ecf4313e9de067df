import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import { Pool } from 'pg';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import type { AuthUser } from '../shared/graphql/context';
import { connectionWasGone } from '../shared/database/dead-connection-retry';
import { clientLoggingErrors } from '../shared/database/client-logging-errors';

/** What passport keeps in the session: the account and when it signed in (for the absolute lifetime). */
export interface SessionUserRef {
  id: string;
  /** Sign-in time, epoch milliseconds. */
  at: number;
}

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: SessionUserRef };
  }
}

declare global {
  namespace Express {
    interface Request {
      /**
       * The account the stored session names, as the session read found it in the same statement
       * (null: gone or disabled): passport's deserializer takes it from here (readSessionWithAccount).
       */
      sessionAccount?: { id: string; account: AuthUser | null };
    }
  }
}

export interface SessionCookieOptions {
  name: string;
  httpOnly: true;
  sameSite: 'lax';
  /** 'auto': Secure when the request arrived over HTTPS (req.secure, which honours TRUST_PROXY). */
  secure: true | 'auto';
  path: '/';
}

export interface Sessions {
  middleware: RequestHandler;
  store: session.Store;
  cookie: SessionCookieOptions;
  /** Ends the store's pruning and its pool; call before the database stops. */
  close(): Promise<void>;
}

/**
 * Sessions in PostgreSQL (connect-pg-simple, table `sessions` from the migrations), with a pool of
 * their own so a burst of page requests cannot starve the API's pool, and the reverse.
 *
 * Idle timeout: the cookie and the row expire `idleMinutes` after the last authenticated request
 * (rolling; the row's expiry is written at most once a minute, see throttleTouches), and the store
 * refuses expired rows. Absolute lifetime: see enforceSessionLifetime.
 * The `__Host-` prefix, when the cookie is Secure, stops subdomains from planting their own.
 */
export function createSessions(config: Config, databaseUrl: string, log: (message: string, error?: unknown) => void): Sessions {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 5,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 3_000,
    application_name: 'leadmachine-sessions',
    // Every connection logs its own errors, idle or in use.
    Client: clientLoggingErrors((error) => log('session store connection error', error)),
  });
  // The pool re-emits an idle connection's error, logged already; without a listener the re-emitted
  // error would end the process (node-postgres #2635).
  pool.on('error', () => undefined);
  // The store sends a handful of fixed statements (read, upsert, touch, delete one session, prune):
  // each goes as a named prepared statement, which PostgreSQL plans once per connection instead of
  // on every signed-in request. An idle connection killed with its backend (restart,
  // pg_terminate_backend) fails the first query that takes it before the pool notices; those
  // statements are safe to send again, on a fresh connection.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const statementNames = new Map<string, string>();
  const named = (text: string, values: unknown[]) => {
    let name = statementNames.get(text);
    if (name === undefined) statementNames.set(text, (name = `session_store_${statementNames.size + 1}`));
    return { name, text, values };
  };
  pool.query = ((...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const [text, values] = args;
    const config = typeof text === 'string' && (values === undefined || Array.isArray(values)) ? [named(text, values ?? [])] : args;
    return query(...config).catch((error: unknown) => (connectionWasGone(error) ? query(...config) : Promise.reject(error)));
  }) as typeof pool.query;

  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => log(`session store: ${args.map(String).join(' ')}`),
  });

  throttleTouches(store);
  readSessionWithAccount(store, (text, values) => pool.query(text, values));

  const cookie: SessionCookieOptions = {
    name: config.session.secureCookie ? '__Host-lm.sid' : 'lm.sid',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie ? true : 'auto',
    path: '/',
  };

  const middleware = session({
    name: cookie.name,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: {
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
      secure: cookie.secure,
      path: cookie.path,
      maxAge: config.session.idleMinutes * 60_000,
    },
  });

  return {
    middleware,
    store,
    cookie,
    async close() {
      store.close(); // stops its pruning timer; the pool is ours to end
      await pool.end();
    },
  };
}

/**
 * The session's row and the account it names, in one statement: like an API token (its check reads
 * the token and its account together), a signed-in request then costs one round trip to PostgreSQL
 * before it runs, not two (docs/benchmarks.md, admin-request). The account goes to passport's
 * deserializer on the request (Express.Request.sessionAccount), found again as express-session
 * makes the request's session from the row (Store.createSession). The store's own read also started
 * its pruning timer; its first write (sign-in, a touch, a sign-out) starts it now.
 */
const READ_SESSION_WITH_ACCOUNT = `SELECT s.sess, u.id, u.email, u.role
   FROM sessions s LEFT JOIN users u ON u.id::text = s.sess #>> '{passport,user,id}' AND u.disabled_at IS NULL
   WHERE s.sid = $1 AND s.expire >= now()`;

type SessionRow = { sess: session.SessionData & object; id: string | null; email: string; role: string | null };

function readSessionWithAccount(store: session.Store, query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>): void {
  const accounts = new WeakMap<object, NonNullable<Request['sessionAccount']>>();
  store.get = (sid, done) => {
    query(READ_SESSION_WITH_ACCOUNT, [sid]).then(({ rows }) => {
      const row = rows[0] as SessionRow | undefined;
      if (!row) return done(null, null);
      const named = row.sess.passport?.user?.id;
      if (typeof named === 'string') {
        accounts.set(row.sess, { id: named, account: row.id ? { id: row.id, email: row.email, role: row.role } : null });
      }
      done(null, row.sess);
    }, done);
  };
  const createSession = store.createSession.bind(store);
  store.createSession = (req, sess) => {
    const found = accounts.get(sess);
    if (found) req.sessionAccount = found;
    return createSession(req, sess);
  };
}

/** How often one process moves a session's idle expiry forward at most. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Rolling sessions write their row's expiry on every authenticated request: for an admin dragging
 * cards that is a committed write (a WAL flush) and a round trip per request. Once a minute per
 * process is enough for an idle timeout counted in hours; the cookie still rolls on every response.
 */
function throttleTouches(store: session.Store): void {
  const touch = store.touch!.bind(store);
  const touchedAt = new Map<string, number>();
  store.touch = (sid, sess, done) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? -Infinity) < TOUCH_EVERY_MS) return done?.();
    if (touchedAt.size >= 10_000) for (const [key, at] of touchedAt) if (now - at >= TOUCH_EVERY_MS) touchedAt.delete(key);
    touchedAt.set(sid, now);
    touch(sid, sess, done);
  };
}
