import type { DataSource, EntityManager } from 'typeorm';
import { connectionWasGone } from './dead-connection-retry';

/** Tries on connections found dead before giving up (the pool's idle ones, at most). */
const MAX_ATTEMPTS = 5;

/** What node-postgres' pool and its clients both offer: a query by config, here always named. */
interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * One autocommit statement as a named prepared statement, straight on the pool TypeORM holds
 * (docs/architecture.md, "Capture"). PostgreSQL parses and plans it once per connection instead of
 * on every call, and the request skips TypeORM's query runner. For the visitors' statements
 * (createLead, submitSurvey), each a few data-modifying CTEs (docs/benchmarks.md: createLead went
 * from 0.46 to 0.56 of the stack's ceiling, the 50 visitors from 0.40 to 0.54).
 *
 * `name` must always come with the same `text` (node-postgres refuses a name reused for other SQL).
 * As for TypeORM's queries (dead-connection-retry.ts), a statement that fails because its pooled
 * connection had already died is sent again on another (node-postgres discards the dead one).
 */
export async function runPrepared<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgQueryable }).master;
  for (let attempt = 1; ; attempt++) {
    try {
      return (await pool.query({ name, text, values })).rows as T[];
    } catch (error) {
      // After pg_terminate_backend or a restart several idle connections may be dead at once; each
      // failed try discards one. A database that is really down fails on connecting, not here.
      if (!connectionWasGone(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * The same inside a transaction: the statement goes, named, to the connection that `manager`'s
 * transaction holds (an admin's move: docs/architecture.md, "Board order"). Such statements are
 * planned on every call when sent unnamed, and planning a statement of a few CTEs costs PostgreSQL
 * more than running it (docs/benchmarks.md, admin-request). No retry here: a transaction whose
 * connection died is lost with it, and its caller's transaction fails as a whole.
 */
export async function queryPrepared<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error(`queryPrepared(${name}) needs the manager of a transaction`);
  const connection = (await manager.queryRunner.connect()) as PgQueryable;
  return (await connection.query({ name, text, values })).rows as T[];
}
