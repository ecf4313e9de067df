// What a suite gets: fresh databases on one PostgreSQL (embedded, or BENCH_DATABASE_URL), the real
// server started as a production process, a GraphQL client, and the server's built modules.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from './load.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
const require = createRequire(join(ROOT, 'server', 'package.json'));

/** A module of the built server (server/dist), e.g. dist('scripts/bulk-leads'). */
export function dist(path) {
  return require(join(ROOT, 'server', 'dist', path));
}

/** The Node options `npm start` runs the server with (package.json's start script). */
const START_NODE_OPTIONS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));

const ADMIN = { email: 'bench-admin@example.nl', password: 'bench-password-that-is-long-enough' };

export async function createContext({ log }) {
  require('reflect-metadata');
  const pg = require('pg');
  const { freePort, startEmbeddedPostgres } = dist('database/embedded-postgres');
  const { createDataSource } = dist('database/data-source');

  let embedded;
  let dataDir;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'leadmachine-bench-pg-'));
    log('starting an embedded PostgreSQL for the benchmarks');
    embedded = await startEmbeddedPostgres({ dir: dataDir, database: 'postgres', persistent: false, log: () => undefined });
    adminUrl = embedded.url;
  }
  const servers = new Set();
  const databases = [];
  const dataSources = [];

  const withAdmin = (work) => withDatabase(adminUrl, work);
  const withDatabase = async (connectionString, work) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  const context = {
    log,
    dist,
    pg,
    /** Runs `work(client)` on one connection to `url`, then closes it. */
    withDatabase,
    async postgresVersion() {
      return withAdmin(async (client) => (await client.query('SHOW server_version')).rows[0].server_version);
    },

    /** A fresh database with the product's migrations applied; returns its URL and an open DataSource. */
    async createDatabase(name) {
      const database = `bench_${name}_${Date.now().toString(36)}`;
      await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
      databases.push(database);
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      const dataSource = createDataSource({ url: url.toString(), poolSize: 4 });
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      dataSources.push(dataSource);
      return { url: url.toString(), dataSource };
    },

    /** Starts `node <script>` with `env` and waits until GET <healthPath> answers 200. */
    async startProcess(script, env, { healthPath = '/healthz', nodeArgs = [] } = {}) {
      const port = await freePort();
      const child = spawn(process.execPath, [...nodeArgs, script], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const url = `http://127.0.0.1:${port}`;
      const agent = new http.Agent();
      for (let attempt = 0; ; attempt++) {
        if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
        try {
          const response = await request(agent, url + healthPath, { method: 'GET' });
          if (response.status === 200) break;
        } catch {
          // not listening yet
        }
        if (attempt > 300) throw new Error(`${script} did not become healthy:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const server = {
        url,
        async stop() {
          servers.delete(server);
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
      servers.add(server);
      return server;
    },

    /**
     * The product's server in production mode on `databaseUrl`, with the Node options `npm start`
     * gives it (nodeArgs adds to them, e.g. ['--cpu-prof'] to profile it).
     */
    startServer(databaseUrl, env = {}, { nodeArgs = [] } = {}) {
      return context.startProcess(
        join(ROOT, 'server', 'dist', 'main.js'),
        {
          NODE_ENV: 'production',
          SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0000',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          DATABASE_URL: databaseUrl,
          ...env,
        },
        { nodeArgs: [...START_NODE_OPTIONS, ...nodeArgs] },
      );
    },

    /**
     * Headers for admin requests: signs in when the server has `login` (the accounts work), and
     * sends nothing while admin operations are still open.
     */
    async adminHeaders(server) {
      const agent = new http.Agent();
      const response = await request(agent, `${server.url}/graphql`, {
        body: {
          query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
          variables: ADMIN,
        },
      });
      const body = JSON.parse(response.body);
      if (body.errors?.some((error) => /Cannot query field "login"/.test(error.message))) return {};
      if (body.errors?.length) throw new Error(`login failed: ${response.body}`);
      const cookies = [].concat(response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
      return { cookie: cookies.join('; ') };
    },

    /** A GraphQL call that fails loudly on errors. */
    async graphql(server, query, variables, headers = {}, agent = new http.Agent({ keepAlive: true })) {
      const response = await request(agent, `${server.url}/graphql`, { body: { query, variables }, headers });
      const body = JSON.parse(response.body);
      if (response.status !== 200 || body.errors)
        throw new Error(`GraphQL error (HTTP ${response.status}): ${response.body.slice(0, 500)}`);
      return body.data;
    },

    async close() {
      for (const server of [...servers]) await server.stop();
      for (const dataSource of dataSources) if (dataSource.isInitialized) await dataSource.destroy();
      if (embedded) {
        await embedded.stop();
        rmSync(dataDir, { recursive: true, force: true });
      } else {
        await withAdmin(async (client) => {
          for (const database of databases) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        });
      }
    },
  };
  return context;
}
