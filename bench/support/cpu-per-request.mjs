// Where createLead's time goes, as CPU per request: sends createLead (or the stack ceiling's
// equivalent, which takes the same document) to a running server at 10 connections, each request
// from its own address (start the product with TRUST_PROXY=1), and reads from /proc how much CPU
// the server process and all of PostgreSQL's processes used meanwhile. Linux only.
//
//   node bench/support/cpu-per-request.mjs http://127.0.0.1:3000/graphql <server pid> [requests]
//
// docs/benchmarks.md ("Where createLead's time goes") has a reading. Run a first pass to warm the
// server up, and alternate the servers compared.
import { CREATE_LEAD, clientAddress, quickScan } from '../lib/anchors.mjs';
import { cpuSeconds, postgresSeconds } from '../lib/process-cpu.mjs';

const [, , url, serverPid, count = '5000'] = process.argv;
if (!url || !serverPid) {
  console.error('usage: node bench/support/cpu-per-request.mjs <graphql url> <server pid> [requests]');
  process.exit(2);
}
const CONNECTIONS = 10;
const total = Number(count);
const prefix = `cpu${Date.now()}`;
const offset = (Date.now() % 1000) * 10_000;
let next = 0;
async function connection() {
  while (next < total) {
    const i = next++;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(offset + i) },
      body: JSON.stringify({ query: CREATE_LEAD, variables: { input: quickScan(i, prefix) } }),
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"')) throw new Error(`${response.status} ${text.slice(0, 200)}`);
  }
}

const server0 = cpuSeconds(serverPid);
const postgres0 = postgresSeconds();
const self0 = process.cpuUsage();
const started = Date.now();
await Promise.all(Array.from({ length: CONNECTIONS }, connection));
const seconds = (Date.now() - started) / 1000;
const self = process.cpuUsage(self0);
const perRequest = (cpu) => `${((cpu / total) * 1000).toFixed(3)} ms`;
console.log(
  `${total} requests in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} req/s; CPU per request: ` +
    `server ${perRequest(cpuSeconds(serverPid) - server0)}, PostgreSQL ${perRequest(postgresSeconds() - postgres0)}, ` +
    `this load generator ${perRequest((self.user + self.system) / 1e6)}`,
);
