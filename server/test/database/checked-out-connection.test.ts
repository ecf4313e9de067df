/**
 * A connection a query runner holds between two statements, whose backend is terminated meanwhile
 * (PostgreSQL restarted, pg_terminate_backend): the error is logged rather than ending the process
 * (an 'error' event with no listener would), the runner's next statement fails, as its connection
 * is gone, and the pool serves the next request. Every connection the server opens logs its own
 * errors (shared/database/client-logging-errors.ts), held or idle; the second test holds one by hand.
 */
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { clientLoggingErrors } from '../../src/shared/database/client-logging-errors';
import { createTestDatabase } from '../support/test-database';

describe('a checked-out connection whose backend is terminated', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  const logged: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2, logger: (message) => logged.push(message) });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('is logged and fails its next statement, and the process lives on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ pid }] = (await runner.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
      await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
      // The backend sends its FATAL as it exits; the error then reaches the connection the runner holds.
      const deadline = Date.now() + 10_000;
      while (logged.length === 0 && uncaught.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(logged).toEqual([expect.stringMatching(/^database connection: .*57P01/)]);
      await expect(runner.query('SELECT 1')).rejects.toThrow();
    } finally {
      await runner.release();
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    await expect(dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('is logged by the connection itself in a pool of such connections, even one checked out by hand', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const errors: unknown[] = [];
    const pool = new Pool({ connectionString: database.url, max: 1, Client: clientLoggingErrors((error) => errors.push(error)) });
    pool.on('error', () => undefined);
    // pool.connect() hands the connection out with no listener of the pool's: only its own hears.
    const client = await pool.connect();
    let released = false;
    try {
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
      const deadline = Date.now() + 10_000;
      while (errors.length === 0 && uncaught.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Then, as the socket closes, 'Connection terminated unexpectedly': logged as well.
      expect(errors[0]).toMatchObject({ code: '57P01' });
      client.release(true);
      released = true;
      await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      if (!released) client.release(true);
      await pool.end();
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });
});
