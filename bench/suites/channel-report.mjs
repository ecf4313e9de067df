// channelReport over HTTP for a year of 100 000 leads (demo arrivals, bulk-loaded) and 20 000 rows of ad spend.
import http from 'node:http';
import { loadavg } from 'node:os';
import { sequential } from '../lib/load.mjs';

const LEADS = 100_000;
const SPEND_ROWS = 20_000;
const DAYS = 365;
const SAMPLES = 200;
const GOAL_P95_MS = 200;

const REPORT = `query Report($from: DateTimeISO!, $to: DateTimeISO!, $by: ReportGrouping, $touch: Touch) {
  channelReport(from: $from, to: $to, by: $by, touch: $touch) {
    channel campaign spend leads qualifiedLeads wonDeals revenue costPerLead costPerQualifiedLead costPerWonDeal roas
  }
}`;
const SERIES = `query Series($from: DateTimeISO!, $to: DateTimeISO!, $touch: Touch) {
  costPerLeadSeries(from: $from, to: $to, touch: $touch) { bucket points { start channel spend leads costPerLead } }
}`;

export default {
  name: 'channel-report',
  description:
    `channelReport over HTTP for the whole year of ${LEADS.toLocaleString('en')} leads (demo arrivals over ${DAYS} days) ` +
    `and ${SPEND_ROWS.toLocaleString('en')} rows of daily ad spend, per channel and per campaign, first and last touch; ` +
    `${SAMPLES} sequential requests each after a warm-up.`,
  async run(context) {
    const { url, dataSource } = await context.createDatabase('channel_report');
    context.log(`  loading ${LEADS} leads and ${SPEND_ROWS} spend rows`);
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: LEADS, seed: 13, days: DAYS, attribution: true });
    const { demoSpend, insertDemoSpend } = context.dist('scripts/demo-ad-spend');
    const { seededRandom } = context.dist('scripts/demo-leads');
    const now = new Date();
    const firstDay = new Date(now.getTime() - DAYS * 86_400_000).toISOString().slice(0, 10);
    const spend = demoSpend(seededRandom(17), firstDay, DAYS + 1, { limit: SPEND_ROWS });
    if (spend.length !== SPEND_ROWS) throw new Error(`expected ${SPEND_ROWS} spend rows, made ${spend.length}`);
    await insertDemoSpend(dataSource, spend);
    await dataSource.query(`INSERT INTO manual_spend (channel, month, amount)
      SELECT channel, date_trunc('month', now() - make_interval(months => m))::date, 250
      FROM unnest(ARRAY['REFERRAL', 'ORGANIC_SEARCH']) AS channel, generate_series(0, 12) AS m`);
    // The bulk loader rebuilt the dashboard summary the report reads; statistics as autovacuum keeps them.
    await dataSource.query('ANALYZE');

    const server = await context.startServer(url);
    const headers = await context.adminHeaders(server);
    const agent = new http.Agent({ keepAlive: true });
    const period = {
      from: new Date(now.getTime() - (DAYS + 1) * 86_400_000).toISOString(),
      to: new Date(now.getTime() + 60_000).toISOString(),
    };

    const figures = [];
    const notes = [];
    for (const by of ['CHANNEL', 'CAMPAIGN']) {
      for (const touch of ['FIRST', 'LAST']) {
        const variables = { ...period, by, touch };
        const first = await context.graphql(server, REPORT, variables, headers, agent);
        const rows = first.channelReport;
        const leads = rows.reduce((sum, row) => sum + row.leads, 0);
        if (leads !== LEADS) throw new Error(`expected ${LEADS} leads in the report, it counts ${leads}`);
        await sequential(20, () => context.graphql(server, REPORT, variables, headers, agent));
        const latency = await sequential(SAMPLES, () => context.graphql(server, REPORT, variables, headers, agent));
        figures.push({
          name: `p95, ${by.toLowerCase()}, ${touch.toLowerCase()} touch (${rows.length} rows; p50 ${latency.p50.toFixed(1)} ms)`,
          value: `${latency.p95.toFixed(1)} ms`,
          goal: `< ${GOAL_P95_MS} ms`,
          met: latency.p95 < GOAL_P95_MS,
        });
      }
    }
    const seriesVariables = { ...period, touch: 'FIRST' };
    await sequential(10, () => context.graphql(server, SERIES, seriesVariables, headers, agent));
    const series = await sequential(50, () => context.graphql(server, SERIES, seriesVariables, headers, agent));
    figures.push({
      name: `costPerLeadSeries p95, the year per month (p50 ${series.p50.toFixed(1)} ms)`,
      value: `${series.p95.toFixed(1)} ms`,
    });
    notes.push(
      `Load average (1/5/15 min) at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')}; the server, PostgreSQL and the request loop share this machine.`,
    );
    agent.destroy();
    await server.stop();
    return { figures, notes };
  },
};
