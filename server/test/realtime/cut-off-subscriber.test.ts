/**
 * The live feed never silently skips (docs/operations.md, "Live updates"): a subscriber that is cut
 * off, because more events wait for it than the pub/sub queues or because the feed skipped a backlog,
 * has its socket closed with 1012 so the client reconnects and refetches, even when it has stopped
 * reading and so never asks its subscription for the next event.
 */
import WebSocket from 'ws';
import { loginAsAdmin } from '../support/auth';
import { repositoryLeadWriter } from '../support/lead-writer';
import { startTestApp, type TestApp } from '../support/test-app';
import { LEAD_CHANGED } from '../support/realtime';

describe('a subscriber cut off by the pub/sub', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  /** A subscribed socket that received one event, then stops reading. */
  async function stalledSubscriber() {
    const admin = await loginAsAdmin(app);
    const socket = new WebSocket(app.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { cookie: admin.cookieHeader, origin: app.url },
    });
    const messages: { type: string }[] = [];
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const writer = repositoryLeadWriter(app.dataSource);
    const leadId = await writer.create({ name: 'Stil' });
    for (let i = 0; i < 100 && !messages.some((message) => message.type === 'connection_ack'); i++)
      await new Promise((r) => setTimeout(r, 50));
    socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: LEAD_CHANGED } }));
    // graphql-ws does not acknowledge a subscribe: change the lead until an event arrives.
    for (let i = 0; i < 100 && !messages.some((message) => message.type === 'next'); i++) {
      await writer.update(leadId, { notes: `probe ${i}` });
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(messages.some((message) => message.type === 'next')).toBe(true);
    socket.pause();
    return { socket, closed, leadId };
  }

  it('closes with 1012 when 5001 events arrive while it has stopped reading', async () => {
    const { socket, closed, leadId } = await stalledSubscriber();
    // Large events: the socket's kernel buffers fill, sends stop completing, the subscription stops pulling.
    await app.dataSource.query(`UPDATE leads SET notes = repeat('x', 4000) WHERE id = $1`, [leadId]);
    await app.dataSource.query(`INSERT INTO lead_events (lead_id, type) SELECT $1, 'updated' FROM generate_series(1, 5001)`, [leadId]);
    // The server begins to close while the client still reads nothing (it sees the close frame later).
    const open = () => app.app.realtime.subscriptions.socketCount;
    for (let i = 0; i < 300 && open() > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(open()).toBe(0);
    socket.resume();
    expect(await closed).toBe(1012);
  });
});
