// A campaign day's visitors against the two anchors (bench/lib/anchors.mjs), at 50 connections on
// one database: each visitor, from an address of its own, sends a quick scan (createLead), three
// partial survey saves and the completed survey. Measured alone and again while two admins each move
// a card every 100 ms and a dashboard is refreshed every second. Checks that every acknowledged lead
// is stored once and that a subscribed admin received every live event; reports where PostgreSQL's
// sessions wait and where the server's CPU goes.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientAddress, CREATE_LEAD, graphqlOk, quickScan, startAnchors } from '../lib/anchors.mjs';
import { describeProfile, summarizeCpuProfile } from '../lib/cpu-profile.mjs';
import { median, request, runLoad, summarize } from '../lib/load.mjs';
import { describeWaits, sampleWaitEvents } from '../lib/wait-events.mjs';
import { subscribeLeadChanges } from '../support/server-processes.mjs';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_MS = 2_000;
const ROUNDS = 5;
const GOAL_OF_CEILING = 0.6;
const GOAL_P99_TIMES_CEILING = 2;
const GOAL_BUSY_DROP = 0.1;

const SUBMIT_SURVEY = `mutation SubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {
  submitSurvey(leadId: $leadId, surveyToken: $surveyToken, survey: $survey, completed: $completed) { leadScore qualification }
}`;
const MOVE =
  'mutation Move($id: ID!, $status: LeadStatus!, $position: Int!) { moveLead(id: $id, status: $status, position: $position) { id } }';
const DASHBOARD = `{ dashboard { totalLeads hotLeads conversionRate pipelineValue leadsPerDay { date count } sources { source count }
  priorityList { id } recentSurveys { id } buttonPerformance { totalClicks } } }`;
const STEPS = [
  { businessServices: ['Dakdekken', 'Dakgoten'], businessType: 'BV', businessSize: 'SIZE_6_15' },
  { currentMarketing: ['GOOGLE_ADS', 'SEO'], monthlyBudget: 'EUR_1000_2500' },
  { mainChallenges: ['TOO_FEW_QUALIFIED_LEADS'], biggestFrustration: 'Te weinig aanvragen in de winter.' },
  { timeline: 'ASAP', investmentBudget: 'EUR_3000_6000', websiteSatisfaction: 5 },
];

const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (ms_) => new Promise((resolve) => setTimeout(resolve, ms_));

/**
 * Visitors on `connections` loops for `seconds`: each loop takes the next visitor (a new client
 * address) and sends its five requests one after the other. Optionally two admins move cards and one
 * refreshes the dashboard meanwhile. Only requests started after the warm-up count.
 */
async function runVisitors({ server, firstVisitor, seconds, adminHeaders, busy, acknowledged, recentLeads }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 4 });
  const latencies = [];
  const adminLatencies = { move: [], dashboard: [] };
  const failures = [];
  let measuring = false;
  let stop = false;
  let next = firstVisitor;
  const prefix = `v${Date.now().toString(36)}-`;
  const call = async (body, address) => {
    const started = Date.now();
    const response = await request(agent, `${server.url}/graphql`, { body, headers: { 'x-forwarded-for': address } });
    if (!graphqlOk(response)) {
      failures.push(`${response.status} ${response.body.slice(0, 200)}`);
      return undefined;
    }
    if (measuring && started >= measureFrom) latencies.push(response.ms);
    return JSON.parse(response.body).data;
  };
  let measureFrom = Infinity;
  const visitor = async () => {
    while (!stop) {
      const i = next++;
      const address = clientAddress(i);
      const created = await call({ query: CREATE_LEAD, variables: { input: quickScan(i, prefix) } }, address);
      if (!created) continue;
      const { leadId, surveyToken } = created.createLead;
      acknowledged.push(leadId);
      recentLeads.push(leadId);
      let answers = {};
      for (const [step, more] of STEPS.entries()) {
        answers = { ...answers, ...more };
        const completed = step === STEPS.length - 1;
        if (!(await call({ query: SUBMIT_SURVEY, variables: { leadId, surveyToken, survey: answers, completed } }, address))) break;
      }
    }
  };
  const admin = async (headers, kind) => {
    let k = 0;
    while (!stop) {
      const started = Date.now();
      const body =
        kind === 'dashboard'
          ? { query: DASHBOARD }
          : {
              query: MOVE,
              variables: {
                id: recentLeads[Math.floor(Math.random() * recentLeads.length)],
                status: k++ % 3 === 0 ? 'CONTACTED' : 'NEW',
                position: 1 + Math.floor(Math.random() * 20),
              },
            };
      if (kind === 'dashboard' || recentLeads.length > 0) {
        const response = await request(agent, `${server.url}/graphql`, {
          body,
          headers: { ...headers, 'x-forwarded-for': '10.255.255.1' },
        });
        if (!graphqlOk(response)) failures.push(`${kind}: ${response.status} ${response.body.slice(0, 200)}`);
        else if (measuring) adminLatencies[kind].push(response.ms);
      }
      await sleep(Math.max(0, (kind === 'dashboard' ? 1_000 : 100) - (Date.now() - started)));
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, visitor);
  if (busy) loops.push(admin(adminHeaders[0], 'move'), admin(adminHeaders[1], 'move'), admin(adminHeaders[0], 'dashboard'));
  await sleep(WARMUP_MS);
  measuring = true;
  measureFrom = Date.now();
  await sleep(seconds * 1000);
  const elapsed = (Date.now() - measureFrom) / 1000;
  measuring = false;
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  return {
    perSecond: latencies.length / elapsed,
    latency: summarize(latencies),
    failures,
    visitors: next - firstVisitor,
    admin: { move: summarize(adminLatencies.move), dashboard: summarize(adminLatencies.dashboard) },
  };
}

export default {
  name: 'visitors',
  description:
    `${CONNECTIONS} visitors at once, each from its own client address (TRUST_PROXY=1, default rate limits): quick scan, three ` +
    `partial survey saves, completion; against the stack's ceiling at ${CONNECTIONS} connections and the bare node:http + pg ` +
    `INSERT server on the same database; alone and with two admins moving a card every 100 ms and a dashboard refresh a second; ` +
    `${ROUNDS} rounds of ${SECONDS} s, the four turns in a rotating order, medians of the per-round ratios; one admin subscribed to leadChanged throughout.`,
  async run(context) {
    const { url, dataSource } = await context.createDatabase('visitors');
    const server = await context.startServer(url, { TRUST_PROXY: '1' });
    const anchors = await startAnchors(context, url);
    const adminHeaders = [await context.adminHeaders(server), await context.adminHeaders(server)];
    const watcher = await context.adminHeaders(server);
    const received = new Map();
    const subscription = await subscribeLeadChanges(server.url, watcher.cookie, (change) => {
      received.set(change.id, (received.get(change.id) ?? 0) + 1);
    });

    const acknowledged = [];
    const recentLeads = [];
    const runs = { bare: [], ceiling: [], visitors: [], busy: [] };
    let waits;
    let firstVisitor = 0;
    // The four turns in an order that rotates from round to round (as busy-board's), so that none of
    // them always runs first or last: the host's speed drifts over minutes, and the table grows.
    for (let round = 0; round < ROUNDS; round++) {
      const anchorLoad = (target, make, isOk) =>
        runLoad({
          baseUrl: target.url,
          concurrency: CONNECTIONS,
          durationMs: SECONDS * 1000,
          makeRequest: (i) => make(10_000_000 + round * 2_000_000 + i, `a${round}-`),
          isOk,
        });
      const product = async (busy) => {
        const sampler = !busy && !waits ? await sampleWaitEvents(url) : undefined;
        const result = await runVisitors({ server, firstVisitor, seconds: SECONDS, adminHeaders, busy, acknowledged, recentLeads });
        if (sampler) waits = await sampler.stop();
        firstVisitor += result.visitors + 1;
        return result;
      };
      const turns = {
        bare: () => anchorLoad(anchors.bare, anchors.request.bare),
        ceiling: () => anchorLoad(anchors.ceiling, anchors.request.graphql, graphqlOk),
        visitors: () => product(false),
        busy: () => product(true),
      };
      const order = Object.keys(turns);
      for (let turn = 0; turn < order.length; turn++) {
        const name = order[(round + turn) % order.length];
        runs[name].push(await turns[name]());
      }
    }

    // Every live event reached the subscribed admin: per lead, as many as the event log holds.
    const expected = new Map(
      (
        await dataSource.query(`SELECT lead_id, count(*)::int AS n FROM lead_events WHERE lead_id = ANY($1::uuid[]) GROUP BY lead_id`, [
          acknowledged,
        ])
      ).map((row) => [row.lead_id, row.n]),
    );
    const waitStarted = Date.now();
    const missing = () => [...expected].filter(([id, n]) => (received.get(id) ?? 0) !== n);
    while (missing().length > 0 && Date.now() - waitStarted < 15_000) await sleep(100);
    const eventLag = Date.now() - waitStarted;
    const eventsExpected = [...expected.values()].reduce((sum, n) => sum + n, 0);
    const eventsMissing = missing();
    await subscription.close();
    await server.stop();
    await anchors.stop();

    const [stored] = await dataSource.query(
      `SELECT count(*)::int AS rows, count(DISTINCT id)::int AS distinct_ids FROM leads WHERE id = ANY($1::uuid[])`,
      [acknowledged],
    );

    // Where the server's CPU goes: the same visitors once more on a profiled process.
    const profileDir = mkdtempSync(join(tmpdir(), 'leadmachine-profile-'));
    const profiled = await context.startServer(url, { TRUST_PROXY: '1' }, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
    await runVisitors({ server: profiled, firstVisitor, seconds: 8, adminHeaders: [], busy: false, acknowledged: [], recentLeads: [] });
    await profiled.stop();
    const profile = summarizeCpuProfile(profileDir);
    rmSync(profileDir, { recursive: true, force: true });

    const rate = (list) => median(list.map((r) => r.perSecond));
    const worstP99 = (list) => Math.max(...list.map((r) => r.latency.p99));
    const bare = rate(runs.bare);
    const ceiling = rate(runs.ceiling);
    const visitors = rate(runs.visitors);
    const busy = rate(runs.busy);
    // Ratios of the same round, then their median (a slow minute of the host counts once).
    const perRound = (of, to) => runs[of].map((r, round) => r.perSecond / runs[to][round].perSecond);
    const ofCeiling = perRound('visitors', 'ceiling');
    const drops = perRound('busy', 'visitors').map((ratio) => 1 - ratio);
    const percents = (list) => list.map((value) => `${(value * 100).toFixed(0)}%`).join('/');
    const ceilingP99 = worstP99(runs.ceiling);
    const visitorsP99 = worstP99(runs.visitors);
    const busyP99 = worstP99(runs.busy);
    const failures = [...runs.visitors, ...runs.busy].flatMap((r) => r.failures);
    const anchorErrors = [...runs.bare, ...runs.ceiling].reduce((sum, r) => sum + r.errors, 0);
    const drop = median(drops);
    const moves = summarize(runs.busy.flatMap((r) => (r.admin.move.count ? [r.admin.move.p95] : [])));
    const busyAdmin = runs.busy.at(-1).admin;

    return {
      figures: [
        {
          name: `bare node:http + pg INSERT, ${CONNECTIONS} connections`,
          value: `${bare.toFixed(0)} req/s (p99 ${ms(worstP99(runs.bare))})`,
        },
        {
          name: `stack ceiling (Express 5 + Apollo Server 5, one INSERT), ${CONNECTIONS} connections`,
          value: `${ceiling.toFixed(0)} req/s (p99 ${ms(ceilingP99)}); ${(ceiling / bare).toFixed(2)} of bare`,
        },
        {
          name: 'visitors: requests per second / stack ceiling',
          value: `${visitors.toFixed(0)} req/s = ${median(ofCeiling).toFixed(2)} of the ceiling (rounds ${ofCeiling.map((x) => x.toFixed(2)).join('/')}), ${(visitors / bare).toFixed(2)} of bare`,
          goal: `>= ${GOAL_OF_CEILING}`,
          met: median(ofCeiling) >= GOAL_OF_CEILING,
        },
        {
          name: 'visitors: p99 / stack ceiling p99',
          value: `${ms(visitorsP99)} = ${(visitorsP99 / ceilingP99).toFixed(1)}x (p50 ${ms(runs.visitors[0].latency.p50)})`,
          goal: `<= ${GOAL_P99_TIMES_CEILING}x`,
          met: visitorsP99 <= GOAL_P99_TIMES_CEILING * ceilingP99,
        },
        {
          name: 'visitors with two admins moving cards and a dashboard a second: throughput drop',
          value: `${busy.toFixed(0)} req/s (${(busy / ceiling).toFixed(2)} of the ceiling, ${(busy / bare).toFixed(2)} of bare): ${(drop * 100).toFixed(0)}% lower (rounds ${percents(drops)}); p99 ${ms(busyP99)} (${busyP99 >= visitorsP99 ? '+' : ''}${((busyP99 / visitorsP99 - 1) * 100).toFixed(0)}%)`,
          goal: `<= ${GOAL_BUSY_DROP * 100}%`,
          met: drop <= GOAL_BUSY_DROP,
        },
        {
          name: 'admins meanwhile',
          value: `moveLead p95 ${ms(moves.max ?? 0)} (${busyAdmin.move.count} moves in the last round), dashboard p95 ${ms(busyAdmin.dashboard.p95)}`,
        },
        {
          name: 'failed requests (any error, also rate limits)',
          value: `${failures.length} of the product, ${anchorErrors} of the anchors`,
          goal: '0',
          met: failures.length === 0 && anchorErrors === 0,
        },
        {
          name: 'acknowledged leads stored exactly once',
          value: `${stored.rows} rows, ${stored.distinct_ids} distinct, for ${acknowledged.length} acknowledged`,
          goal: 'all, once',
          met: stored.rows === acknowledged.length && stored.distinct_ids === acknowledged.length,
        },
        {
          name: 'live events the subscribed admin received',
          value: `${eventsExpected - eventsMissing.reduce((sum, [id, n]) => sum + Math.abs(n - (received.get(id) ?? 0)), 0)} of ${eventsExpected}; the last ${eventLag} ms after the load ended`,
          goal: 'all',
          met: eventsMissing.length === 0,
        },
        { name: 'PostgreSQL sessions during the visitors (pg_stat_activity every 20 ms)', value: describeWaits(waits) },
        { name: 'server process CPU by owner (the visitors again, profiled)', value: describeProfile(profile) },
      ],
      notes: [
        `Load average (1 min) at the end: ${loadavg()[0].toFixed(1)}; the load generator, both anchors, the server and PostgreSQL share this machine's cores.`,
        ...(failures.length ? [`First failures: ${failures.slice(0, 3).join(' | ')}`] : []),
      ],
    };
  },
};
