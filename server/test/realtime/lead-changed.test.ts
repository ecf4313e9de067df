import WebSocket from 'ws';
import { createApiTokenFor, loginAsAdmin, loginAsNonAdmin } from '../support/auth';
import { apiLeadWriter, type LeadWriter } from '../support/lead-writer';
import { startTestApp, type TestApp } from '../support/test-app';
import { closedWithin, subscribe } from '../support/ws-client';
import { LEAD_CHANGED, untilSubscribed, type LeadChangedEvent as Change } from '../support/realtime';
import { LeadStatus } from '../../src/leads/lead.enums';

describe('leadChanged', () => {
  let app: TestApp;
  let writer: LeadWriter;
  beforeAll(async () => {
    app = await startTestApp({ socketSweepIntervalMs: 100 });
    writer = apiLeadWriter(await loginAsAdmin(app));
  });
  afterAll(() => app.close());

  it('delivers create, update, move and delete with the lead as it is now', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    try {
      const probe = await untilSubscribed(subscription, writer);
      const id = await writer.create({ name: 'Jan de Vries' });
      await writer.update(id, { notes: 'Gebeld' });
      await writer.move(id, LeadStatus.CONTACTED);
      await writer.remove(id);
      const events: Change['leadChanged'][] = [];
      while (events.length < 4) {
        const event = (await subscription.next()).leadChanged;
        if (event.id !== probe) events.push(event);
      }
      expect(events).toEqual([
        { kind: 'CREATED', id, lead: { id, name: 'Jan de Vries', status: 'NEW', notes: null } },
        { kind: 'UPDATED', id, lead: { id, name: 'Jan de Vries', status: 'NEW', notes: 'Gebeld' } },
        { kind: 'UPDATED', id, lead: { id, name: 'Jan de Vries', status: 'CONTACTED', notes: 'Gebeld' } },
        { kind: 'DELETED', id, lead: null },
      ]);
    } finally {
      await subscription.close();
    }
  });

  it('sends nothing for a change that was rolled back', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    try {
      const probe = await untilSubscribed(subscription, writer);
      const target = await writer.create({ name: 'Doel' });
      await app.dataSource
        .transaction(async (manager) => {
          await manager.query(`UPDATE leads SET notes = 'teruggedraaid' WHERE id = $1`, [target]);
          await manager.query(`SELECT pg_notify('lead_changed', $1)`, [JSON.stringify({ kind: 'UPDATED', id: target })]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const marker = await writer.create({ name: 'Na de rollback' });
      const seen: Change['leadChanged'][] = [];
      for (;;) {
        const event = (await subscription.next()).leadChanged;
        if (event.id === probe) continue;
        seen.push(event);
        if (event.id === marker) break;
      }
      expect(seen.map(({ kind, id }) => ({ kind, id }))).toEqual([
        { kind: 'CREATED', id: target },
        { kind: 'CREATED', id: marker },
      ]);
    } finally {
      await subscription.close();
    }
  });

  it('refuses sockets without a session (4401) and of non-admins (4403)', async () => {
    const anonymous = subscribe(app.url, LEAD_CHANGED);
    expect(await closedWithin(anonymous)).toBe(4401);
    const viewer = await loginAsNonAdmin(app);
    const forbidden = subscribe(app.url, LEAD_CHANGED, { cookie: viewer.cookieHeader });
    expect(await closedWithin(forbidden)).toBe(4403);
    const forged = subscribe(app.url, LEAD_CHANGED, { cookie: 'lm.sid=s%3Aforged.signature' });
    expect(await closedWithin(forged)).toBe(4401);
  });

  it('refuses a handshake from a foreign Origin before any WebSocket exists', async () => {
    const admin = await loginAsAdmin(app);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(app.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example', cookie: admin.cookieHeader },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => reject(new Error('handshake accepted')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
    // The same cookie from the site's own origin is fine.
    const own = subscribe(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    await own.connected;
    await own.close();
  });

  it('closes the socket when its session logs out', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    await subscription.connected;
    await admin.ok(`mutation { logout }`);
    expect(await closedWithin(subscription)).toBe(4401);
  });

  it('closes the socket when its session expires', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    await subscription.connected;
    await app.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->'passport'->'user'->>'id' = $1`, [
      admin.user.id,
    ]);
    expect(await closedWithin(subscription)).toBe(4401);
  });

  it('accepts an API token in the connection parameters or the handshake header, and closes it when revoked', async () => {
    const admin = await loginAsAdmin(app);
    const token = await createApiTokenFor(app, admin.user);
    const viaParams = subscribe<Change>(app.url, LEAD_CHANGED, { token, origin: null });
    const viaHeader = subscribe<Change>(app.url, LEAD_CHANGED, { token, tokenIn: 'header', origin: null });
    await untilSubscribed(viaParams, writer);
    await untilSubscribed(viaHeader, writer);
    const [{ id }] = await app.dataSource.query(`SELECT id FROM api_tokens ORDER BY created_at DESC LIMIT 1`);
    await admin.ok(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id });
    expect(await closedWithin(viaParams)).toBe(4401);
    expect(await closedWithin(viaHeader)).toBe(4401);
    expect(await closedWithin(subscribe(app.url, LEAD_CHANGED, { token, origin: null }))).toBe(4401);
  });

  it('runs only subscriptions over the socket', async () => {
    const admin = await loginAsAdmin(app);
    const query = subscribe(app.url, `query { me { id } }`, { cookie: admin.cookieHeader });
    await expect(query.next(3_000)).rejects.toThrow(/alleen subscriptions/);
    await query.close();
  });

  it('after the LISTEN connection is killed it reconnects, tells sockets to resync (1012), and delivers again', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    let again: ReturnType<typeof subscribe<Change>> | undefined;
    try {
      await untilSubscribed(subscription, writer);
      const reconnected = new Promise<void>((resolve) => app.app.realtime.listener.onConnected(resolve));
      const [{ count }] = await app.dataSource.query(
        `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
          WHERE application_name = 'leadmachine-listen' AND datname = current_database()`,
      );
      expect(count).toBe(1);
      await reconnected;
      // Changes made while LISTEN was down were never delivered: the client must reconnect and reload.
      expect(await closedWithin(subscription, 5_000)).toBe(1012);
      again = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
      await untilSubscribed(again, writer);
      const id = await writer.create({ name: 'Na herverbinden' });
      let event = (await again.next()).leadChanged;
      while (event.id !== id) event = (await again.next()).leadChanged;
      expect(event.kind).toBe('CREATED');
    } finally {
      await subscription.close();
      await again?.close();
    }
  });
});
