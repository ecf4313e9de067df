// `npm test`: formatting (Prettier), lint (ESLint, with the architecture boundaries of
// docs/architecture.md), type-check both sides, the client build the browser tests need and the
// fault tests (`npm run test:faults`), side by side; then every Jest project (unit, integration,
// e2e). Extra arguments go to Jest, e.g. `npm test -- --selectProjects unit`, and then the fault
// tests are left out.
//
// The checks before Jest are mostly single-threaded tools, so they all run at once and the system
// shares the cores among them (a fixed number of lanes packs them worse: their times vary with the
// ESLint cache and the machine); each one's output is printed in one piece when it ends. The fault
// tests run one file at a time and mostly wait (on PostgreSQL stopping and starting, on a server
// draining): about 45 s of CPU in 55 s on two cores, so beside the checks they cost little, where
// after Jest they would add their whole minute. Their time limits are seconds against the tens of
// milliseconds they measure (server/faults).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `command` with its output collected; resolves to { name, status, output, seconds }. */
function collect(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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
const browserTests = jestArguments.length === 0 || jestArguments.some((argument) => argument.includes('e2e'));
await runChecks([
  // Builds only when the client's sources are newer than its last build (scripts/build.mjs); the
  // e2e project's global setup would otherwise build it after the checks, on its own.
  ...(browserTests ? [['client build', 'node', ['scripts/build.mjs', '--only', 'client']]] : []),
  ['eslint', 'npm', ['run', 'lint']],
  ['tsc client', 'npx', ['tsc', '-p', 'client', '--noEmit']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
  ['tsc server', 'npx', ['tsc', '-p', 'server', '--noEmit']],
  ...(jestArguments.length === 0 ? [['fault tests', 'npx', ['jest', '--ci', '--config', 'jest.faults.config.cjs']]] : []),
]);
run('npx', ['jest', '--ci', ...jestArguments]);
