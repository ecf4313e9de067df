// `npm run bench [-- suite-name ...] [-- --no-write]`: builds the server if needed, runs the suites
// of bench/suites/ (all, or those named) one after the other, prints their figures and appends a
// dated section to docs/benchmarks-history.md (docs/benchmarks.md, the current figures, is kept by
// hand). See bench/README.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../scripts/build.mjs';
import { createContext, ROOT } from './lib/context.mjs';
import { append, commit, machine, section } from './lib/report.mjs';

const args = process.argv.slice(2);
const write = !args.includes('--no-write');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const log = (line) => console.log(`[bench] ${line}`);

const suitesDir = join(ROOT, 'bench', 'suites');
const suites = [];
for (const file of readdirSync(suitesDir)
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  const module = await import(pathToFileURL(join(suitesDir, file)).href);
  const suite = module.default;
  // A script run on its own (e.g. `node bench/suites/x.mjs`) has no suite to offer: skipped in a
  // full run, an error only when asked for by name.
  if (!suite?.name || typeof suite.run !== 'function') {
    if (wanted.includes(file.replace(/\.mjs$/, ''))) throw new Error(`${file} must export default { name, run(context) }`);
    if (wanted.length === 0) log(`skipping ${file}: it does not export default { name, run(context) }`);
    continue;
  }
  if (wanted.length === 0 || wanted.includes(suite.name)) suites.push(suite);
}
if (suites.length === 0) {
  console.error(`No suite matches ${wanted.join(', ')}.`);
  process.exit(1);
}

build('server');
const date = new Date();
const context = await createContext({ log });
const results = [];
try {
  for (const suite of suites) {
    log(`suite ${suite.name}`);
    const started = Date.now();
    try {
      const outcome = await suite.run(context);
      results.push({ name: suite.name, description: suite.description, ...outcome });
      for (const figure of outcome.figures) {
        const verdict = figure.met === true ? 'MET' : figure.met === false ? 'NOT MET' : '';
        log(`  ${figure.name}: ${figure.value}${figure.goal ? ` (goal ${figure.goal}) ${verdict}` : ''}`);
      }
    } catch (error) {
      console.error(error);
      results.push({ name: suite.name, description: suite.description, error: error.message ?? String(error) });
    }
    log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const text = section({ date, machine: machine(), commit: commit(), postgres: await context.postgresVersion(), results });
  if (write) {
    append(text);
    log('appended to docs/benchmarks-history.md');
  } else {
    console.log(text);
  }
} finally {
  await context.close();
}
process.exit(results.some((result) => result.error) ? 1 : 0);
