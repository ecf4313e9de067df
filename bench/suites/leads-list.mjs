// The admin leads list with 10 000 leads: one page over HTTP (first, middle and last page, a search)
// and, in Debian's Chromium, the list's first render, a page change and the CSV export of everything.
import http from 'node:http';
import { chromium } from 'playwright-core';
import { build } from '../../scripts/build.mjs';
import { median, sequential } from '../lib/load.mjs';

const LEADS = 10_000;
const PAGE = 25;
const SAMPLES = 100;
const GOAL_PAGE_P95_MS = 100;
const GOAL_FIRST_RENDER_MS = 1000;
const GOAL_PAGE_CHANGE_MS = 300;
const GOAL_EXPORT_MS = 5000;

// The list's own query (AdminLeadList with the LeadFields it selects, in short).
const QUERY = `query List($filter: LeadFilter, $limit: Int, $offset: Int!) {
  leads(filter: $filter, order: NEWEST, limit: $limit, offset: $offset) {
    id name email phone company website source status outcome createdAt updatedAt lastContact notes message budget
    leadScore qualification scoreBreakdown { factor label points } highValue pipelineOrder value valueIsCustom packageLabel
    buttonClick { buttonText pagePath pageTitle timestamp } surveyCompletedAt
    survey { completed businessServices businessType businessSize currentMarketing monthlyBudget mainChallenges specificGoals timeline investmentBudget websiteSatisfaction }
  }
  leadCount(filter: $filter)
}`;

export default {
  name: 'leads-list',
  description: `the admin leads list on ${LEADS.toLocaleString('en')} leads: a page of ${PAGE} over HTTP (${SAMPLES} sequential requests after a warm-up), and in Chromium the first render, a page change and the CSV export (median of 5).`,
  async run(context) {
    build('client');
    const { url, dataSource } = await context.createDatabase('leads_list');
    context.log(`  loading ${LEADS} leads`);
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: LEADS, seed: 6 });
    const server = await context.startServer(url);
    const headers = await context.adminHeaders(server);
    const agent = new http.Agent({ keepAlive: true });
    const figures = [];

    const cases = [
      ['first page', { limit: PAGE, offset: 0 }],
      ['last page', { limit: PAGE, offset: LEADS - PAGE }],
      ['search "jan", first page', { filter: { search: 'jan' }, limit: PAGE, offset: 0 }],
      ['status NEW + source QUICKSCAN, page 20', { filter: { status: 'NEW', source: 'QUICKSCAN' }, limit: PAGE, offset: 19 * PAGE }],
    ];
    for (const [label, variables] of cases) {
      const first = await context.graphql(server, QUERY, variables, headers, agent);
      if (label === 'first page' && (first.leadCount !== LEADS || first.leads.length !== PAGE)) {
        throw new Error(`expected ${LEADS} leads and a page of ${PAGE}, got ${first.leadCount} and ${first.leads.length}`);
      }
      await sequential(10, () => context.graphql(server, QUERY, variables, headers, agent));
      const latency = await sequential(SAMPLES, () => context.graphql(server, QUERY, variables, headers, agent));
      figures.push({
        name: `API page p95, ${label} (p50 ${latency.p50.toFixed(1)} ms)`,
        value: `${latency.p95.toFixed(1)} ms`,
        goal: `< ${GOAL_PAGE_P95_MS} ms`,
        met: latency.p95 < GOAL_PAGE_P95_MS,
      });
    }
    agent.destroy();

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    try {
      const browserContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      await browserContext.addCookies(
        headers.cookie.split('; ').map((pair) => {
          const index = pair.indexOf('=');
          return { name: pair.slice(0, index), value: pair.slice(index + 1), url: server.url };
        }),
      );
      const page = await browserContext.newPage();
      const cards = 'article[data-lead-id]';
      const firstRenders = [];
      const pageChanges = [];
      const exports = [];
      for (let round = 0; round < 5; round++) {
        // Navigation start to the first page of cards on screen (the admin chunk loads, login check, query).
        await page.goto(`${server.url}/admin/leads`);
        await page
          .locator(cards)
          .nth(PAGE - 1)
          .waitFor();
        firstRenders.push(await page.evaluate(() => performance.now()));

        // From the click on 'Volgende' to the next page's first card in the DOM, timed inside the page.
        pageChanges.push(
          await page.evaluate(
            (selector) =>
              new Promise((resolve) => {
                const before = document.querySelector(`${selector} h2`).textContent;
                const start = performance.now();
                const observer = new MutationObserver(() => {
                  if (document.querySelector(`${selector} h2`)?.textContent === before) return;
                  observer.disconnect();
                  resolve(Math.round(performance.now() - start));
                });
                observer.observe(document.body, { subtree: true, childList: true, characterData: true });
                [...document.querySelectorAll('button')].find((button) => button.textContent.includes('Volgende')).click();
              }),
            cards,
          ),
        );

        const exportStart = Date.now();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByRole('button', { name: 'Exporteer CSV' }).click(),
        ]);
        await download.path();
        exports.push(Date.now() - exportStart);
      }
      const first = median(firstRenders);
      const change = median(pageChanges);
      const exported = median(exports);
      figures.push(
        {
          name: 'Chromium: navigation to the first 25 cards (median of 5)',
          value: `${first.toFixed(0)} ms`,
          goal: `< ${GOAL_FIRST_RENDER_MS} ms`,
          met: first < GOAL_FIRST_RENDER_MS,
        },
        {
          name: "Chromium: 'Volgende' to the next page in the DOM, fetched on the click (median of 5)",
          value: `${change} ms`,
          goal: `< ${GOAL_PAGE_CHANGE_MS} ms`,
          met: change < GOAL_PAGE_CHANGE_MS,
        },
        {
          name: `Chromium: CSV export of all ${LEADS.toLocaleString('en')} leads, 10 pages of 1000 (median of 5)`,
          value: `${exported} ms`,
          goal: `< ${GOAL_EXPORT_MS} ms`,
          met: exported < GOAL_EXPORT_MS,
        },
      );
      await browserContext.close();
    } finally {
      await browser.close();
      await server.stop();
    }
    return {
      figures,
      notes: ['The browser figures include the login check and the admin chunks from a warm HTTP cache after the first round.'],
    };
  },
};
