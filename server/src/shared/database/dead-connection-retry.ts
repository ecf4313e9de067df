import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The pool's idle connections die with their backend (PostgreSQL restarted, pg_terminate_backend,
 * a proxy's idle cut), and the pool learns of it only when the error arrives. A request in that
 * window gets a dead connection and would fail though the database is fine.
 *
 * So a query runner whose FIRST statement fails because its connection was already gone drops that
 * connection and sends the statement once more on a fresh one. Only the first statement: until it
 * answered, nothing of this runner ran (later ones may be part of a transaction that is lost and is
 * the caller's to retry). A failure to connect at all is not retried: the database is down, and
 * the request fails fast with 503.
 *
 * Residual risk: a backend killed between executing an autocommit statement and sending its reply
 * would run that statement twice. Terminations arrive while backends sit idle, so this is remote.
 */
const GONE_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
// "Connection terminated due to connection timeout" is a failure to connect, not a dead connection.
const GONE_MESSAGES = /Connection terminated(?! due to connection timeout)|not queryable|Client was closed/i;

export function connectionWasGone(error: unknown): boolean {
  const inner = (error as { driverError?: unknown })?.driverError ?? error;
  const { code, message } = (inner ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && GONE_CODES.has(code)) || (typeof message === 'string' && GONE_MESSAGES.test(message));
}

interface RunnerInternals {
  databaseConnection?: unknown;
  databaseConnectionPromise?: unknown;
  isReleased: boolean;
  releasePostgresConnection(error?: unknown): Promise<void>;
}

export function retryFirstStatementOnDeadConnection(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as { createQueryRunner(mode: 'master' | 'slave'): QueryRunner };
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = create(mode);
    const internals = runner as unknown as RunnerInternals;
    const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
    let first = true;
    runner.query = (async (...args: unknown[]) => {
      const isFirst = first;
      first = false;
      try {
        return await query(...args);
      } catch (error) {
        if (!isFirst || internals.databaseConnection === undefined || !connectionWasGone(error)) throw error;
        // Hand the dead connection back as broken (the pool destroys it) and take another.
        await internals.releasePostgresConnection(error);
        internals.isReleased = false;
        internals.databaseConnection = undefined;
        internals.databaseConnectionPromise = undefined;
        return query(...args);
      }
    }) as QueryRunner['query'];
    return runner;
  };
}
