// What a signed-in admin's request costs the server beside a visitor's: the server process's CPU
// per request, and PostgreSQL's (all its processes; read from /proc, so Linux only), one request
// after another, for the cheapest
// GraphQL request sent anonymously (the anchor: Express, Apollo Server and the product's guards,
// no session) and with an admin's session (the session read, its account reloaded), and for
// moveLead within the top 50 of a 2 000-card column. Rounds alternate the three; medians of rounds.
import http from 'node:http';
import { median, request } from '../lib/load.mjs';
import { cpuSeconds, newestServerPid, postgresSeconds } from '../lib/process-cpu.mjs';

const LEADS = 2_000;
const REQUESTS = 2_000;
const ROUNDS = 3;
const TOP = 50;
const TYPENAME = { query: '{ __typename }' };
const MOVE =
  'mutation Move($id: ID!, $status: LeadStatus!, $position: Int!) { moveLead(id: $id, status: $status, position: $position) { id } }';

/** How many moves the lead event log holds (a move that changed nothing records none). */
async function movedEvents(dataSource) {
  const [{ moved }] = await dataSource.query(`SELECT count(*)::int AS moved FROM lead_events WHERE type = 'moved'`);
  return moved;
}

export default {
  name: 'admin-request',
  description:
    `Server and PostgreSQL CPU per request, ${REQUESTS} requests one after another per kind and round, ${ROUNDS} alternating rounds: ` +
    `{ __typename } anonymous and as a signed-in admin, and moveLead within the top ${TOP} of a column of ${LEADS} leads.`,
  async run(context) {
    if (process.platform !== 'linux') return { figures: [], notes: ['Skipped: reads CPU time from /proc (Linux only).'] };
    const { url, dataSource } = await context.createDatabase('admin_request');
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: LEADS, seed: 7, status: 'NEW', days: 90 });
    const server = await context.startServer(url);
    const pid = newestServerPid();
    const headers = await context.adminHeaders(server);
    const agent = new http.Agent({ keepAlive: true });
    const top = (
      await dataSource.query(`SELECT id FROM leads WHERE status = 'NEW' ORDER BY pipeline_order, created_at, id LIMIT ${TOP}`)
    ).map((row) => row.id);
    // The demo data's seeded generator: every run makes the same moves.
    const random = context.dist('scripts/demo-leads').seededRandom(31);
    const kinds = {
      anonymous: () => ({ body: TYPENAME }),
      admin: () => ({ body: TYPENAME, headers }),
      // A card of the top 50 to a random place in the top 50 (the set stays the top 50), so that
      // nearly every move changes the board: a card sent where it already is writes nothing.
      move: () => ({
        body: { query: MOVE, variables: { id: random.pick(top), status: 'NEW', position: 1 + random.int(TOP) } },
        headers,
      }),
    };
    const perRequest = { anonymous: [], admin: [], move: [] };
    const postgresPerRequest = { anonymous: [], admin: [], move: [] };
    const movedBefore = await movedEvents(dataSource);
    let moves = 0;
    // One round unmeasured first: the server compiles its hot paths.
    for (let round = 0; round <= ROUNDS; round++) {
      const names = Object.keys(kinds);
      for (let turn = 0; turn < names.length; turn++) {
        const name = names[(round + turn) % names.length];
        const before = cpuSeconds(pid);
        const postgresBefore = postgresSeconds();
        for (let i = 0; i < REQUESTS; i++) {
          const response = await request(agent, `${server.url}/graphql`, kinds[name](i));
          if (response.status !== 200 || response.body.includes('"errors"'))
            throw new Error(`${name}: ${response.status} ${response.body.slice(0, 200)}`);
        }
        if (round > 0) {
          perRequest[name].push(((cpuSeconds(pid) - before) / REQUESTS) * 1000);
          postgresPerRequest[name].push(((postgresSeconds() - postgresBefore) / REQUESTS) * 1000);
        }
        if (name === 'move') moves += REQUESTS;
      }
    }
    const changed = (await movedEvents(dataSource)) - movedBefore;
    await server.stop();
    const [anonymous, admin, move] = [median(perRequest.anonymous), median(perRequest.admin), median(perRequest.move)];
    const rounds = (name) => perRequest[name].map((value) => value.toFixed(2)).join('/');
    const postgres = (name) => `; PostgreSQL ${median(postgresPerRequest[name]).toFixed(2)} ms`;
    return {
      figures: [
        {
          name: '{ __typename } anonymous, server CPU per request (the anchor)',
          value: `${anonymous.toFixed(2)} ms (rounds ${rounds('anonymous')})${postgres('anonymous')}`,
        },
        {
          name: '{ __typename } as a signed-in admin',
          value: `${admin.toFixed(2)} ms = ${(admin / anonymous).toFixed(1)}x the anchor (rounds ${rounds('admin')})${postgres('admin')}`,
        },
        {
          name: `moveLead within the top ${TOP}`,
          value: `${move.toFixed(2)} ms = ${(move / anonymous).toFixed(1)}x the anchor (rounds ${rounds('move')})${postgres('move')}; ${changed} of ${moves} moves changed the board`,
        },
      ],
    };
  },
};
