import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The live feed reads the event log in (transaction, id) order. Those are numbers: a transaction
 * id of 1000 comes after 999. Sorting their text instead put '1000' before '999', so a feed whose
 * batch crossed such a boundary went back in the log and published events twice (the database
 * restart fault test caught it).
 */
describe('event log order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('reads events in numeric (transaction, id) order across a power of ten, each once', async () => {
    const lead = randomUUID();
    // Transactions 9, 10 and 11 ended long ago (below every snapshot's xmin).
    await app.dataSource.query(
      `INSERT INTO lead_events (lead_id, type, tx)
       SELECT $1, 'updated', t::text::xid8 FROM unnest(ARRAY[11, 9, 10, 10]) AS t`,
      [lead],
    );
    const seen: string[] = [];
    let position = { tx: '0', id: '0' };
    for (let reads = 0; reads < 10; reads++) {
      const batch = await app.app.services.events.readAfter(position, 2);
      seen.push(...batch.events.filter((event) => event.leadId === lead).map((event) => event.id));
      position = batch.position;
      if (batch.events.length === 0) break;
    }
    const rows: { id: string; tx: string }[] = await app.dataSource.query(
      `SELECT e.id::text AS id, e.tx::text AS tx FROM lead_events e WHERE e.lead_id = $1 ORDER BY e.tx, e.id`,
      [lead],
    );
    expect(rows.map((row) => row.tx)).toEqual(['9', '10', '10', '11']);
    expect(seen).toEqual(rows.map((row) => row.id));
  });
});
