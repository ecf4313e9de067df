/**
 * A connection a query runner holds between two statements, whose backend is terminated meanwhile
 * (PostgreSQL restarted, pg_terminate_backend): the error is logged rather than ending the process
 * (an 'error' event with no listener would), the runner's next statement fails, as its connection
 * is gone, and the pool serves the next request.
 */
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
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
});
