/**
 * The embedded PostgreSQL starts or says why in one line (docs/operations.md, "Embedded database").
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabaseError, startEmbeddedPostgres } from '../../src/database/embedded-postgres';

const quiet = () => undefined;

async function answers(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-pg-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a data directory of another PostgreSQL major version in one line', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'cluster'), { recursive: true });
    writeFileSync(join(dir, 'cluster', 'PG_VERSION'), '16\n');
    const start = startEmbeddedPostgres({ dir, database: 'x', persistent: false, log: quiet });
    await expect(start).rejects.toBeInstanceOf(EmbeddedDatabaseError);
    await expect(start).rejects.toThrow(/^embedded PostgreSQL: the data in .* was made by PostgreSQL 16, this is PostgreSQL 18; [^\n]*$/);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'as root, says in one line what to do when the postgres user cannot reach the data',
    async () => {
      const closed = tempDir();
      chmodSync(closed, 0o700);
      const start = startEmbeddedPostgres({ dir: join(closed, 'data'), database: 'x', persistent: false, log: quiet });
      await expect(start).rejects.toThrow(new RegExp(`^embedded PostgreSQL: .* cannot enter ${closed}; set DATA_DIR [^\\n]*$`));
    },
  );

  // A real full disk: a 16 MB tmpfs (initdb needs more), where this machine lets root mount one.
  const smallDisk = join(tmpdir(), `embedded-pg-full-${process.pid}`);
  mkdirSync(smallDisk, { recursive: true });
  const mounted = process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', smallDisk]).status === 0;
  afterAll(() => {
    if (mounted) spawnSync('umount', [smallDisk]);
    rmSync(smallDisk, { recursive: true, force: true });
  });

  (mounted ? it : it.skip)('on a full disk, says so in one line and exits non-zero', async () => {
    const script = join(__dirname, '..', 'support', 'embedded-start.ts');
    const child = spawn(process.execPath, ['-r', '@swc-node/register', script, join(smallDisk, 'data'), 'once'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toMatch(/^ERROR embedded PostgreSQL did not initialise \(data in [^)]*\): the disk is full \([^\n]*\n$/);
  });

  it('lets a second process use the running server, and clears a stale lock without signalling its pid', async () => {
    const dir = tempDir();
    const script = join(__dirname, '..', 'support', 'embedded-start.ts');
    const run = (mode: string) =>
      spawn(process.execPath, ['-r', '@swc-node/register', script, dir, mode], { stdio: ['pipe', 'pipe', 'inherit'] });
    const firstLine = (child: ReturnType<typeof run>) =>
      new Promise<string>((resolve) => {
        let out = '';
        child.stdout!.on('data', (chunk) => {
          out += chunk;
          if (out.includes('\n')) resolve(out.split('\n')[0]);
        });
      });
    const ended = (child: ReturnType<typeof run>) => new Promise((resolve) => child.once('exit', resolve));

    const server = run('hold');
    const serverUrl = await firstLine(server);
    expect(serverUrl).toMatch(/^postgres:/);
    // `npm run seed` while the server runs: the same server, left running afterwards.
    const seed = run('once');
    const seedUrl = await firstLine(seed);
    await ended(seed);
    expect(new URL(seedUrl).port).toBe(new URL(serverUrl).port);
    expect(await answers(serverUrl)).toBe(1);
    server.stdin!.end();
    await ended(server);

    // A postmaster.pid left behind whose pid now belongs to an unrelated process.
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      const cluster = join(dir, 'cluster');
      writeFileSync(join(cluster, 'postmaster.pid'), `${unrelated.pid}\n${cluster}\n0\n5999\n\n127.0.0.1\n0 0\nready\n`);
      const next = run('hold');
      const url = await firstLine(next);
      expect(await answers(url)).toBe(1);
      expect(unrelated.exitCode).toBeNull();
      expect(unrelated.signalCode).toBeNull();
      next.stdin!.end();
      await ended(next);
    } finally {
      unrelated.kill();
    }
  });
});
