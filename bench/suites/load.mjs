// Issue 7: 1 000 visitors at concurrency 50, each sending a quick scan (createLead), a partial
// survey and the completed survey, against one production server process, while two admins are
// subscribed to leadChanged over graphql-ws. Checks that every acknowledged lead is stored exactly
// once, that both admins received every CREATED event, and that nothing answered 5xx; reports
// p50/p95/p99 per request kind.
//
// All visitors come from 127.0.0.1, so the per-IP createLead limit (RATE_LIMIT_LEADS_PER_MINUTE,
// default 10) is raised for the run; the limiter itself still counts every lead.
import http from 'node:http';
import { loadavg } from 'node:os';
import { request, summarize } from '../lib/load.mjs';
import { subscribeLeadChanges } from '../support/server-processes.mjs';

const VISITORS = 1_000;
const CONCURRENCY = 50;
const EVENT_WAIT_MS = 15_000;

const CREATE_LEAD = 'mutation CreateLead($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }';
const SUBMIT_SURVEY = `mutation SubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {
  submitSurvey(leadId: $leadId, surveyToken: $surveyToken, survey: $survey, completed: $completed) { leadScore qualification completed }
}`;
const PARTIAL = { businessServices: ['Dakdekken', 'Dakgoten'], businessType: 'BV', businessSize: 'SIZE_6_15' };
const COMPLETE = {
  ...PARTIAL,
  currentMarketing: ['GOOGLE_ADS', 'SEO'],
  monthlyBudget: 'EUR_1000_2500',
  mainChallenges: ['TOO_FEW_QUALIFIED_LEADS'],
  biggestFrustration: 'Te weinig aanvragen in de winter.',
  timeline: 'ASAP',
  websiteSatisfaction: 5,
};

const ms = (value) => `${value.toFixed(1)} ms`;

export default {
  name: 'load',
  description:
    `${VISITORS} visitors, ${CONCURRENCY} at a time, each: createLead (quick scan), submitSurvey partial, submitSurvey complete; ` +
    'one production server process on one PostgreSQL, two admins subscribed to leadChanged over graphql-ws. ' +
    'RATE_LIMIT_LEADS_PER_MINUTE is raised to 1 000 000 for the run (every visitor shares 127.0.0.1; the limiter still counts).',
  async run(context) {
    const { url, dataSource } = await context.createDatabase('load');
    const server = await context.startServer(url, { RATE_LIMIT_LEADS_PER_MINUTE: '1000000' });
    const admins = [await context.adminHeaders(server), await context.adminHeaders(server)];
    const received = admins.map(() => new Set());
    const subscriptions = [];
    for (const [index, headers] of admins.entries()) {
      subscriptions.push(
        await subscribeLeadChanges(server.url, headers.cookie, (change) => {
          if (change.kind === 'CREATED') received[index].add(change.id);
        }),
      );
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const latencies = { createLead: [], partial: [], complete: [] };
    const statuses = new Map();
    const failures = [];
    const acknowledged = [];
    let completedAcks = 0;
    const call = async (kind, query, variables) => {
      const response = await request(agent, `${server.url}/graphql`, { body: { query, variables } });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = response.status < 500 ? JSON.parse(response.body) : {};
      if (response.status !== 200 || body.errors) {
        failures.push(`${kind}: ${response.status} ${response.body.slice(0, 200)}`);
        return undefined;
      }
      latencies[kind].push(response.ms);
      return body.data;
    };
    const visit = async (i) => {
      const input = {
        name: `Bezoeker ${i}`,
        email: `bezoeker${i}@load-${Date.now().toString(36)}.nl`,
        phone: '06 12345678',
        company: `Bedrijf ${i}`,
        website: `https://bedrijf-${i}.nl`,
        buttonClick: { buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home', timestamp: new Date().toISOString() },
      };
      const created = await call('createLead', CREATE_LEAD, { input });
      if (!created) return;
      const { leadId, surveyToken } = created.createLead;
      acknowledged.push(leadId);
      if (!(await call('partial', SUBMIT_SURVEY, { leadId, surveyToken, survey: PARTIAL, completed: false }))) return;
      if (await call('complete', SUBMIT_SURVEY, { leadId, surveyToken, survey: COMPLETE, completed: true })) completedAcks += 1;
    };

    let next = 0;
    const loadBefore = loadavg()[0];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < VISITORS) await visit(next++);
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const loadAfter = loadavg()[0];

    // Events still on their way: wait until both admins have every acknowledged lead, or give up.
    const waitStarted = Date.now();
    const complete = () => received.every((ids) => acknowledged.every((id) => ids.has(id)));
    while (!complete() && Date.now() - waitStarted < EVENT_WAIT_MS) await new Promise((r) => setTimeout(r, 100));
    const eventLag = Date.now() - waitStarted;
    for (const subscription of subscriptions) await subscription.close();

    // For comparison: the same number of quick scans with no surveys alongside. A completing survey
    // holds the NEW column's lock exclusively (it moves the card to QUALIFIED), which quick scans
    // share; this shows what that costs them.
    const alone = [];
    let nextAlone = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (nextAlone < VISITORS) {
          const i = nextAlone++;
          const input = {
            name: `Alleen ${i}`,
            email: `alleen${i}@load.nl`,
            phone: '06 12345678',
            company: 'Bedrijf',
            website: 'https://bedrijf.nl',
          };
          const response = await request(agent, `${server.url}/graphql`, { body: { query: CREATE_LEAD, variables: { input } } });
          if (response.status === 200 && !response.body.includes('"errors"')) alone.push(response.ms);
          else failures.push(`createLead alone: ${response.status} ${response.body.slice(0, 200)}`);
        }
      }),
    );
    agent.destroy();
    await server.stop();

    const rows = await dataSource.query(
      `SELECT count(*)::int AS total, count(DISTINCT id)::int AS distinct_ids,
              count(*) FILTER (WHERE id = ANY($1::uuid[]))::int AS acknowledged_stored,
              count(*) FILTER (WHERE survey_completed AND status = 'QUALIFIED')::int AS completed
         FROM leads`,
      [acknowledged],
    );
    const stored = rows[0];
    const expectedRows = acknowledged.length + alone.length;
    const exactlyOnce =
      stored.acknowledged_stored === acknowledged.length && stored.total === expectedRows && stored.distinct_ids === stored.total;
    const missing = received.map((ids) => acknowledged.filter((id) => !ids.has(id)).length);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const all = summarize([...latencies.createLead, ...latencies.partial, ...latencies.complete]);
    const line = (kind) => {
      const s = summarize(Array.isArray(kind) ? kind : latencies[kind]);
      return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)} (max ${ms(s.max)}, n ${s.count})`;
    };

    return {
      figures: [
        {
          name: 'visitors / requests / time',
          value: `${VISITORS} / ${requests} in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)} req/s)`,
        },
        {
          name: 'acknowledged leads stored exactly once',
          value: `${stored.acknowledged_stored} of ${acknowledged.length} acknowledged; ${stored.total} rows (${alone.length} more from the comparison), ${stored.distinct_ids} distinct`,
          goal: 'all, once',
          met: exactlyOnce && acknowledged.length === VISITORS,
        },
        {
          name: 'completed surveys stored (QUALIFIED)',
          value: `${stored.completed} of ${completedAcks} acknowledged`,
          goal: 'all',
          met: stored.completed === completedAcks && completedAcks === VISITORS,
        },
        { name: 'CREATED events missed per admin', value: missing.join(' / '), goal: '0 / 0', met: missing.every((n) => n === 0) },
        { name: 'time after the last response until both admins had every event', value: `${eventLag} ms` },
        { name: 'responses 5xx', value: String(serverErrors), goal: '0', met: serverErrors === 0 },
        { name: 'failed requests (any error)', value: String(failures.length), goal: '0', met: failures.length === 0 },
        { name: 'createLead latency', value: line('createLead') },
        { name: 'submitSurvey (partial) latency', value: line('partial') },
        { name: 'submitSurvey (complete) latency', value: line('complete') },
        { name: 'all requests latency', value: `p50 ${ms(all.p50)}, p95 ${ms(all.p95)}, p99 ${ms(all.p99)}` },
        { name: `createLead latency, ${VISITORS} quick scans with no surveys alongside`, value: line(alone) },
      ],
      notes: [
        `Machine load average (1 min) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the run, on these cores shared with other work: ` +
          'latencies are mostly time spent waiting for a CPU; compare runs on a quiet machine before drawing conclusions.',
        ...(failures.length ? [`First failures: ${failures.slice(0, 3).join(' | ')}`] : []),
      ],
    };
  },
};
