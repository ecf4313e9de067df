import { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { isAllowedOrigin } from '../auth/origin.rules';
import { GENERIC_ERROR_MESSAGE } from '../shared/errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../shared/database/database-unavailable';
import { MAX_BODY_BYTES } from '../shared/limits';
import { sizeText } from '../shared/security/json-body';

/** An error answer in GraphQL's shape, so clients read every refusal the same way. */
export function jsonError(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export interface ShutdownGate {
  /** First middleware of the app: drops a request that arrives too late (below). */
  middleware: RequestHandler;
  /** From now on every response says `Connection: close`, and a request that arrives too late is dropped. */
  close(): void;
}

/**
 * Shutting down, the drain ends every idle keep-alive socket and each busy one once its response
 * is sent. A request the client wrote on such a socket at that very moment is still read and
 * would run (a lead stored) with no way to answer: the faults test caught leads stored that no
 * visitor heard of. So such a request is dropped before any work (the client sees the connection
 * close and may retry elsewhere), and every response from then on says `Connection: close`.
 *
 * The responses see that as they write their head: `writeHead` on the app's response prototype
 * (`app.response`, which every response of the app inherits; Node writes every head through it).
 * So no list of the responses in flight is kept: a Set that every request wrote and emptied kept
 * a tenth of what the server allocated alive through V8's young-generation collections
 * (docs/benchmarks.md, create-lead, "2026-11-29, 05:40-07:15 UTC: what V8 kept alive").
 */
export function shutdownGate(responses: Response): ShutdownGate {
  let closing = false;
  const { prototype } = ServerResponse;
  Object.defineProperty(responses, 'writeHead', {
    configurable: true,
    writable: true,
    value: function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (closing && !this.headersSent) this.setHeader('connection', 'close');
      return prototype.writeHead.apply(this, args);
    },
  });
  return {
    middleware: (req, _res, next) => {
      if (closing && (req.socket.writableEnded || req.socket.destroyed)) {
        req.socket.destroy();
        return;
      }
      next();
    },
    close() {
      closing = true;
    },
  };
}

/** Refuses a request whose Origin is another website's (a foreign page's fetch carries its Origin). */
export function sameOrigin(config: Config): RequestHandler {
  return (req, res, next) =>
    isAllowedOrigin(req.headers.origin, req.headers, config)
      ? next()
      : jsonError(res, 403, 'Verzoeken van een andere website worden geweigerd.', 'FORBIDDEN');
}

/** sameOrigin for the given paths only (the exports' GETs), refused before any work. */
export function sameOriginOn(paths: string[], config: Config): RequestHandler {
  const guarded = new Set(paths);
  const guard = sameOrigin(config);
  return (req, res, next) => (guarded.has(req.path) ? guard(req, res, next) : next());
}

/** GraphQL answers hold personal data: no browser or proxy keeps a copy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Forms and text/plain are what a foreign page can POST without a preflight: refused before any work. */
export const jsonOnly: RequestHandler = (req, res, next) =>
  req.method !== 'POST' || req.is('application/json')
    ? next()
    : jsonError(res, 415, 'Stuur GraphQL-verzoeken als application/json.', 'BAD_REQUEST');

/** What went wrong before Apollo saw the request (body too large or not JSON, database gone), in Dutch. */
export function graphqlRequestErrors(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error: { status?: number; type?: string; limit?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? 500;
    if (status === 413) {
      const limit = error.limit === undefined ? MAX_BODY_BYTES : sizeText(error.limit);
      return jsonError(res, 413, `Het verzoek is te groot (maximaal ${limit}).`, 'PAYLOAD_TOO_LARGE');
    }
    if (status >= 400 && status < 500) return jsonError(res, status, 'Ongeldig verzoek (geen geldige JSON).', 'BAD_REQUEST');
    // The session store or the token lookup could not reach the database: try again shortly.
    if (isDatabaseUnavailable(error)) {
      res.set('retry-after', String(RETRY_AFTER_SECONDS));
      return jsonError(res, 503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    }
    log('request to /graphql failed', error);
    jsonError(res, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
  };
}
