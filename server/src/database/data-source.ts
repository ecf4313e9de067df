import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from '../migrations';
import { retryFirstStatementOnDeadConnection } from './dead-connection-retry';
import { describeError } from '../shared/safe-log';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Throwaway test databases may build the schema from the migrations; synchronize stays off. */
  logger?: (message: string) => void;
}

export function createDataSource({ url, poolSize = 20, logger = console.warn }: DataSourceOptions): DataSource {
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
    extra: { idleTimeoutMillis: 30_000, query_timeout: 15_000, application_name: 'leadmachine' },
    // Without a listener a restarted PostgreSQL would crash the process (node-postgres #2635).
    poolErrorHandler: (error: unknown) => logger(`database pool: ${describeError(error)}`),
  });
  retryFirstStatementOnDeadConnection(dataSource);
  return dataSource;
}
