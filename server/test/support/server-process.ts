import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { TEST_SESSION_SECRET } from './test-app';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** SIGTERM and wait for the clean shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * A real second server: `node -r @swc-node/register server/src/main.ts` in its own process, on
 * the given database, sharing nothing in memory with the test. Used to show that two processes on
 * one database behave as one product (sessions, live updates).
 */
export async function startServerProcess(options: { databaseUrl: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const serverDir = join(REPO_ROOT, 'server');
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      PORT: '0',
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server process did not start within 60 s:\n${output}`)), 60_000);
    const onData = () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${code}) before listening:\n${output}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
