import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../../src/config';
import { createDataSource } from '../../src/database/data-source';
import { createApp, type App } from '../../src/app';
import { ApiClient } from './api-client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  url: string;
  /** The database's URL (for a second server on the same data). */
  databaseUrl: string;
  config: Config;
  dataSource: DataSource;
  app: App;
  /** A new client with its own cookie jar (a new visitor or admin). */
  client(headers?: Record<string, string>): ApiClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse an existing database (e.g. a second server process on the same data). */
  databaseUrl?: string;
  /** Where the app's error log goes (silent by default). */
  log?: (message: string, error?: unknown) => void;
  /** How often open sockets are checked against their session or token. */
  socketSweepIntervalMs?: number;
}

/** Every test server (and a spawned second process) signs cookies with this, so they accept each other's. */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-000';

/**
 * Boots the real app (Express, Apollo, WebSocket, migrations already applied) on a free port against
 * a fresh database of its own.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const url = options.databaseUrl ?? database!.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    // pg-boss only where a test asks for it (JOB_QUEUE: 'on'): it adds a schema and a pool per app.
    JOB_QUEUE: 'off',
    // The dashboard's summary is recounted at start-up and then when a test asks for it
    // (app.dashboardSummary.refresh()), not at a moment that could fall between two steps of a test.
    DASHBOARD_SUMMARY_SECONDS: '86400',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATABASE_URL: url,
    ...options.env,
  });
  const log = options.log ?? (() => undefined);
  // The pool's connection errors (a test that kills connections) go where the app's log goes.
  const dataSource = createDataSource({ url, poolSize: 10, timeouts: config.databaseTimeouts, logger: (message) => log(message) });
  await dataSource.initialize();
  const app = await createApp({
    config,
    dataSource,
    databaseUrl: url,
    log,
    socketSweepIntervalMs: options.socketSweepIntervalMs,
  });
  // The recount that start-up began: done before a test writes its first lead.
  await app.dashboardSummary.keepUp();
  const port = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    databaseUrl: url,
    config,
    dataSource,
    app,
    client: (headers) => new ApiClient(baseUrl, headers),
    async close() {
      await app.close();
      await dataSource.destroy();
      await database?.drop();
    },
  };
}
