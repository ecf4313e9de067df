// `npm test`: formatting (Prettier), lint (ESLint, with the architecture boundaries of
// docs/architecture.md), both sides' types, the client build the browser tests need, the unit tests
// and the fault tests (`npm run test:faults`), side by side; then Jest's integration and browser
// projects. Extra arguments go to Jest instead, e.g. `npm test -- --selectProjects unit`: then the
// checks run first and Jest runs with those arguments, without the fault tests.
//
// The run is CPU work, so the cores are kept busy: the checks are single-threaded tools (their
// times vary with the ESLint cache and the machine, so they all start at once rather than in fixed
// lanes), the unit tests fill the cores ESLint leaves idle at the end, and the fault tests (one file
// at a time) mostly wait on PostgreSQL stopping and starting. The fault tests are about timing (a
// request sent before SIGTERM must be read and answered), so everything beside them runs at a lower
// CPU priority (`nice`): at full priority, seven busy processes on two cores once left a request
// unread for 0.6 s, and the drain closed its socket (docs/operations.md, "The test command"). The
// integration and browser tests run alone afterwards: they keep both cores busy, and some of them
// are about timing too (beside the checks, a burst of 60 visitors on a pool of ten connections
// waited 3 s for a connection and got 503).
// Each check's output is printed in one piece when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `nice` where there is one (Linux, macOS): a check gives way to the tests beside it. */
const lowPriority = process.platform === 'win32' ? [] : ['nice', '-n', '10'];

/**
 * Runs `command` with its output collected, at a lower CPU priority unless `priority` is 'normal';
 * resolves to { name, status, output, seconds }.
 */
function collect(name, command, args, priority = 'low') {
  const started = Date.now();
  const [program, ...programArgs] = priority === 'low' ? [...lowPriority, command, ...args] : [command, ...args];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({ name, status: status ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Runs the checks `parallel` at a time, in the order given; exits when one fails, after the others end. */
async function runChecks(checks, parallel = checks.length) {
  const queue = [...checks];
  const failed = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await collect(...check);
      process.stdout.write(`\n> ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
      if (result.status !== 0) {
        failed.push(result);
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(failed[0].status);
  }
}

const jestArguments = process.argv.slice(2);
const everything = jestArguments.length === 0;
const browserTests = everything || jestArguments.some((argument) => argument.includes('e2e'));
await runChecks([
  // Builds only when the client's sources are newer than its last build (scripts/build.mjs); the
  // e2e project's global setup would otherwise build it after the checks, on its own.
  ...(browserTests ? [['client build', 'node', ['scripts/build.mjs', '--only', 'client']]] : []),
  ['eslint', 'npm', ['run', 'lint']],
  ['tsc client', 'npx', ['tsc', '-p', 'client', '--noEmit']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
  ['tsc server', 'npx', ['tsc', '-p', 'server', '--noEmit']],
  ...(everything
    ? [
        ['unit tests', 'npx', ['jest', '--ci', '--selectProjects', 'unit']],
        ['fault tests', 'npx', ['jest', '--ci', '--config', 'jest.faults.config.cjs'], 'normal'],
      ]
    : []),
]);
run('npx', ['jest', '--ci', ...(everything ? ['--selectProjects', 'integration', 'e2e'] : jestArguments)]);
