// The machine, the commit, and a dated Markdown section appended to docs/benchmarks-history.md (the
// log; docs/benchmarks.md holds the current figures per suite, copied from it by hand).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './context.mjs';

export const RESULTS_FILE = join(ROOT, 'docs', 'benchmarks-history.md');

const HEADER = `# Benchmark history

Every run of \`npm run bench\` (bench/run.mjs) is appended here: one dated section per run, with the
machine and the commit it ran on. Each figure stands next to its goal; MET / NOT MET is decided by
the suite, not by hand. The current figures, one section per suite, are in
[\`docs/benchmarks.md\`](benchmarks.md).
`;

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function commit() {
  const hash = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return dirty ? `${hash} (with uncommitted changes)` : hash;
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

/** Figures: { name, value, goal, met } where met is true, false or null (informational). */
export function section({ date, machine: m, commit: c, postgres, results }) {
  const lines = [
    '',
    `## ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.platform}, Node ${m.node}, PostgreSQL ${postgres}`,
    `- Commit: ${c}`,
    // Figures from a busy machine are slower than the product: say how busy it was.
    `- Load average when written (1/5/15 min): ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} on ${m.cores} cores`,
  ];
  for (const result of results) {
    lines.push('', `### ${result.name}`, '');
    if (result.description) lines.push(result.description, '');
    if (result.error) {
      lines.push(`FAILED to run: ${result.error}`);
      continue;
    }
    lines.push('| figure | measured | goal | result |', '| --- | --- | --- | --- |');
    for (const figure of result.figures) {
      const verdict = figure.met === true ? 'MET' : figure.met === false ? 'NOT MET' : '';
      lines.push(`| ${cell(figure.name)} | ${cell(figure.value)} | ${cell(figure.goal ?? '')} | ${verdict} |`);
    }
    for (const note of result.notes ?? []) lines.push('', note);
  }
  return lines.join('\n') + '\n';
}

export function append(text) {
  if (!existsSync(RESULTS_FILE)) {
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, HEADER);
  }
  appendFileSync(RESULTS_FILE, text);
}
