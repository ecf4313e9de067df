import { MigrationExecutor, type DataSource, type Migration } from 'typeorm';

/** Any fixed number: every server process of this product asks for the same advisory lock. */
const MIGRATION_LOCK = 7_640_150_001;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock, on one connection: two
 * servers starting together on one database take turns, and the second finds nothing left to do
 * (without the lock both would try the same CREATE TABLE and one would crash). Migrations may take
 * longer than the application's statement and lock timeouts allow, so these are lifted for this
 * connection only, and reset before it goes back to the pool.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner('master');
  await runner.connect();
  try {
    await runner.query(`SET statement_timeout = 0; SET lock_timeout = 0`);
    await runner.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return await executor.executePendingMigrations();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK]);
    }
  } finally {
    await runner.query(`RESET statement_timeout; RESET lock_timeout`).catch(() => undefined);
    await runner.release();
  }
}
