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
  embedded: EmbeddedDatabase[];
}

const state = globalThis as typeof globalThis & { __leadmachineCluster?: ClusterState };

/**
 * Starts the test PostgreSQL: with `TEST_DATABASE_URL` that server, otherwise one embedded cluster
 * per Jest worker. Files in parallel must not share a cluster: transaction ids and snapshots are
 * cluster-wide, so one file's open transaction would hold back another database's event log
 * readers (the live feed, the mail and webhook dispatcher, the summary's catch-up), which wait for
 * every older transaction to end. The admin URLs go to the workers in LEADMACHINE_TEST_ADMIN_URL,
 * space-separated; each worker takes the one of its JEST_WORKER_ID (test-database.ts).
 */
export async function startTestCluster(workers = 1): Promise<void> {
  if (process.env.LEADMACHINE_TEST_ADMIN_URL) return;
  const cluster: ClusterState = { embedded: [] };
  state.__leadmachineCluster = cluster;
  let adminUrls: string[];
  if (process.env.TEST_DATABASE_URL) {
    // One server for every worker: run one file at a time there (TEST_WORKERS=1) for the reason above.
    adminUrls = [process.env.TEST_DATABASE_URL];
  } else {
    // One after another: each picks a free port when it starts.
    for (let i = 0; i < Math.max(1, workers); i++) {
      const dir = mkdtempSync(join(tmpdir(), 'leadmachine-test-pg-'));
      cluster.embedded.push(await startEmbeddedPostgres({ dir, database: 'postgres', persistent: false, log: () => undefined }));
    }
    adminUrls = cluster.embedded.map((embedded) => embedded.url);
  }
  process.env.LEADMACHINE_TEST_ADMIN_URL = adminUrls.join(' ');
  for (const adminUrl of adminUrls) await dropTestDatabases(adminUrl);
}

export async function stopTestCluster(): Promise<void> {
  const adminUrls = process.env.LEADMACHINE_TEST_ADMIN_URL?.split(' ') ?? [];
  for (const adminUrl of adminUrls) await dropTestDatabases(adminUrl).catch(() => undefined);
  for (const embedded of state.__leadmachineCluster?.embedded ?? []) await embedded.stop();
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
