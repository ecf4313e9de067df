import { Client } from 'pg';
import { createEmptyDatabase } from '../support/test-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { migrations } from '../../src/migrations';
import { startTestApp } from '../support/test-app';

/**
 * Two server processes started at the same moment on one fresh database: the migrations run under
 * an advisory lock, so one migrates, the other waits and finds nothing left, and both come up.
 */
describe('two servers starting together on a fresh database', () => {
  let database: { url: string; drop(): Promise<void> };
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('both come up, and every migration ran once', async () => {
    const started = await Promise.allSettled([
      startServerProcess({ databaseUrl: database.url }),
      startServerProcess({ databaseUrl: database.url }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);
    for (const server of servers) expect((await fetch(server.url + '/healthz')).status).toBe(200);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct FROM migrations`);
      expect(rows[0]).toEqual({ n: migrations.length, distinct: migrations.length });
    } finally {
      await client.end();
    }
  });
});

describe('timeouts on the application connections', () => {
  it('statement_timeout, lock_timeout and idle_in_transaction_session_timeout are set from the configuration', async () => {
    const app = await startTestApp({
      env: { DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_LOCK_TIMEOUT_MS: '700', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000' },
    });
    try {
      const [settings] = await app.dataSource.query(
        `SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock,
                current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
      expect(settings).toEqual({ statement: '1500ms', lock: '700ms', idle: '9s' });
      await expect(app.dataSource.query(`SELECT pg_sleep(3)`)).rejects.toMatchObject({ driverError: { code: '57014' } });
    } finally {
      await app.close();
    }
  });
});
