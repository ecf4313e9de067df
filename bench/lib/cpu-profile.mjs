// Where a server process spends its CPU: a V8 .cpuprofile (node --cpu-prof) summarised by who owns
// the code, package by package (self time; idle left out).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function ownerOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 / native';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) return 'node internals';
  const dist = /server\/dist\/([^/]+)/.exec(url);
  if (dist) return `product: ${dist[1].replace(/\.js$/, '')}`;
  return url;
}

/** The newest .cpuprofile in `dir`, as [{ owner, share }] of the busy time, largest first. */
export function summarizeCpuProfile(dir, limit = 10) {
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .at(-1);
  if (!file) return [];
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const owners = new Map(profile.nodes.map((node) => [node.id, ownerOf(node.callFrame.url, node.callFrame.functionName)]));
  const time = new Map();
  profile.samples.forEach((id, index) => {
    const owner = owners.get(id);
    if (owner === '(idle)' || owner === '(program)') return;
    time.set(owner, (time.get(owner) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const busy = [...time.values()].reduce((sum, t) => sum + t, 0);
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([owner, t]) => ({ owner, share: busy ? t / busy : 0 }));
}

export function describeProfile(owners) {
  return owners.map((o) => `${o.owner} ${(o.share * 100).toFixed(0)}%`).join(', ');
}
