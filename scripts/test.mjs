// `npm test`: type-check both sides, then every Jest project (unit, integration, e2e).
// Extra arguments go to Jest, e.g. `npm test -- --selectProjects unit`.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsc', '-p', 'server', '--noEmit']);
run('npx', ['tsc', '-p', 'client', '--noEmit']);
run('npx', ['jest', '--ci', ...process.argv.slice(2)]);
