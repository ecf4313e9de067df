import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from '../migrations';
import { retryFirstStatementOnDeadConnection } from '../shared/database/dead-connection-retry';
import { clientLoggingErrors } from '../shared/database/client-logging-errors';
import { describeError } from '../shared/text/safe-log';
import type { DatabaseTimeouts } from '../config';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Throwaway test databases may build the schema from the migrations; synchronize stays off. */
  logger?: (message: string) => void;
  timeouts?: DatabaseTimeouts;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, lockMs: 5_000, idleInTransactionMs: 30_000 };

export function createDataSource({
  url,
  poolSize = 20,
  logger = console.warn,
  timeouts = DEFAULT_TIMEOUTS,
}: DataSourceOptions): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // TypeORM's query-error log writes the statement with its parameters: personal data.
    logging: false,
    poolSize,
    // A request must fail fast (and /healthz say 503) when the database is unreachable, not hang.
    connectTimeoutMS: 3_000,
    // Server-side bounds on every application connection: a runaway statement, a lock wait or a
    // transaction left open cannot hold a connection (or a row) for long. query_timeout is the
    // client's own give-up, a little later than the server's.
    extra: {
      idleTimeoutMillis: 30_000,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.statementMs + 5_000,
      application_name: 'leadmachine',
      // Every connection logs its own errors, idle, held by a query runner or in between.
      Client: clientLoggingErrors((error) => logger(`database connection: ${describeError(error)}`)),
    },
    // The pool re-emits an idle connection's error, which that connection has logged already; without
    // a listener the re-emitted error would end the process (node-postgres #2635).
    poolErrorHandler: () => undefined,
  });
  retryFirstStatementOnDeadConnection(dataSource);
  return dataSource;
}
