// createLead over HTTP (GraphQL, validation, rate limit, lock, notify) against the least a lead
// capture endpoint can do: Express parsing JSON and one pg INSERT. Same database, same concurrency.
import { join } from 'node:path';
import { ROOT } from '../lib/context.mjs';
import { runLoad } from '../lib/load.mjs';

const CONCURRENCY = 16;
const SECONDS = 10;
const ROUNDS = 2;
const GOAL_RATIO = 0.5;

const MUTATION = 'mutation CreateLead($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }';

const lead = (i, prefix) => ({
  name: 'Jan de Vries',
  email: `${prefix}${i}@dakwerken-devries.nl`,
  phone: '06-12345678',
  company: 'Dakwerken De Vries',
  website: 'https://www.dakwerken-devries.nl',
});

export default {
  name: 'create-lead',
  description: `createLead over HTTP against a bare Express + pg INSERT endpoint on the same database; ${CONCURRENCY} concurrent keep-alive connections, ${ROUNDS} alternating rounds of ${SECONDS} s each.`,
  async run(context) {
    const { url } = await context.createDatabase('create_lead');
    // The limiter still runs (one upsert per request); only its ceiling is out of the way.
    const api = await context.startServer(url, { RATE_LIMIT_LEADS_PER_MINUTE: '1000000000' });
    const bare = await context.startProcess(join(ROOT, 'bench', 'support', 'bare-insert-server.mjs'), { DATABASE_URL: url });
    const graphql = () =>
      runLoad({
        baseUrl: api.url,
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
        makeRequest: (i) => ({ path: '/graphql', body: { query: MUTATION, variables: { input: lead(i, `g${Date.now()}-`) } } }),
        isOk: (response) => response.status === 200 && !response.body.includes('"errors"'),
      });
    const plain = () =>
      runLoad({
        baseUrl: bare.url,
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
        makeRequest: (i) => ({ path: '/leads', body: lead(i, `b${Date.now()}-`) }),
      });
    const api_ = [];
    const bare_ = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare_.push(await plain());
      api_.push(await graphql());
    }
    await api.stop();
    await bare.stop();
    const errors = [...api_, ...bare_].reduce((sum, r) => sum + r.errors, 0);
    if (errors > 0) throw new Error(`${errors} failed requests, e.g. ${[...api_, ...bare_].find((r) => r.firstError)?.firstError}`);
    const mean = (runs) => runs.reduce((sum, r) => sum + r.perSecond, 0) / runs.length;
    const apiRate = mean(api_);
    const bareRate = mean(bare_);
    const ratio = apiRate / bareRate;
    const p95 = (runs) => Math.max(...runs.map((r) => r.latency.p95)).toFixed(1);
    return {
      figures: [
        { name: 'bare Express + pg INSERT', value: `${bareRate.toFixed(0)} req/s (p95 ${p95(bare_)} ms)` },
        { name: 'createLead over GraphQL', value: `${apiRate.toFixed(0)} req/s (p95 ${p95(api_)} ms)` },
        { name: 'createLead / bare throughput', value: ratio.toFixed(2), goal: `>= ${GOAL_RATIO}`, met: ratio >= GOAL_RATIO },
      ],
    };
  },
};
