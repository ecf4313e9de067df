import { errorCode, type ApiClient } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { recordLeadChanges } from '../support/lead-changes';
import { BoardModel, COLUMNS, readBoard, rowsWrittenWith, type Column } from '../support/board-model';
import { buildLead, createLeadViaApi, servicesOf } from '../factories/lead.factory';
import { LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import type { LeadServices } from '../../src/services';

/** Tests that run hundreds of requests: generous on a busy 2-core machine (Jest's default is 5 s). */
const HEAVY = 60_000;

const MOVE = `mutation Move($id: ID!, $status: LeadStatus!, $position: Int!) {
  moveLead(id: $id, status: $status, position: $position) { id status outcome pipelineOrder updatedAt }
}`;

/** A small seeded generator, so a failing sequence can be replayed from the seed in the test name. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

async function move(client: ApiClient, id: string, status: Column, position: number) {
  return (await client.ok<{ moveLead: { id: string; status: string; outcome: string; updatedAt: string } }>(MOVE, { id, status, position }))
    .moveLead;
}

/** Fills the board with `count` leads through the services: all created on top of NEW. */
async function fill(services: LeadServices, model: BoardModel, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < count; k++) {
    const id = await buildLead(services);
    model.create(id);
    ids.push(id);
  }
  return ids;
}

describe('moveLead', () => {
  let app: TestApp;
  let admin: ApiClient;
  let services: LeadServices;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '10000' } });
    admin = await loginAsAdmin(app);
    services = servicesOf(app);
  });
  afterAll(() => app?.close());

  beforeEach(async () => {
    await app.dataSource.query('TRUNCATE leads CASCADE');
  });

  it('follows the contract: within a column, past the end, across columns, outcome on CLOSED', async () => {
    const model = new BoardModel();
    const [a, b, c, d] = await fill(services, model, 4); // NEW: d c b a

    await move(admin, a, 'NEW', 1);
    model.move(a, 'NEW', 1);
    expect(await readBoard(admin)).toEqual(model.columns);

    await move(admin, d, 'NEW', 99);
    model.move(d, 'NEW', 99);
    expect((await readBoard(admin)).NEW).toEqual([a, c, b, d]);

    const contacted = await move(admin, c, 'CONTACTED', 5);
    expect(contacted).toMatchObject({ status: 'CONTACTED', outcome: 'OPEN' });
    const closed = await move(admin, b, 'CLOSED', 1);
    expect(closed).toMatchObject({ status: 'CLOSED', outcome: 'WON' });
    await services.leads.setOutcome(b, 'LOST' as never);
    // Reordering inside CLOSED is no new "move to CLOSED": the outcome stays.
    await move(admin, d, 'CLOSED', 1);
    expect(await move(admin, b, 'CLOSED', 1)).toMatchObject({ outcome: 'LOST' });
    // Moving out of CLOSED keeps the outcome too.
    expect(await move(admin, d, 'QUALIFIED', 1)).toMatchObject({ status: 'QUALIFIED', outcome: 'WON' });
  });

  it('changes, writes and publishes nothing when a card is moved onto its own place', async () => {
    const model = new BoardModel();
    const [a, b, c] = await fill(services, model, 3); // NEW: c b a
    const changes = await recordLeadChanges(app);
    try {
      const xmin = async () => (await app.dataSource.query('SELECT xmin::text AS x FROM leads WHERE id = $1', [b]))[0].x;
      const before = await xmin();
      await move(admin, b, 'NEW', 2);
      await move(admin, a, 'NEW', 3);
      await move(admin, a, 'NEW', 50);
      await move(admin, c, 'NEW', 1);
      expect(await xmin()).toBe(before);
      expect(await changes.take()).toEqual([]);
      expect((await readBoard(admin)).NEW).toEqual([c, b, a]);
    } finally {
      await changes.close();
    }
  });

  it('refuses a missing lead, position 0 and an unknown column', async () => {
    const [a] = await fill(services, new BoardModel(), 1);
    expect(errorCode(await admin.gql(MOVE, { id: '6f1c1c52-8d1e-4c55-9a35-000000000000', status: 'NEW', position: 1 }))).toBe('NOT_FOUND');
    expect(errorCode(await admin.gql(MOVE, { id: 'x', status: 'NEW', position: 1 }))).toBe('NOT_FOUND');
    const zero = await admin.gql(MOVE, { id: a, status: 'NEW', position: 0 });
    expect(errorCode(zero)).toBe('BAD_USER_INPUT');
    expect(zero.errors![0].extensions!.field).toBe('position');
    const column = await admin.gql(MOVE, { id: a, status: 'DONE', position: 1 });
    expect(errorCode(column)).toBe('BAD_USER_INPUT');
    expect(column.errors![0].extensions!.field).toBe('status');
  });

  it.each([101, 202])(
    'matches the list model over 150 random moves (seed %i), writing one lead row per move',
    async (seed) => {
      const rng = random(seed);
      const model = new BoardModel();
      const ids = await fill(services, model, 14);
      for (let step = 0; step < 150; step++) {
        const id = rng.pick(ids);
        const column = rng.pick(COLUMNS);
        const size = model.columns[column].length;
        const position = rng.int(size + 3) + (rng.next() < 0.1 ? 10 : 0) || 1;
        const unchanged = (() => {
          const next = model.clone();
          next.move(id, column, position);
          return JSON.stringify(next.columns) === JSON.stringify(model.columns);
        })();
        await move(admin, id, column, position);
        model.move(id, column, position);
        if (!unchanged) expect({ step, rows: await rowsWrittenWith(app.dataSource, id) }).toEqual({ step, rows: 1 });
        if (step % 10 === 9) expect({ step, board: await readBoard(admin) }).toEqual({ step, board: model.columns });
      }
      expect(await readBoard(admin)).toEqual(model.columns);
    },
    HEAVY,
  );

  it(
    'ends in an order some serial run would give when admins move cards at the same time',
    async () => {
      const rng = random(7);
      const model = new BoardModel();
      const ids = await fill(services, model, 12);
      for (let batch = 0; batch < 15; batch++) {
        const cards = [...ids].sort(() => rng.next() - 0.5).slice(0, 4);
        const moves = cards.map((id) => ({ id, column: rng.pick(COLUMNS), position: rng.int(6) + 1 }));
        // Every request on its own connection (its own client), all in flight together.
        await Promise.all(moves.map((m) => move(admin, m.id, m.column, m.position)));
        const actual = await readBoard(admin);
        const serial = permutations(moves).find((order) => {
          const candidate = model.clone();
          for (const m of order) candidate.move(m.id, m.column, m.position);
          return JSON.stringify(candidate.columns) === JSON.stringify(actual);
        });
        expect({ batch, matchesASerialOrder: Boolean(serial) }).toEqual({ batch, matchesASerialOrder: true });
        for (const m of serial!) model.move(m.id, m.column, m.position);
      }
    },
    HEAVY,
  );

  it(
    'ends in the order the moves committed in when 40 admins move cards at once',
    async () => {
      const model = new BoardModel();
      const ids = await fill(services, model, 50);
      const rng = random(40);
      // Forty different cards, each to a random place of a random column.
      const cards = [...ids].sort(() => rng.next() - 0.5).slice(0, 40);
      const moves = cards.map((id) => ({ id, column: rng.pick(COLUMNS), position: rng.int(12) + 1 }));
      const [{ last }] = await app.dataSource.query(`SELECT coalesce(max(id), 0)::text AS last FROM lead_events`);
      // Every request on its own connection, all in flight together.
      await Promise.all(moves.map((m) => move(admin, m.id, m.column, m.position)));
      // Moves that share a column wait for each other and record their event while they hold it, so
      // the event log orders them serially (moves of disjoint columns commute); a move onto its own
      // place records nothing and changes nothing.
      const events: { lead_id: string }[] = await app.dataSource.query(
        `SELECT lead_id FROM lead_events WHERE id > $1 AND type = 'moved' ORDER BY id`,
        [last],
      );
      for (const { lead_id } of events) {
        const m = moves.find((candidate) => candidate.id === lead_id)!;
        model.move(m.id, m.column, m.position);
      }
      expect(await readBoard(admin)).toEqual(model.columns);
    },
    HEAVY,
  );

  it(
    'keeps new leads on top while visitors create them during moves, and neither waits for the other',
    async () => {
      const model = new BoardModel();
      const older = await fill(services, model, 20);
      const rng = random(3);
      const created: string[] = [];
      for (let batch = 0; batch < 10; batch++) {
        // 16 visitors and one admin at the same time, each on a connection of its own.
        const visitors = Array.from({ length: 16 }, (_, k) =>
          services.capture.create({ name: `Bezoeker ${batch}-${k}`, email: `b${batch}-${k}@example.nl`, source: LeadSource.CONTACT }),
        );
        const mover = services.board.move(rng.pick(older), LeadStatus.NEW, 1 + rng.int(30));
        const results = await Promise.all([...visitors, mover]);
        created.push(...results.slice(0, 16).map((r) => (r as { leadId: string }).leadId));
      }
      const board = await readBoard(admin);
      expect(new Set(board.NEW)).toEqual(new Set([...older, ...created]));
      expect(board.NEW).toHaveLength(20 + 160);
      // And a lead created now, with nothing racing it, is on top.
      const last = await createLeadViaApi(app.client());
      expect((await readBoard(admin)).NEW[0]).toBe(last.leadId);
    },
    HEAVY,
  );

  it(
    'keeps the order when a gap runs out and a stretch around it is spaced out again',
    async () => {
      const model = new BoardModel();
      const ids = await fill(services, model, 5);
      let renumbered = 0;
      // Putting the last card at position 2, again and again, halves the same gap every time.
      for (let step = 0; step < 45; step++) {
        const last = model.columns.NEW[model.columns.NEW.length - 1];
        await move(admin, last, 'NEW', 2);
        model.move(last, 'NEW', 2);
        if ((await rowsWrittenWith(app.dataSource, last)) > 1) renumbered++;
        expect({ step, board: await readBoard(admin) }).toEqual({ step, board: model.columns });
      }
      expect(renumbered).toBeGreaterThan(0);
      expect(ids).toHaveLength(5);
    },
    HEAVY,
  );
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}
