// dashboard(from, to) over HTTP on 100 000 demo leads (the seed's generator, bulk-loaded).
import http from 'node:http';
import { sequential } from '../lib/load.mjs';

const LEADS = 100_000;
const SAMPLES = 200;
const GOAL_P95_MS = 100;

const QUERY = `query Dashboard($from: DateTimeISO, $to: DateTimeISO) {
  dashboard(from: $from, to: $to) {
    totalLeads newLeads qualifiedLeads conversionRate leadsThisWeek leadsBySource { quickscan contact whatsapp }
    surveyCompletionRate averageScore hotLeads warmLeads coldLeads highValueLeads priorityLeads
    priorityList { id name company leadScore qualification value }
    changes { totalLeads { previous difference percent } conversionRate { previous difference percent } hotLeads { previous difference percent }
      surveyCompletionRate { previous difference percent } averageScore { previous difference percent } highValueLeads { previous difference percent } }
    sources { source count percent } qualificationSplit { qualification count percent } budgetDistribution { budget count percent }
    businessProfile { businessType count percent } timelineUrgency { timeline count percent } topChallenges { challenge count percent }
    recentSurveys { id name leadScore } leadsPerDay { date count } pipeline { status count value percent } pipelineValue
    buttonPerformance { totalClicks topButtons { buttonText clicks percent } topPages { pagePath clicks percent } buttonConversion { buttonText clicks conversions rate } }
  }
}`;

export default {
  name: 'dashboard',
  description: `dashboard over HTTP on ${LEADS.toLocaleString('en')} leads spread over 90 days; ${SAMPLES} sequential requests per period after a warm-up.`,
  async run(context) {
    const { url, dataSource } = await context.createDatabase('dashboard');
    context.log(`  loading ${LEADS} leads`);
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: LEADS, seed: 11 });
    const server = await context.startServer(url);
    const headers = await context.adminHeaders(server);
    const agent = new http.Agent({ keepAlive: true });
    const now = Date.now();
    const periods = [
      ['all data', {}],
      [
        'last 30 days (rolling, partial first and last day)',
        { from: new Date(now - 30 * 86_400_000).toISOString(), to: new Date(now).toISOString() },
      ],
      ['last 7 days (rolling)', { from: new Date(now - 7 * 86_400_000).toISOString(), to: new Date(now).toISOString() }],
    ];
    const figures = [];
    for (const [label, variables] of periods) {
      const first = await context.graphql(server, QUERY, variables, headers, agent);
      if (label === 'all data' && first.dashboard.totalLeads !== LEADS)
        throw new Error(`expected ${LEADS} leads, dashboard says ${first.dashboard.totalLeads}`);
      await sequential(20, () => context.graphql(server, QUERY, variables, headers, agent));
      const latency = await sequential(SAMPLES, () => context.graphql(server, QUERY, variables, headers, agent));
      figures.push({
        name: `p95, ${label} (p50 ${latency.p50.toFixed(1)} ms)`,
        value: `${latency.p95.toFixed(1)} ms`,
        goal: `< ${GOAL_P95_MS} ms`,
        met: latency.p95 < GOAL_P95_MS,
      });
    }
    agent.destroy();
    await server.stop();
    return { figures };
  },
};
