import WebSocket from 'ws';
import { createApiTokenFor, loginAsAdmin, loginAsNonAdmin } from '../support/auth';
import { apiLeadWriter, repositoryLeadWriter, type LeadWriter } from '../support/lead-writer';
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
      const events: Change['leadChanged'][] = [];
      const nextEvent = async () => {
        let event = (await subscription.next()).leadChanged;
        while (event.id === probe) event = (await subscription.next()).leadChanged;
        events.push(event);
      };
      // One change at a time: changes of a lead that is deleted before the feed reads them collapse
      // into its DELETED event (a lead is always shown as it is now).
      const id = await writer.create({ name: 'Jan de Vries' });
      await nextEvent();
      await writer.update(id, { notes: 'Gebeld' });
      await nextEvent();
      await writer.move(id, LeadStatus.CONTACTED);
      await nextEvent();
      await writer.remove(id);
      await nextEvent();
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
          await manager.query(`INSERT INTO lead_events (lead_id, type) VALUES ($1, 'updated')`, [target]);
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

  it('delivers every change made while the server lost all its database connections, without closing the socket', async () => {
    const admin = await loginAsAdmin(app);
    const subscription = subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    try {
      await untilSubscribed(subscription, writer);
      const other = repositoryLeadWriter(app.dataSource);
      const killed = async () =>
        (
          await app.dataSource.query(
            `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'leadmachine%'`,
          )
        )[0].count as number;
      expect(await killed()).toBeGreaterThan(0);
      // Written at once, while the server's pool and feed reconnect: none of these may be skipped.
      const ids = [await other.create({ name: 'Tijdens de storing 1' }), await other.create({ name: 'Tijdens de storing 2' })];
      await killed();
      ids.push(await writer.create({ name: 'Na de storing' }));
      const seen = new Set<string>();
      while (!ids.every((id) => seen.has(id))) {
        const event = (await subscription.next()).leadChanged;
        if (event.kind === 'CREATED') seen.add(event.id);
      }
      const state = await Promise.race([subscription.closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 300))]);
      expect(state).toBe('open');
    } finally {
      await subscription.close();
    }
  });
});
