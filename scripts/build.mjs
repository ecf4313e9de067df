// Builds the server and the client when their sources are newer than their last build, so that
// `npm start` after a restart takes seconds. `node scripts/build.mjs --force` rebuilds anyway;
// `--only client` builds one of the two.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const targets = {
  server: {
    sources: [
      'server/src',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
      'server/package.json',
      'tsconfig.json',
      'package-lock.json',
    ],
    stamp: 'server/dist/.build-stamp',
    command: ['npm', ['run', 'build', '-w', 'server']],
  },
  client: {
    sources: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/vite.config.ts',
      'client/scripts',
      'client/tsconfig.json',
      'client/package.json',
      'package-lock.json',
    ],
    stamp: 'client/dist/.build-stamp',
    command: ['npm', ['run', 'build', '-w', 'client']],
  },
};

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(name) {
  const target = targets[name];
  const stamp = join(root, target.stamp);
  if (!existsSync(stamp)) return true;
  return Math.max(...target.sources.map(newestMtime)) > statSync(stamp).mtimeMs;
}

export function build(name, { force = false } = {}) {
  if (!force && !isStale(name)) return false;
  console.log(`Building the ${name}...`);
  const [command, args] = targets[name].command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`Building the ${name} failed (exit code ${result.status}).`);
  writeFileSync(join(root, targets[name].stamp), new Date().toISOString() + '\n');
  return true;
}

export function buildAll(options) {
  build('server', options);
  build('client', options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const force = process.argv.includes('--force');
    // `--only client` (or server): one of the two, as scripts/test.mjs wants for the browser tests.
    const only = process.argv[process.argv.indexOf('--only') + 1];
    if (process.argv.includes('--only') && !(only in targets)) throw new Error(`--only takes one of: ${Object.keys(targets).join(', ')}`);
    if (process.argv.includes('--only')) build(only, { force });
    else buildAll({ force });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
