// What each public page downloads on load, before the visitor does anything: the JavaScript its
// HTML loads (entry script, modulepreloads, prefetches; the islands load only when the visitor
// acts) and its stylesheets, gzip level 9 as the server sends them, and the HTML document itself.
// Also checks that no admin, Apollo or react-dnd module is in those chunks. Goals (issue 26): at
// most 50 KB of JavaScript (gzip) and at most 80 KB of HTML (uncompressed) per page.
//
//   node bench/suites/bundle-size.mjs            # prints the rows as a table
//   npm run bench -- bundle-size                   # the runner: figures appended to docs/benchmarks-history.md
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'client', 'dist');

export const name = 'bundle-size';

const JS_GOAL_KB = 50;
const HTML_GOAL_KB = 80;
/** Modules a public page must never download up front. */
const FORBIDDEN = [/^src\/admin\//, /node_modules\/@apollo\//, /node_modules\/react-dnd/, /node_modules\/graphql\//];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The files an HTML page loads first: its module script, modulepreloads, prefetches and stylesheets. */
function initialAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (/^<script\b[^>]*type="module"/.test(tag) || /rel="(?:modulepreload|prefetch)"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  return { js: [...js], css: [...css] };
}

function inlineStyleBytes(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

async function ensureBuilt() {
  const { build } = await import(pathToFileURL(join(root, 'scripts', 'build.mjs')).href);
  build('client');
  if (!existsSync(join(dist, 'prerender.json'))) throw new Error('client/dist has no prerender.json after building');
}

export async function run() {
  await ensureBuilt();
  const manifest = JSON.parse(readFileSync(join(dist, 'prerender.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8'));
  const pages = { ...manifest.pages, '(404)': manifest.notFound };
  const rows = [];

  for (const [route, file] of Object.entries(pages)) {
    const html = readFileSync(join(dist, file), 'utf8');
    const { js, css } = initialAssets(html);
    const read = (asset) => readFileSync(join(dist, asset));
    const jsGzip = js.reduce((sum, asset) => sum + gzipSize(read(asset)), 0);
    const cssGzip = css.reduce((sum, asset) => sum + gzipSize(read(asset)), 0);
    const forbidden = js.flatMap((asset) =>
      (chunkModules[asset.replace(/^\//, '')]?.modules ?? []).filter((module) => FORBIDDEN.some((pattern) => pattern.test(module))),
    );
    rows.push(
      {
        metric: `${route} initial JS (gzip, ${js.length} files)`,
        value: kb(jsGzip),
        unit: 'KB',
        goal: JS_GOAL_KB,
        met: kb(jsGzip) <= JS_GOAL_KB,
      },
      { metric: `${route} initial CSS files (gzip)`, value: kb(cssGzip), unit: 'KB', goal: null, met: null },
      {
        metric: `${route} inline critical CSS (gzip)`,
        value: kb(gzipSize(Buffer.from(inlineStyleBytes(html)))),
        unit: 'KB',
        goal: null,
        met: null,
      },
      {
        metric: `${route} HTML document`,
        value: kb(Buffer.byteLength(html)),
        unit: 'KB',
        goal: HTML_GOAL_KB,
        met: kb(Buffer.byteLength(html)) <= HTML_GOAL_KB,
      },
      { metric: `${route} HTML document (gzip)`, value: kb(gzipSize(Buffer.from(html))), unit: 'KB', goal: null, met: null },
      {
        metric: `${route} admin/Apollo/react-dnd modules in initial JS`,
        value: forbidden.length,
        unit: 'modules',
        goal: 0,
        met: forbidden.length === 0,
      },
    );
  }
  return rows;
}

export default {
  name,
  description:
    'JavaScript and CSS each public page loads on load (entry, modulepreloads, prefetches, stylesheets), gzip level 9, and ' +
    'its HTML document, from the prerendered HTML of the production build. Goals (issue 26): at most 50 KB of JavaScript ' +
    'and 80 KB of HTML; no admin, Apollo or react-dnd module.',
  async run() {
    const rows = await run();
    const figures = rows
      .filter((row) => row.goal !== null)
      .map((row) => ({
        name: row.metric,
        value: `${row.value} ${row.unit}`,
        goal: row.unit === 'KB' ? `<= ${row.goal} KB` : `${row.goal}`,
        met: row.met,
      }));
    const css = rows.filter((row) => row.goal === null && / initial CSS files/.test(row.metric));
    const inline = rows.filter((row) => row.goal === null && /inline critical CSS/.test(row.metric));
    const html = rows.filter((row) => row.goal === null && /HTML document \(gzip\)/.test(row.metric));
    const range = (list) => `${Math.min(...list.map((row) => row.value))}-${Math.max(...list.map((row) => row.value))} KB`;
    return {
      figures,
      notes: [`Per page also (gzip): CSS files ${range(css)}, inline critical CSS ${range(inline)}, HTML document ${range(html)}.`],
    };
  },
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await run();
  const width = Math.max(...rows.map((row) => row.metric.length));
  for (const row of rows) {
    const goal = row.goal === null ? '' : `  (goal ${row.unit === 'KB' ? '<=' : '='} ${row.goal}: ${row.met ? 'met' : 'NOT MET'})`;
    console.log(`${row.metric.padEnd(width)}  ${String(row.value).padStart(7)} ${row.unit}${goal}`);
  }
  if (rows.some((row) => row.met === false)) process.exitCode = 1;
}
