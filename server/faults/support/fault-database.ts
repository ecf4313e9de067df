import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

export interface FaultDatabase {
  /** The `leadmachine` database (empty until a server migrates it). */
  url: string;
  /** Fast shutdown of PostgreSQL (every connection is cut); resolves when it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** One statement on a connection of its own. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Stops PostgreSQL and deletes its data. */
  destroy(): Promise<void>;
}

/** Starts postgres-control.mjs and talks to it line by line. */
export async function startFaultDatabase(): Promise<FaultDatabase> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'postgres-control.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const replies: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else replies.push(line);
  });
  const reply = (timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const queued = replies.shift();
      if (queued !== undefined) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('postgres-control did not answer')), timeoutMs);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  const command = async (line: string, expected: string) => {
    child.stdin!.write(`${line}\n`);
    const answer = await reply();
    if (answer !== expected) throw new Error(`postgres-control: ${line} -> ${answer}`);
  };

  const ready = await reply(120_000);
  if (!ready.startsWith('ready ')) throw new Error(`postgres-control: ${ready}`);
  const url = ready.slice('ready '.length);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    url,
    stop: () => command('stop', 'stopped'),
    start: () => command('start', 'started'),
    async query<T>(sql: string, params: unknown[] = []) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async destroy() {
      if (child.exitCode === null) child.stdin!.write('exit\n');
      await exited;
    },
  };
}
