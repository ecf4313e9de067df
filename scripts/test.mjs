// `npm test`: formatting (Prettier), lint (ESLint, with the architecture boundaries of
// docs/architecture.md), type-check both sides, then every Jest project (unit, integration, e2e), then the
// fault tests (`npm run test:faults`: about a minute). Extra arguments go to Jest, e.g.
// `npm test -- --selectProjects unit`, and then the fault tests are left out.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['prettier', '--check', '.']);
run('npm', ['run', 'lint']);
run('npx', ['tsc', '-p', 'server', '--noEmit']);
run('npx', ['tsc', '-p', 'client', '--noEmit']);
const jestArguments = process.argv.slice(2);
run('npx', ['jest', '--ci', ...jestArguments]);
if (jestArguments.length === 0) run('npx', ['jest', '--ci', '--config', 'jest.faults.config.cjs']);
