// `npm test`: every Jest project (unit, integration, e2e; the e2e project's global setup builds the
// client first when its sources changed), and beside it the checks: formatting (Prettier), lint
// (ESLint, with the architecture boundaries of docs/architecture.md), both sides' types, and the
// fault tests (`npm run test:faults`). Extra arguments go to Jest, e.g. `npm test -- --selectProjects
// unit`, and then the fault tests are left out. The exit status is the first failure's.
//
// All at once, because the run is CPU work and two cores do it fastest kept busy: the checks are
// single-threaded tools whose times vary with the ESLint cache and the machine, and the fault tests
// (one file at a time) mostly wait on PostgreSQL stopping and starting. Run one after the other,
// they left one core idle for about a minute (docs/operations.md, "The test command"). Each
// check's output is printed in one piece when it ends; Jest's as it goes. The fault tests' limits
// are seconds, against the tens of milliseconds they measure (server/faults).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

/** Runs `command`, its output collected (`inherit`: printed as it goes); resolves to { name, status, output, seconds }. */
function start(name, command, args, { inherit = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd: root, stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({ name, status: status ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** A check: its output printed in one piece when it ends. */
const check = (name, command, args) =>
  start(name, command, args).then((result) => {
    process.stdout.write(`\n> ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
    return result;
  });

const jestArguments = process.argv.slice(2);
const results = await Promise.all([
  start('jest', 'npx', ['jest', '--ci', ...jestArguments], { inherit: true }),
  check('eslint', 'npm', ['run', 'lint']),
  check('tsc client', 'npx', ['tsc', '-p', 'client', '--noEmit']),
  check('prettier', 'npx', ['prettier', '--check', '.']),
  check('tsc server', 'npx', ['tsc', '-p', 'server', '--noEmit']),
  ...(jestArguments.length === 0 ? [check('fault tests', 'npx', ['jest', '--ci', '--config', 'jest.faults.config.cjs'])] : []),
]);
const failed = results.filter((result) => result.status !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(failed[0].status);
}
