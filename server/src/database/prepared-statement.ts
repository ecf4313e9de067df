import type { DataSource } from 'typeorm';
import { connectionWasGone } from './dead-connection-retry';

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * One autocommit statement as a named prepared statement, straight on the pool TypeORM holds
 * (docs/architecture.md, "Capture"). PostgreSQL parses and plans it once per connection instead of
 * on every call, and the request skips TypeORM's query runner. For the visitors' statements
 * (createLead, submitSurvey), each a few data-modifying CTEs: the create-lead bench went from
 * about 0.5 to about 0.75 of the stack's ceiling with this alone.
 *
 * `name` must always come with the same `text` (node-postgres refuses a name reused for other SQL).
 * As for TypeORM's queries (dead-connection-retry.ts), a statement that fails because its pooled
 * connection had already died is sent once more on a fresh one (node-postgres discards the dead one).
 */
export async function runPrepared<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  try {
    return (await pool.query({ name, text, values })).rows as T[];
  } catch (error) {
    if (!connectionWasGone(error)) throw error;
    return (await pool.query({ name, text, values })).rows as T[];
  }
}
