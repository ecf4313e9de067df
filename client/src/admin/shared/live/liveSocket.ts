import { createClient, type Client, type Sink, type SubscribePayload } from 'graphql-ws/client';

/**
 * - `idle`: not started (signed out, or signing out);
 * - `connecting`: first connection of this sign-in;
 * - `live`: connected, events arrive;
 * - `reconnecting`: the connection was lost and is being restored.
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

/** The server's close codes (server/src/realtime/subscription-server.ts). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;

export interface LiveSocketOptions {
  /** ws(s)://host/graphql; a function so it is read when the socket starts, in the browser. */
  url: () => string;
  /** Connected again after losing the connection: events may have been missed meanwhile. */
  onReconnected: () => void;
  /** Closed with 4401: the session is over (signed out elsewhere, expired, revoked). */
  onUnauthorized: () => void;
  /** Closed with 4403: signed in, but no longer an admin. */
  onForbidden: () => void;
  /** Milliseconds before reconnect attempt `retries` (0-based); default: 1 s doubling to 10 s, with jitter. */
  retryDelayMs?: (retries: number) => number;
  webSocketImpl?: unknown;
}

/** A socket closed with `code`, as subscription errors carry it to Apollo. */
export class SocketClosedError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Live-verbinding gesloten (${code}${reason ? ` ${reason}` : ''})`);
    this.name = 'SocketClosedError';
  }
}

export const closeCodeOf = (event: unknown): number | undefined =>
  typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined;

const defaultRetryDelay = (retries: number) => Math.min(1000 * 2 ** retries, 10_000) + Math.floor(Math.random() * 1000);

/**
 * The admin panel's one graphql-ws connection. The server refuses a socket opened before login
 * (it checks the session cookie on connect) and closes a user's sockets on logout, so the socket
 * exists only between `start()` (signed in as admin) and `stop()` (signing out): a new sign-in
 * gets a new client with the new cookie. Lost connections are retried forever with backoff;
 * 4401/4403 are final.
 */
export class LiveSocket {
  private client: Client | null = null;
  /** This sign-in's connection; events of a stopped one are ignored. */
  private generation: object | null = null;
  private status: LiveStatus = 'idle';
  /** Counts `start()`s: a new connection needs its subscriptions made again. */
  private starts = 0;
  private readonly statusListeners = new Set<() => void>();

  constructor(private readonly options: LiveSocketOptions) {}

  get started(): boolean {
    return this.client !== null;
  }

  /**
   * Opens the socket. `catchUp`: this sign-in had a socket before (say, closed for a logout that
   * then failed), so events may have been missed: its first connection counts as a reconnect.
   */
  start({ catchUp = false }: { catchUp?: boolean } = {}): void {
    if (this.client) return;
    // createClient({ lazy: false }) starts connecting (and emits events) before it returns.
    const generation = {};
    this.generation = generation;
    const isCurrent = () => this.generation === generation;
    let everConnected = catchUp;
    const retryDelay = this.options.retryDelayMs ?? defaultRetryDelay;
    const client: Client = createClient({
      url: this.options.url(),
      // Connect now, not on the first subscription: the indicator then tells the truth at once.
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      // 4401/4403 will not change by retrying; everything else (server restart, network) may.
      shouldRetry: (event) => {
        const code = closeCodeOf(event);
        return code !== CLOSE_UNAUTHORIZED && code !== CLOSE_FORBIDDEN;
      },
      // The default logs fatal closes with console.error; they are handled in `closed` below.
      onNonLazyError: () => undefined,
      webSocketImpl: this.options.webSocketImpl,
      on: {
        connecting: () => {
          if (isCurrent()) this.setStatus(everConnected ? 'reconnecting' : 'connecting');
        },
        connected: () => {
          if (!isCurrent()) return;
          this.setStatus('live');
          if (everConnected) this.options.onReconnected();
          everConnected = true;
        },
        closed: (event) => {
          if (!isCurrent()) return; // stopped on purpose
          const code = closeCodeOf(event);
          if (code === CLOSE_UNAUTHORIZED || code === CLOSE_FORBIDDEN) {
            this.stop();
            if (code === CLOSE_UNAUTHORIZED) this.options.onUnauthorized();
            else this.options.onForbidden();
            return;
          }
          this.setStatus(everConnected ? 'reconnecting' : 'connecting');
        },
      },
    });
    this.client = client;
    this.starts += 1;
    this.status = 'connecting';
    this.statusListeners.forEach((listener) => listener());
  }

  /** Closes the socket for good (idempotent); nothing reconnects until the next `start()`. */
  stop(): void {
    const client = this.client;
    this.client = null;
    this.generation = null;
    this.setStatus('idle');
    void client?.dispose();
  }

  /** One GraphQL subscription over the current socket; errors at once when not started. */
  subscribe(payload: SubscribePayload, sink: Sink): () => void {
    if (!this.client) {
      sink.error(new SocketClosedError(CLOSE_UNAUTHORIZED, 'niet verbonden'));
      return () => undefined;
    }
    return this.client.subscribe(payload, sink);
  }

  getStatus = (): LiveStatus => this.status;

  /** Changes on every `start()` (listen with `subscribeStatus`). */
  getGeneration = (): number => this.starts;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.statusListeners.forEach((listener) => listener());
  }
}

/** The panel's own origin: the server checks the handshake's Origin against it. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}
