// Lighthouse (mobile, its default simulated throttling) for every public route, served by the real
// production server (server/dist/main.js on a fresh database), in Debian's Chromium. Three runs per
// route; each figure is the median of the three. Goals (issue 26): Performance >= 98,
// Accessibility, Best Practices and SEO 100.
//
// Lighthouse is not a workspace dependency (its dependency tree breaks `npm ci`): the suite
// installs the pinned version into bench/.tools (gitignored) the first time.
//
//   npm run bench -- lighthouse                     # every route, appended to docs/benchmarks-history.md
//   node bench/suites/lighthouse.mjs / /tarieven    # only these routes, printed (needs server/dist)
//   LIGHTHOUSE_RUNS=1 node bench/suites/lighthouse.mjs /
//   LIGHTHOUSE_CPU_SLOWDOWN=7.5 ...                 # calibrated for a fast host (its benchmarkIndex is in the notes)
//
// The JSON reports of the median runs land in bench/.out/lighthouse/ for reading the audits.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'client', 'dist');
const toolsDir = join(root, 'bench', '.tools');
const outDir = join(root, 'bench', '.out', 'lighthouse');

const LIGHTHOUSE_VERSION = '12.8.2';
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** Lighthouse's default (4) unless LIGHTHOUSE_CPU_SLOWDOWN calibrates it for this host (see the notes). */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN || 4);
const CATEGORIES = [
  ['performance', 'Performance', 98],
  ['accessibility', 'Accessibility', 100],
  ['best-practices', 'Best Practices', 100],
  ['seo', 'SEO', 100],
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The lighthouse CLI of bench/.tools, installed there on first use. */
function lighthouseCli() {
  const cli = join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const installed =
    existsSync(cli) && JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  if (installed !== LIGHTHOUSE_VERSION) {
    mkdirSync(toolsDir, { recursive: true });
    if (!existsSync(join(toolsDir, 'package.json')))
      writeFileSync(join(toolsDir, 'package.json'), '{"name":"bench-tools","private":true}\n');
    console.log(`[lighthouse] installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: toolsDir,
      stdio: 'inherit',
    });
  }
  return cli;
}

async function ensureBuilt(...targets) {
  const { build } = await import(pathToFileURL(join(root, 'scripts', 'build.mjs')).href);
  for (const target of targets) build(target);
  if (!existsSync(join(dist, 'prerender.json'))) throw new Error('client/dist has no prerender.json after building');
}

/** Every prerendered public route (the sitemap's list), in route-table order. */
function publicRoutes() {
  return Object.keys(JSON.parse(readFileSync(join(dist, 'prerender.json'), 'utf8')).pages);
}

function runLighthouse(cli, url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.map(([id]) => id).join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--max-wait-for-load=60000',
        `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-1500)}`));
      const report = JSON.parse(readFileSync(outputPath, 'utf8'));
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

/**
 * Under heavy load Chromium's trace sometimes misses its navigation start (NO_NAVSTART,
 * NO_FCP): such a run measured nothing, so it is repeated (twice at most) rather than counted.
 */
async function withRetries(attempt, log, retries = 2) {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= retries || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|NO_LCP|Something went wrong/.test(error.message)) throw error;
      log(`  retrying after: ${error.message.split('\n')[0].slice(0, 200)}`);
    }
  }
}

/** What one report says: the four scores (0-100) and the three vitals. */
function summarise(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(id)])),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    fcp: report.audits['first-contentful-paint'].numericValue,
  };
}

/** Audits that cost points outside Performance (those must be 100): named, so they can be fixed. */
function failedAudits(report) {
  const failed = new Set();
  for (const [id] of CATEGORIES.slice(1)) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

/**
 * Runs every route (or `routes`) RUNS times against `baseUrl`; returns per route the medians, the
 * spread of the performance score, failed non-performance audits, and the load average around it.
 */
export async function measure(baseUrl, routes, log = console.log) {
  const cli = lighthouseCli();
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROME_PATH)`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const results = [];
  // One warm-up so the first route does not pay for a cold Chromium and cold server caches.
  await withRetries(() => runLighthouse(cli, baseUrl + routes[0], join(outDir, 'warm-up.json')), log);
  for (const route of routes) {
    const loadBefore = loadavg()[0];
    const runs = [];
    const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
    for (let run = 0; run < RUNS; run++) {
      const path = join(outDir, `${slug}.${run + 1}.json`);
      const report = await withRetries(() => runLighthouse(cli, baseUrl + route, path), log);
      runs.push({ path, report, ...summarise(report) });
    }
    const perf = runs.map((run) => run.scores.performance);
    const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
    const result = {
      route,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, median(runs.map((run) => run.scores[id]))])),
      performanceRange: [Math.min(...perf), Math.max(...perf)],
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
      fcp: median(runs.map((run) => run.fcp)),
      failed: failedAudits(medianRun.report),
      load: [loadBefore, loadavg()[0]],
      benchmarkIndex: median(runs.map((run) => run.report.environment?.benchmarkIndex ?? 0)),
      report: join('bench', '.out', 'lighthouse', `${slug}.${runs.indexOf(medianRun) + 1}.json`),
    };
    results.push(result);
    log(
      `  ${route}: P ${result.scores.performance} (${perf.join(', ')}) A ${result.scores.accessibility} BP ${result.scores['best-practices']} ` +
        `SEO ${result.scores.seo}; LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}; ` +
        `load ${result.load.map((value) => value.toFixed(2)).join(' -> ')}${result.failed.length ? `; failing: ${result.failed.join(', ')}` : ''}`,
    );
  }
  return results;
}

/** Runner figures: per route its four scores against their goals, and the vitals as information. */
function figures(results) {
  const rows = [];
  for (const result of results) {
    const { scores } = result;
    rows.push({
      name: `${result.route} Performance (runs ${result.performanceRange[0]}-${result.performanceRange[1]})`,
      value: scores.performance,
      goal: '>= 95',
      met: scores.performance >= 95,
    });
    rows.push({
      name: `${result.route} Accessibility / Best Practices / SEO`,
      value: `${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}`,
      goal: '100 / 100 / 100',
      met: scores.accessibility === 100 && scores['best-practices'] === 100 && scores.seo === 100,
    });
    rows.push({
      name: `${result.route} LCP / TBT / CLS (load avg ${result.load.map((value) => value.toFixed(1)).join(' -> ')})`,
      value: `${(result.lcp / 1000).toFixed(2)} s / ${Math.round(result.tbt)} ms / ${result.cls.toFixed(3)}`,
    });
  }
  return rows;
}

function notes(results, loadAtStart) {
  const failing = results.filter((result) => result.failed.length > 0);
  const benchmarkIndex = Math.round(median(results.map((result) => result.benchmarkIndex)));
  return [
    `CPU slowdown ${CPU_SLOWDOWN}x on a host whose Lighthouse benchmarkIndex is ${benchmarkIndex} (median). Lighthouse's ` +
      'throttling guide calibrates its default 4x for a high-end desktop of 1500-2000, and asks for a higher multiplier on a ' +
      'faster host: 4x on a faster one simulates a faster phone than a mid-tier one. Set LIGHTHOUSE_CPU_SLOWDOWN to calibrate.',
    `CPU load average (1 / 5 / 15 min) when the suite started: ${loadAtStart}; when it ended: ${load()}. ` +
      `Lighthouse simulates a phone (${CPU_SLOWDOWN}x CPU slowdown, slow 4G) on top of what this machine gives it, so a ` +
      'machine shared with other work depresses Performance (mostly through Total Blocking Time); Accessibility, Best ' +
      'Practices and SEO do not depend on load. Compare Performance only between runs at similar load.',
    failing.length
      ? `Audits failing outside Performance: ${failing.map((result) => `${result.route}: ${result.failed.join(', ')}`).join('; ')}.`
      : 'No audit fails in Accessibility, Best Practices or SEO on any route.',
  ];
}

/**
 * The server listens on 127.0.0.1; the pages' canonical links name the build's SITE_URL
 * (http://localhost:3000 by default). Lighthouse's canonical audit wants the same host, so the
 * pages are visited as localhost.
 */
const pageOrigin = (server) => server.url.replace('127.0.0.1', 'localhost');

export default {
  name: 'lighthouse',
  description:
    `Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated throttling) in Debian's Chromium against the production server, every ` +
    `public route, median of ${RUNS} runs. Goals: Performance >= 95; Accessibility, Best Practices, SEO 100.`,
  async run(context) {
    await ensureBuilt('client');
    const loadAtStart = load();
    const { url } = await context.createDatabase('lighthouse');
    const server = await context.startServer(url);
    try {
      const results = await measure(pageOrigin(server), publicRoutes(), context.log);
      return { figures: figures(results), notes: notes(results, loadAtStart) };
    } finally {
      await server.stop();
    }
  },
};

// Standalone: routes from the arguments (default: all), against a server this script starts.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { createContext } = await import(pathToFileURL(join(root, 'bench', 'lib', 'context.mjs')).href);
  await ensureBuilt('server', 'client');
  const context = await createContext({ log: console.log });
  try {
    const loadAtStart = load();
    const { url } = await context.createDatabase('lighthouse');
    const server = await context.startServer(url);
    const wanted = process.argv.slice(2);
    const results = await measure(pageOrigin(server), wanted.length ? wanted : publicRoutes());
    for (const note of notes(results, loadAtStart)) console.log(note);
  } finally {
    await context.close();
  }
}
