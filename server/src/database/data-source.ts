import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from '../migrations';
import { retryFirstStatementOnDeadConnection } from '../shared/database/dead-connection-retry';
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
    },
    // Without a listener a restarted PostgreSQL would crash the process (node-postgres #2635).
    poolErrorHandler: (error: unknown) => logger(`database pool: ${describeError(error)}`),
  });
  retryFirstStatementOnDeadConnection(dataSource);
  listenForErrorsWhileCheckedOut(dataSource, logger);
  return dataSource;
}

type Connection = { on(event: 'error', listener: (error: unknown) => void): void };

/**
 * The pool listens for errors only on its idle connections. A connection handed to a query runner
 * that sits between two statements (a transaction's steps, a runner held open) has no listener, so
 * a backend terminated then (PostgreSQL restarted, pg_terminate_backend) emitted an 'error' nobody
 * heard, and that ends the process: seen once in server/test/realtime/lead-changed.test.ts. Each
 * connection gets one listener of its own the first time the driver hands it out; the runner's
 * next statement still fails, as the connection is gone.
 */
function listenForErrorsWhileCheckedOut(dataSource: DataSource, logger: (message: string) => void): void {
  const driver = dataSource.driver as unknown as { obtainMasterConnection(): Promise<[Connection, unknown]> };
  const obtain = driver.obtainMasterConnection.bind(driver);
  const listening = new WeakSet<Connection>();
  driver.obtainMasterConnection = async () => {
    const obtained = await obtain();
    const [connection] = obtained;
    if (!listening.has(connection)) {
      listening.add(connection);
      connection.on('error', (error) => logger(`database connection: ${describeError(error)}`));
    }
    return obtained;
  };
}
