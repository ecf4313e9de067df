// moveLead p95 in a column of 100 cards and in one of 100 000, to any of the first 500 places: such
// a move reads its two new neighbours with an index scan of at most 500 entries and writes one card,
// so it must not cost more in a big column. Both databases hold 100 000 leads (the small column's
// database has the rest in CONTACTED), so only the column's size differs.
import http from 'node:http';
import { sequential } from '../lib/load.mjs';

const SIZES = [100, 100_000];
const TOTAL = 100_000;
const MOVES = 300;
const GOAL_SPREAD = 0.25;
/** Moves go to one of the first PLACES places of the column. */
const PLACES = 500;

const MUTATION =
  'mutation Move($id: ID!, $status: LeadStatus!, $position: Int!) { moveLead(id: $id, status: $status, position: $position) { id pipelineOrder } }';

export default {
  name: 'move-lead',
  description: `moveLead over HTTP: ${MOVES} sequential moves of a random card to a random one of the first ${PLACES} places of the same column (NEW), after a warm-up, in a column of ${SIZES.map((s) => s.toLocaleString('en')).join(' and of ')} cards; both databases hold ${TOTAL.toLocaleString('en')} leads.`,
  async run(context) {
    const results = [];
    for (const size of SIZES) {
      const { url, dataSource } = await context.createDatabase(`move_${size}`);
      context.log(`  loading ${size} leads into NEW and ${TOTAL - size} into CONTACTED`);
      const { insertBulkLeads } = context.dist('scripts/bulk-leads');
      if (TOTAL > size) await insertBulkLeads(dataSource, { count: TOTAL - size, seed: 6, status: 'CONTACTED' });
      await insertBulkLeads(dataSource, { count: size, seed: 5, status: 'NEW' });
      const ids = (await dataSource.query(`SELECT id FROM leads WHERE status = 'NEW'`)).map((row) => row.id);
      const server = await context.startServer(url);
      const headers = await context.adminHeaders(server);
      const agent = new http.Agent({ keepAlive: true });
      let seed = 42;
      const random = (n) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const move = () =>
        context.graphql(
          server,
          MUTATION,
          { id: ids[random(ids.length)], status: 'NEW', position: 1 + random(Math.min(size, PLACES)) },
          headers,
          agent,
        );
      await sequential(50, move);
      const latency = await sequential(MOVES, move);
      results.push({ size, latency });
      agent.destroy();
      await server.stop();
    }
    const [small, large] = results;
    const spread = large.latency.p95 / small.latency.p95 - 1;
    return {
      figures: [
        ...results.map(({ size, latency }) => ({
          name: `p95 with ${size.toLocaleString('en')} cards in the column (p50 ${latency.p50.toFixed(1)} ms)`,
          value: `${latency.p95.toFixed(1)} ms`,
        })),
        {
          name: 'p95 difference, 100 000 against 100',
          value: `${spread >= 0 ? '+' : ''}${(spread * 100).toFixed(0)}%`,
          goal: `within ${GOAL_SPREAD * 100}%`,
          met: Math.abs(spread) <= GOAL_SPREAD,
        },
      ],
    };
  },
};
