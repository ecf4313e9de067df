// Visitors untouched by busy admins on a big board: createLead at 10 connections on a board with
// 20 000 leads in Nieuwe Leads, alone and while two admins each move a card within the top 50 of that
// column every 100 ms and one dashboard ('Alle data') is loaded every second. The stack's ceiling
// (bench/lib/anchors.mjs) runs in the same rounds, which alternate their order; every figure is the
// median of the per-round values. Also the dashboard alone at that size, and the CPU the admins'
// load takes with no visitors (what a saturated machine's visitors would lose to it, read from
// /proc, so Linux only: a figure that the host's drifting speed moves less than the throughputs).
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { graphqlOk, startAnchors } from '../lib/anchors.mjs';
import { median, request, runLoad, sequential, summarize } from '../lib/load.mjs';
import { cpuSeconds, newestServerPid, postgresSeconds } from '../lib/process-cpu.mjs';

const LEADS = 20_000;
const CONCURRENCY = 10;
const SECONDS = 10;
const ROUNDS = 5;
const TOP = 50;
const GOAL_BUSY_DROP = 0.1;
const GOAL_DASHBOARD_P95_MS = 50;

const MOVE =
  'mutation Move($id: ID!, $status: LeadStatus!, $position: Int!) { moveLead(id: $id, status: $status, position: $position) { id status } }';
/** What the dashboard screen asks for with 'Alle data' selected (no period). */
const DASHBOARD = `{ dashboard {
  totalLeads newLeads qualifiedLeads conversionRate leadsThisWeek leadsBySource { quickscan contact whatsapp }
  surveyCompletionRate averageScore hotLeads warmLeads coldLeads highValueLeads priorityLeads
  priorityList { id name company leadScore qualification value }
  sources { source count percent } qualificationSplit { qualification count percent } budgetDistribution { budget count percent }
  businessProfile { businessType count percent } timelineUrgency { timeline count percent } topChallenges { challenge count percent }
  recentSurveys { id name leadScore } leadsPerDay { date count } pipeline { status count value percent } pipelineValue
  buttonPerformance { totalClicks topButtons { buttonText clicks percent } topPages { pagePath clicks percent } buttonConversion { buttonText clicks conversions rate } }
} }`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * The two movers and the dashboard until `stop()`: each mover moves a card of the column's top 50
 * (read from the database twice a second, as the board would show it) to another place in the top 50.
 */
function startAdmins({ server, headers, dataSource }) {
  const agent = new http.Agent({ keepAlive: true });
  const latencies = { move: [], dashboard: [] };
  const failures = [];
  let top = [];
  let stopped = false;
  const call = async (kind, body, adminHeaders) => {
    const response = await request(agent, `${server.url}/graphql`, { body, headers: adminHeaders });
    if (graphqlOk(response)) latencies[kind].push(response.ms);
    else failures.push(`${kind}: ${response.status} ${response.body.slice(0, 200)}`);
  };
  const every = async (periodMs, work) => {
    while (!stopped) {
      const started = Date.now();
      await work();
      await sleep(Math.max(0, periodMs - (Date.now() - started)));
    }
  };
  const readTop = async () => {
    top = (await dataSource.query(`SELECT id FROM leads WHERE status = 'NEW' ORDER BY pipeline_order, created_at, id LIMIT ${TOP}`)).map(
      (row) => row.id,
    );
  };
  const move = (adminHeaders) => async () => {
    if (top.length === 0) return;
    const id = top[Math.floor(Math.random() * top.length)];
    const position = 1 + Math.floor(Math.random() * TOP);
    await call('move', { query: MOVE, variables: { id, status: 'NEW', position } }, adminHeaders);
  };
  const loops = [
    readTop().then(() => every(500, readTop)),
    every(100, move(headers[0])),
    every(100, move(headers[1])),
    every(1000, () => call('dashboard', { query: DASHBOARD }, headers[0])),
  ];
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return { move: summarize(latencies.move), dashboard: summarize(latencies.dashboard), failures };
    },
  };
}

const ADMINS_ALONE_WINDOWS = 2;
const ADMINS_ALONE_SECONDS = 5;

/**
 * CPU milliseconds a second that the two movers and the dashboard take alone, by process, less what
 * the same processes use idle (the server's pollers, PostgreSQL's background work). The database is
 * vacuumed and checkpointed first (the 20 000 leads just loaded), and each window of admins is
 * measured between two idle windows, whose mean is its baseline, so that a baseline falling (or
 * rising) steadily cancels out.
 */
async function adminsCpu({ server, headers, dataSource, pid }) {
  const measure = async (work) => {
    const before = { server: cpuSeconds(pid), postgres: postgresSeconds(), client: process.cpuUsage() };
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const client = process.cpuUsage(before.client);
    const perSecond = (cpu) => (cpu * 1000) / seconds;
    return {
      result,
      server: perSecond(cpuSeconds(pid) - before.server),
      postgres: perSecond(postgresSeconds() - before.postgres),
      client: perSecond((client.user + client.system) / 1e6),
    };
  };
  await dataSource.query('VACUUM (ANALYZE)');
  await dataSource.query('CHECKPOINT');
  // Warm: the server's first moves compile their code and prepare their statements.
  const warming = startAdmins({ server, headers, dataSource });
  await sleep(3000);
  await warming.stop();
  const idleWindow = () => measure(() => sleep(ADMINS_ALONE_SECONDS * 1000));
  const adminsWindow = () =>
    measure(async () => {
      const admins = startAdmins({ server, headers, dataSource });
      await sleep(ADMINS_ALONE_SECONDS * 1000);
      return admins.stop();
    });
  const parts = ['server', 'postgres', 'client'];
  const used = { server: 0, postgres: 0, client: 0 };
  const idle = { server: 0, postgres: 0, client: 0 };
  let moves = 0;
  let idleBefore = await idleWindow();
  for (let round = 0; round < ADMINS_ALONE_WINDOWS; round++) {
    const busy = await adminsWindow();
    const idleAfter = await idleWindow();
    for (const part of parts) {
      const baseline = (idleBefore[part] + idleAfter[part]) / 2;
      used[part] += (busy[part] - baseline) / ADMINS_ALONE_WINDOWS;
      idle[part] += baseline / ADMINS_ALONE_WINDOWS;
    }
    moves += busy.result.move.count;
    idleBefore = idleAfter;
  }
  const total = used.server + used.postgres + used.client;
  return {
    ...used,
    total,
    idle: idle.server + idle.postgres + idle.client,
    share: ((total / 1000 / availableParallelism()) * 100).toFixed(1),
    moves,
  };
}

export default {
  name: 'busy-board',
  description:
    `createLead at ${CONCURRENCY} connections on a board with ${LEADS.toLocaleString('en')} leads in Nieuwe Leads, alone and while two ` +
    `admins each move a card within the top ${TOP} of that column every 100 ms and a dashboard ('Alle data') loads every second; ` +
    `the stack's ceiling in the same rounds; ${ROUNDS} rounds of ${SECONDS} s in alternating order, medians of the rounds.`,
  async run(context) {
    const { url, dataSource } = await context.createDatabase('busy_board');
    context.log(`  loading ${LEADS} leads into Nieuwe Leads`);
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: LEADS, seed: 5, status: 'NEW', days: 365 });
    const server = await context.startServer(url, { TRUST_PROXY: '1' });
    const anchors = await startAnchors(context, url);
    const headers = [await context.adminHeaders(server), await context.adminHeaders(server)];

    const agent = new http.Agent({ keepAlive: true });
    await sequential(20, () => context.graphql(server, DASHBOARD, {}, headers[0], agent));
    const dashboardAlone = await sequential(200, () => context.graphql(server, DASHBOARD, {}, headers[0], agent));
    agent.destroy();

    // Before the visitors' rounds, which leave the server and PostgreSQL working off their leads (the
    // new-lead e-mails, vacuum) for a while after: an idle baseline that is not idle.
    const adminsAlone = process.platform === 'linux' ? await adminsCpu({ server, headers, dataSource, pid: newestServerPid() }) : null;

    let offset = 0;
    const load = (target, isOk = graphqlOk) => {
      const from = offset;
      offset += 1_000_000;
      return runLoad({
        baseUrl: target.url,
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
        makeRequest: (i) => anchors.request.graphql(from + i, `b${from}-`),
        isOk,
      });
    };
    const turns = {
      ceiling: () => load(anchors.ceiling),
      alone: () => load(server),
      busy: async () => {
        const admins = startAdmins({ server, headers, dataSource });
        await sleep(1000);
        const visitors = await load(server);
        return { ...visitors, admins: await admins.stop() };
      },
    };
    const order = Object.keys(turns);
    const runs = { ceiling: [], alone: [], busy: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (let turn = 0; turn < order.length; turn++) {
        const name = order[(round + turn) % order.length];
        runs[name].push(await turns[name]());
      }
    }
    await server.stop();
    await anchors.stop();

    const errors = [...runs.ceiling, ...runs.alone, ...runs.busy].reduce((sum, r) => sum + r.errors, 0);
    const adminFailures = runs.busy.flatMap((r) => r.admins.failures);
    const drops = runs.busy.map((busy, round) => 1 - busy.perSecond / runs.alone[round].perSecond);
    const ofCeiling = runs.alone.map((alone, round) => alone.perSecond / runs.ceiling[round].perSecond);
    const drop = median(drops);
    const rate = (list) => median(list.map((r) => r.perSecond)).toFixed(0);
    const p99 = (list) => ms(median(list.map((r) => r.latency.p99)));
    const movesP95 = median(runs.busy.map((r) => r.admins.move.p95));
    const dashboardBusyP95 = median(runs.busy.map((r) => r.admins.dashboard.p95));
    const moves = runs.busy.reduce((sum, r) => sum + r.admins.move.count, 0);
    return {
      figures: [
        { name: `stack ceiling at ${CONCURRENCY} connections`, value: `${rate(runs.ceiling)} req/s (p99 ${p99(runs.ceiling)})` },
        {
          name: 'createLead alone',
          value: `${rate(runs.alone)} req/s (p99 ${p99(runs.alone)}); ${median(ofCeiling).toFixed(2)} of the ceiling (rounds ${ofCeiling.map((r) => r.toFixed(2)).join('/')})`,
        },
        {
          name: 'createLead with the two movers and the dashboard: throughput drop',
          value: `${rate(runs.busy)} req/s (p99 ${p99(runs.busy)}): ${(drop * 100).toFixed(0)}% lower (rounds ${drops.map((d) => `${(d * 100).toFixed(0)}%`).join('/')})`,
          goal: `<= ${GOAL_BUSY_DROP * 100}%`,
          met: drop <= GOAL_BUSY_DROP,
        },
        { name: 'admins meanwhile', value: `moveLead p95 ${ms(movesP95)} (${moves} moves), dashboard p95 ${ms(dashboardBusyP95)}` },
        ...(adminsAlone
          ? [
              {
                name: `the admins' load alone (no visitors, ${ADMINS_ALONE_WINDOWS} windows of ${ADMINS_ALONE_SECONDS} s between idle ones): CPU a second beyond idle`,
                value:
                  `${adminsAlone.total.toFixed(0)} ms (server ${adminsAlone.server.toFixed(0)}, PostgreSQL ${adminsAlone.postgres.toFixed(0)}, ` +
                  `the admins' client ${adminsAlone.client.toFixed(0)}) = ${adminsAlone.share}% of ${availableParallelism()} cores, ` +
                  `${adminsAlone.moves} moves; beyond ${adminsAlone.idle.toFixed(0)} ms a second idle`,
              },
            ]
          : []),
        {
          name: `dashboard 'Alle data' alone at ${LEADS.toLocaleString('en')} leads, p95 (p50 ${ms(dashboardAlone.p50)})`,
          value: ms(dashboardAlone.p95),
          goal: `< ${GOAL_DASHBOARD_P95_MS} ms`,
          met: dashboardAlone.p95 < GOAL_DASHBOARD_P95_MS,
        },
        {
          name: 'failed requests',
          value: `${errors} visitors, ${adminFailures.length} admins`,
          goal: '0',
          met: errors === 0 && adminFailures.length === 0,
        },
      ],
      notes: [
        `Load average (1 min) at the end: ${loadavg()[0].toFixed(1)}.`,
        ...(adminFailures.length ? [`First admin failures: ${adminFailures.slice(0, 3).join(' | ')}`] : []),
      ],
    };
  },
};
