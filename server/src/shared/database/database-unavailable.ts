/**
 * Whether an error means "the database cannot be reached right now" rather than "this request is
 * wrong" or "the code is wrong": the connection was refused, cut (PostgreSQL restarted, a backend
 * terminated) or timed out, or the server is starting up or shutting down. Such a request fails
 * with 503 and SERVICE_UNAVAILABLE, so clients and load balancers know to try again shortly.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection_exception. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client was closed and is not queryable|Query read timeout/i;

export const SERVICE_UNAVAILABLE_MESSAGE = 'De server kan de database even niet bereiken. Probeer het over een paar seconden opnieuw.';
/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, originalError } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08/.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return [driverError, cause, originalError].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

/**
 * Apollo plugin: a response whose errors include SERVICE_UNAVAILABLE goes out as 503 with
 * Retry-After (GraphQL would otherwise answer 200), whichever resolver met the unreachable database.
 */
export function serviceUnavailableStatusPlugin(): import('@apollo/server').ApolloServerPlugin {
  // Apollo's hooks return promises; these do nothing asynchronous, so they hand back settled ones.
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          if (errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          }
          return Promise.resolve();
        },
      }),
  };
}
