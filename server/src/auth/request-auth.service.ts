import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AuthUser, Credential } from '../shared/graphql/context';
import type { Sessions } from './session';
import type { ExpressAuthenticator } from './passport';
import { notifyCredentialRevoked } from './auth-events.service';
import { oneLayer } from '../shared/http/one-layer';

declare global {
  namespace Express {
    interface Request {
      /** Set by requestAuth.http when the request carries a valid session or API token. */
      credential?: Credential;
      /**
       * Set by requestAuth.http on a request without a session cookie: gives it a session when it
       * needs one (signing in). Visitors never do, so their requests skip the session work.
       */
      startSession?: () => Promise<void>;
    }
  }
}

export interface Authenticated {
  user: AuthUser;
  credential: Credential;
}

/**
 * The API token check sign-in needs. api-tokens/ stands on auth/, so auth declares what it uses and
 * the wiring passes the ApiTokenService in (docs/architecture.md, "The services object").
 */
export interface TokenAuthenticator {
  authenticate(secret: string): Promise<{ user: AuthUser; tokenId: string; readOnly: boolean; expiresAt: Date | null } | null>;
}

export interface RequestAuthDependencies {
  config: Config;
  dataSource: DataSource;
  sessions: Sessions;
  authenticator: ExpressAuthenticator;
  apiTokens: TokenAuthenticator;
  log: (message: string, error?: unknown) => void;
}

export interface RequestAuth {
  /** Express middleware: sets req.user and req.credential from `Authorization: Bearer` or the session cookie. */
  http: RequestHandler;
  /** The same for a WebSocket handshake (the token may also come in the connection parameters). */
  socket(req: IncomingMessage, connectionParams?: Record<string, unknown>): Promise<Authenticated | null>;
}

function bearerSecret(header: string): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function createRequestAuth(deps: RequestAuthDependencies): RequestAuth {
  const { config, dataSource, sessions, authenticator, apiTokens, log } = deps;
  const maxAgeMs = config.session.maxHours * 3_600_000;

  /**
   * The absolute lifetime: however active, a session ends maxHours after sign-in. Regenerating
   * deletes the stored session and leaves the request an empty one (saved only if it signs in).
   */
  const enforceLifetime: RequestHandler = (req, _res, next) => {
    const ref = req.session?.passport?.user;
    if (!ref || (typeof ref.at === 'number' && Date.now() - ref.at <= maxAgeMs)) return next();
    const sessionId = req.sessionID;
    req.session.regenerate((error) => {
      if (error) return next(error);
      notifyCredentialRevoked(dataSource, { kind: 'session', id: sessionId }).catch((e) => log('notify revoked session', e));
      next();
    });
  };

  // The session's middlewares as Express would run them (oneLayer), built once.
  const sessionLayer = oneLayer([sessions.middleware, enforceLifetime, authenticator.initialize(), authenticator.session()]);
  /** Runs the session's middlewares on the request; settles once the last calls next. */
  const runSession = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) =>
      sessionLayer(req, res, ((error?: Error | null) => (error ? reject(error) : resolve())) as NextFunction),
    );

  async function fromToken(secret: string | null): Promise<Authenticated | null> {
    const found = secret ? await apiTokens.authenticate(secret) : null;
    if (!found) return null;
    const { user, tokenId, readOnly, expiresAt } = found;
    return { user, credential: { kind: 'token', tokenId, readOnly, expiresAt } };
  }

  async function fromSession(req: Request, res: Response): Promise<Authenticated | null> {
    await runSession(req, res);
    return req.user ? { user: req.user, credential: { kind: 'session', sessionId: req.sessionID } } : null;
  }

  const cookiePrefix = `${sessions.cookie.name}=`;
  const hasSessionCookie = (req: Request) =>
    (req.headers.cookie ?? '').split(';').some((part) => part.trimStart().startsWith(cookiePrefix));

  const http: RequestHandler = (req, res, next) => {
    const header = req.headers.authorization;
    // A request with a token is judged by the token alone: no cookie, no session work. Nor is there
    // any for a request without a session cookie (a visitor): it could only start an empty session,
    // which is not stored; login starts one when it needs it (startSession).
    if (header === undefined && !hasSessionCookie(req)) {
      req.startSession = () => runSession(req, res);
      return next();
    }
    const found = header !== undefined ? fromToken(bearerSecret(header)) : fromSession(req, res);
    found.then((authenticated) => {
      if (header !== undefined && !authenticated) {
        res.status(401).json({
          errors: [{ message: 'Ongeldige of ingetrokken API-token.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
        return;
      }
      if (authenticated) {
        req.user = authenticated.user;
        req.credential = authenticated.credential;
      }
      next();
    }, next);
  };

  async function socket(req: IncomingMessage, connectionParams: Record<string, unknown> = {}): Promise<Authenticated | null> {
    const param = connectionParams.authorization ?? connectionParams.Authorization;
    const header = typeof param === 'string' ? param : req.headers.authorization;
    if (header !== undefined) return fromToken(bearerSecret(header));
    // No response exists during a handshake: the session is read but never touched, so an open
    // socket does not keep an idle session alive.
    const response = { writeHead() {}, end() {}, setHeader() {}, getHeader() {} } as unknown as Response;
    return fromSession(req as Request, response);
  }

  return { http, socket };
}
