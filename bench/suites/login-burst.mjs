// Issue 3: what a burst of logins (argon2id, 19 MiB, t=2 each) does to everyone else. One server
// process in production mode; "other requests" are signed-in `me` queries (session lookup + user
// load), run by a fixed number of concurrent clients, first alone, then while other clients log
// in as fast as they can (half right passwords, half wrong ones for unknown addresses, which cost
// the same dummy verification). The load generator shares the machine with the server.
import { performance } from 'node:perf_hooks';
import {
  asRunnerSuite,
  gql,
  login,
  percentile,
  round,
  runIfMain,
  startDatabase,
  startServer,
  ADMIN,
} from '../support/server-processes.mjs';
import { median } from '../lib/load.mjs';

export const name = 'login burst: other requests while logins are hashed';

const ME = 'query { me { id } }';
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }';

async function loop(seconds, worker) {
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) await worker();
}

async function phase(url, cookie, { seconds, otherClients, loginClients }) {
  const latencies = [];
  let logins = 0;
  let loginErrors = 0;
  let sequence = 0;
  const other = async () => {
    const start = performance.now();
    const result = await gql(url, ME, undefined, { cookie });
    if (!result.body.data?.me) throw new Error(`me failed: ${JSON.stringify(result.body)}`);
    latencies.push(performance.now() - start);
  };
  const loginOnce = async () => {
    sequence += 1;
    const variables = sequence % 2 ? { e: ADMIN.email, p: ADMIN.password } : { e: `nobody-${sequence}@example.nl`, p: 'wrong password' };
    const result = await gql(url, LOGIN, variables);
    const code = result.body.errors?.[0]?.extensions?.code;
    if (code && code !== 'UNAUTHENTICATED') loginErrors += 1;
    logins += 1;
  };
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: otherClients }, () => loop(seconds, other)),
    ...Array.from({ length: loginClients }, () => loop(seconds, loginOnce)),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return { perSecond: latencies.length / elapsed, p95: percentile(latencies, 95), loginsPerSecond: logins / elapsed, loginErrors };
}

/** Alternates rounds alone and with the burst, so load from elsewhere on the machine hits both alike; reports medians. */
export async function run({ seconds = 3, rounds = 3, otherClients = 8, loginClients = 8 } = {}) {
  const database = await startDatabase();
  const server = await startServer(database.url, { RATE_LIMIT_LOGINS_PER_MINUTE: '1000000' });
  try {
    const cookie = await login(server.url);
    await phase(server.url, cookie, { seconds: 1, otherClients, loginClients: 0 }); // warm-up
    const alone = [];
    const burst = [];
    for (let round = 0; round < rounds; round += 1) {
      alone.push(await phase(server.url, cookie, { seconds, otherClients, loginClients: 0 }));
      burst.push(await phase(server.url, cookie, { seconds, otherClients, loginClients }));
    }
    const failed = burst.reduce((sum, result) => sum + result.loginErrors, 0);
    if (failed > 0) throw new Error(`${failed} logins failed unexpectedly`);
    const kept = median(burst.map((result, i) => result.perSecond / alone[i].perSecond));
    const burstP95 = median(burst.map((result) => result.p95));
    return [
      {
        metric: `other requests alone (${otherClients} clients, signed-in me query)`,
        value: round(median(alone.map((r) => r.perSecond))),
        unit: 'req/s',
        goal: '',
        met: '',
      },
      { metric: 'other requests alone, p95', value: round(median(alone.map((r) => r.p95)), 2), unit: 'ms', goal: '', met: '' },
      {
        metric: `logins during the burst (${loginClients} clients, argon2id each)`,
        value: round(median(burst.map((r) => r.loginsPerSecond))),
        unit: 'logins/s',
        goal: '',
        met: '',
      },
      { metric: 'other requests during the burst', value: round(median(burst.map((r) => r.perSecond))), unit: 'req/s', goal: '', met: '' },
      { metric: 'other requests during the burst, share of alone', value: round(kept * 100), unit: '%', goal: '>= 50', met: kept >= 0.5 },
      { metric: 'other requests during the burst, p95', value: round(burstP95, 2), unit: 'ms', goal: '< 100', met: burstP95 < 100 },
    ];
  } finally {
    await server.stop();
    await database.stop();
  }
}

export default asRunnerSuite('login-burst', name, run);
await runIfMain(import.meta.url, { name, run });
