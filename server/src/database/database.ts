import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from './data-source';
import { runMigrationsLocked } from './migrate';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  url: string;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

export async function openDatabase(config: Config, log: (line: string) => void = console.log): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: join(config.dataDir, 'postgres'), database: 'leadmachine', persistent: true, log });
    url = embedded.url;
    if (!embedded.joined) log(`embedded PostgreSQL started (data in ${join(config.dataDir, 'postgres')})`);
  }
  const dataSource = createDataSource({ url, poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts });
  try {
    await dataSource.initialize();
    const applied = await runMigrationsLocked(dataSource);
    if (applied.length > 0) log(`migrations applied: ${applied.map((m) => m.name).join(', ')}`);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
