import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';

/**
 * The PostgreSQL server the tests use: `TEST_DATABASE_URL` when set (its user needs CREATEDB),
 * otherwise a throwaway embedded cluster. Each test file gets its own database, cloned from a
 * migrated template, so files never see each other's rows.
 */
const scope = process.env.TEST_DATABASE_URL
  ? `${new URL(process.env.TEST_DATABASE_URL).pathname.slice(1).replace(/\W/g, '_') || 'postgres'}__`
  : '';
/**
 * On a shared server (`TEST_DATABASE_URL`) the names carry that URL's database name, so two runs
 * against one server (two checkouts, pointed at databases of their own) neither drop nor rebuild
 * each other's databases.
 */
export const TEST_DATABASE_PREFIX = `leadmachine_test_${scope}`;
export const TEMPLATE_DATABASE = `${TEST_DATABASE_PREFIX}template`;

interface ClusterState {
  embedded?: EmbeddedDatabase;
}

const state = globalThis as typeof globalThis & { __leadmachineCluster?: ClusterState };

export async function startTestCluster(): Promise<void> {
  if (process.env.LEADMACHINE_TEST_ADMIN_URL) return;
  let adminUrl: string;
  const cluster: ClusterState = {};
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'leadmachine-test-pg-'));
    cluster.embedded = await startEmbeddedPostgres({ dir, database: 'postgres', persistent: false, log: () => undefined });
    adminUrl = cluster.embedded.url;
  }
  state.__leadmachineCluster = cluster;
  process.env.LEADMACHINE_TEST_ADMIN_URL = adminUrl;
  await dropTestDatabases(adminUrl);
}

export async function stopTestCluster(): Promise<void> {
  const adminUrl = process.env.LEADMACHINE_TEST_ADMIN_URL;
  if (adminUrl) await dropTestDatabases(adminUrl).catch(() => undefined);
  await state.__leadmachineCluster?.embedded?.stop();
  state.__leadmachineCluster = undefined;
  delete process.env.LEADMACHINE_TEST_ADMIN_URL;
}

async function dropTestDatabases(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [
      TEST_DATABASE_PREFIX,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
