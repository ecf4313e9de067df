import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from '../../src/database/data-source';
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX } from './test-database-cluster';

const TEMPLATE_LOCK = 7_331_001;

/** This Jest worker's PostgreSQL (test-database-cluster.ts starts one per worker). */
function adminUrl(): string {
  const urls = process.env.LEADMACHINE_TEST_ADMIN_URL?.split(' ').filter(Boolean) ?? [];
  if (urls.length === 0) throw new Error('No test PostgreSQL: run the tests through Jest (its globalSetup starts one).');
  return urls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % urls.length];
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates the template once per run, whichever test file asks first. */
async function ensureTemplate(client: Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
    if (exists.rowCount) return;
    const building = `${TEMPLATE_DATABASE}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const dataSource = createDataSource({ url: databaseUrl(building), poolSize: 2 });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE_DATABASE}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A fresh, migrated database of its own; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    await ensureTemplate(client);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  });
  return {
    url: databaseUrl(name),
    drop: () => withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** An empty database (no migrations), for tests that migrate step by step; returns its URL and a drop function. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
