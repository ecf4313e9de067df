import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';

export interface SocketOptions {
  /** A Cookie header, e.g. `apiClient.cookieHeader`. */
  cookie?: string;
  /** An API token secret, sent as `Authorization: Bearer` in the connection parameters or the handshake header. */
  token?: string;
  tokenIn?: 'params' | 'header';
  /** The handshake's Origin; defaults to the server's own origin, like a browser on the site. null sends none. */
  origin?: string | null;
}

export interface LiveSubscription<T> {
  /** Every event received so far, in order. */
  readonly events: T[];
  /** Errors the server sent for the subscription. */
  readonly errors: GraphQLFormattedError[];
  /** The next event not yet taken by next(); rejects after timeoutMs. */
  next(timeoutMs?: number): Promise<T>;
  /** Resolves when the server acknowledged the connection. */
  readonly connected: Promise<void>;
  /** Resolves with the close code once the socket is closed (by either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/**
 * Subscribes over graphql-ws with the `ws` package, as a browser (cookie, Origin) or an internal
 * tool (bearer token) would. The client never retries, so a refusal shows as the close code.
 */
export function subscribe<T = Record<string, unknown>>(baseUrl: string, query: string, options: SocketOptions = {}): LiveSubscription<T> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.token && options.tokenIn === 'header') headers.authorization = `Bearer ${options.token}`;

  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }

  const events: T[] = [];
  const errors: GraphQLFormattedError[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  let isClosed = false;
  let resolveConnected!: () => void;
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());

  const client: Client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: HeaderWebSocket,
    lazy: false,
    retryAttempts: 0,
    // Refusals are what many tests expect; they are reported through `closed`.
    onNonLazyError: () => undefined,
    connectionParams: options.token && options.tokenIn !== 'header' ? { authorization: `Bearer ${options.token}` } : undefined,
    on: {
      connected: () => resolveConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        isClosed = true;
        resolveClosed({ code, reason: String(reason ?? '') });
        wake();
      },
    },
  });
  client.subscribe<T>(
    { query },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(result.data as T);
        wake();
      },
      error: (error) => {
        if (Array.isArray(error)) errors.push(...(error as GraphQLFormattedError[]));
        wake();
      },
      complete: () => wake(),
    },
  );

  return {
    events,
    errors,
    connected,
    closed,
    next(timeoutMs = 5_000) {
      return new Promise<T>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true; // a late event stays for the next call
          reject(new Error(`no event within ${timeoutMs} ms (got ${events.length}, errors ${JSON.stringify(errors)})`));
        }, timeoutMs);
        const check = () => {
          if (settled) return;
          if (taken < events.length) {
            settled = true;
            clearTimeout(timer);
            resolve(events[taken++]);
          } else if (isClosed || errors.length > 0) {
            settled = true;
            clearTimeout(timer);
            reject(new Error(`subscription ended: ${JSON.stringify(errors)}`));
          } else waiters.push(check);
        };
        check();
      });
    },
    async close() {
      await client.dispose();
    },
  };
}

/** Resolves with the close code when the socket closes within timeoutMs, or rejects. */
export async function closedWithin(subscription: LiveSubscription<unknown>, timeoutMs = 5_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      subscription.closed.then((event) => event.code),
      new Promise<number>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
