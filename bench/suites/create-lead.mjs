// createLead over HTTP against the two anchors (bench/lib/anchors.mjs) on the same database in the
// same run, at 10 connections, every request from its own client address. Rounds alternate, each
// starting with another server, so that machine noise falls on all three alike.
import { graphqlOk, startAnchors } from '../lib/anchors.mjs';
import { median, runLoad } from '../lib/load.mjs';

const CONCURRENCY = 10;
const SECONDS = 8;
const ROUNDS = 5;
/** Load on each server before the rounds, not counted: V8 compiles the hot paths meanwhile. */
const WARM_UP_SECONDS = 5;
const GOAL_OF_CEILING = 0.7;

export default {
  name: 'create-lead',
  description:
    `createLead against the bare node:http + pg INSERT server and the stack's ceiling (the same INSERT as an Apollo Server 5 ` +
    `mutation on Express 5), all on one database; ${CONCURRENCY} keep-alive connections, every request from its own client ` +
    `address (TRUST_PROXY=1, default rate limits), ${WARM_UP_SECONDS} s of uncounted load on each server first, then ` +
    `${ROUNDS} alternating rounds of ${SECONDS} s each.`,
  async run(context) {
    const { url } = await context.createDatabase('create_lead');
    const api = await context.startServer(url, { TRUST_PROXY: '1' });
    const anchors = await startAnchors(context, url);
    const load = (target, makeRequest, isOk, seconds = SECONDS) =>
      runLoad({ baseUrl: target.url, concurrency: CONCURRENCY, durationMs: seconds * 1000, makeRequest, isOk });
    const runs = { bare: [], ceiling: [], product: [] };
    let offset = 0;
    const targets = [
      ['bare', anchors.bare, anchors.request.bare, undefined],
      ['ceiling', anchors.ceiling, anchors.request.graphql, graphqlOk],
      ['product', api, anchors.request.graphql, graphqlOk],
    ];
    // A server just started runs its first seconds on unoptimised code while V8 compiles it. On a
    // 2-core host the product's first round measured 0.1-0.15 of the ceiling below its later ones;
    // the ceiling's few dozen lines compile within a second. Every server gets the same load first,
    // so that the rounds compare servers as they run for days, not their start-up.
    for (const [, target, make, isOk] of targets) {
      await load(target, (i) => make(offset + i, 'warm-up-'), isOk, WARM_UP_SECONDS);
      offset += 1_000_000;
    }
    for (let round = 0; round < ROUNDS; round++) {
      // Client addresses never repeat within a run, so no client reaches its limit.
      const next = (make) => (i) => make(offset + i, `r${round}-`);
      // Each round starts with another server, so that what follows a round of 30 000 inserts
      // (autovacuum, checkpoints) does not always fall on the same one.
      for (let turn = 0; turn < targets.length; turn++) {
        const [name, target, make, isOk] = targets[(round + turn) % targets.length];
        runs[name].push(await load(target, next(make), isOk));
        offset += 1_000_000;
      }
    }
    await api.stop();
    await anchors.stop();
    const all = Object.values(runs).flat();
    const errors = all.reduce((sum, r) => sum + r.errors, 0);
    if (errors > 0) throw new Error(`${errors} failed requests, e.g. ${all.find((r) => r.firstError)?.firstError}`);
    const rounds = runs.product.map((product, round) => product.perSecond / runs.ceiling[round].perSecond);
    const rate = (list) => median(list.map((r) => r.perSecond));
    const p99 = (list) => Math.max(...list.map((r) => r.latency.p99)).toFixed(1);
    const [bare, ceiling, product] = [rate(runs.bare), rate(runs.ceiling), rate(runs.product)];
    const ratio = median(rounds);
    return {
      figures: [
        { name: 'bare node:http + pg INSERT (median of rounds)', value: `${bare.toFixed(0)} req/s (p99 ${p99(runs.bare)} ms)` },
        {
          name: 'stack ceiling: Express 5 + Apollo Server 5, one INSERT into a table with only a primary key',
          value: `${ceiling.toFixed(0)} req/s (p99 ${p99(runs.ceiling)} ms); ${(ceiling / bare).toFixed(2)} of bare`,
        },
        {
          name: 'createLead',
          value: `${product.toFixed(0)} req/s (p99 ${p99(runs.product)} ms); ${(product / bare).toFixed(2)} of bare`,
        },
        {
          name: 'createLead / stack ceiling (median of the per-round ratios)',
          value: `${ratio.toFixed(2)} (rounds ${rounds.map((r) => r.toFixed(2)).join('/')})`,
          goal: `>= ${GOAL_OF_CEILING}`,
          met: ratio >= GOAL_OF_CEILING,
        },
      ],
    };
  },
};
