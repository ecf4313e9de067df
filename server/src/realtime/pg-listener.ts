import { Client } from 'pg';

export type NotificationHandler = (payload: string) => void;

export interface PgListenerOptions {
  connectionString: string;
  channels: string[];
  log: (message: string, error?: unknown) => void;
  /** First reconnect delay; doubles up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A query this often finds a connection that died silently (no FIN, e.g. a dropped network). */
  pingIntervalMs?: number;
}

/**
 * ONE dedicated PostgreSQL connection per process that LISTENs on the given channels and hands
 * every notification to this process's handlers. When the connection drops it reconnects with
 * exponential backoff (logging both), and LISTENs again. Notifications sent while it was down are
 * lost: PostgreSQL only queues them for connected listeners.
 */
export class PgListener {
  private client: Client | undefined;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private closed = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly connectedListeners = new Set<() => void>();

  constructor(private readonly options: PgListenerOptions) {
    this.minDelayMs = options.minDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
  }

  get connected(): boolean {
    return this.client !== undefined;
  }

  on(channel: string, handler: NotificationHandler): void {
    if (!this.options.channels.includes(channel)) throw new Error(`not listening on ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  /** Called after every (re)connection, e.g. for tests and metrics. */
  onConnected(listener: () => void): void {
    this.connectedListeners.add(listener);
  }

  /** Connects the first time; rejects when the database cannot be reached at all. */
  async start(): Promise<void> {
    await this.connect();
    const interval = this.options.pingIntervalMs ?? 30_000;
    this.pingTimer = setInterval(() => {
      const client = this.client;
      client?.query('SELECT 1').catch((error) => this.lost(client, error));
    }, interval);
    this.pingTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.connectionString,
      application_name: 'leadmachine-listen',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const handlers = this.handlers.get(message.channel);
      if (!handlers) return;
      for (const handler of handlers) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.options.log(`handler for ${message.channel} failed`, error);
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.options.log(`LISTEN connection restored after ${this.failures} attempt(s)`);
    this.failures = 0;
    for (const listener of this.connectedListeners) listener();
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.options.log('LISTEN connection lost; revocation notices pause until it is back', error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const base = Math.min(this.maxDelayMs, this.minDelayMs * 2 ** this.failures);
    const delay = Math.round(base * (0.75 + Math.random() * 0.5));
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((error) => {
        this.options.log(`LISTEN reconnect attempt ${this.failures} failed; retrying`, error);
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }
}
