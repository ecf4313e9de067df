import { ApiClient } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { apiLeadWriter, type LeadWriter } from '../support/lead-writer';
import { LEAD_CHANGED, untilSubscribed, type LeadChangedEvent } from '../support/realtime';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startTestApp, type TestApp } from '../support/test-app';
import { closedWithin, subscribe, type LiveSubscription } from '../support/ws-client';
import { LeadStatus } from '../../src/leads/lead.enums';

jest.setTimeout(90_000);

/** The next `count` events, leaving out those about the probe leads. */
async function changes(subscription: LiveSubscription<LeadChangedEvent>, probes: string[], count: number) {
  const seen: { kind: string; id: string; status?: string }[] = [];
  while (seen.length < count) {
    const { kind, id, lead } = (await subscription.next()).leadChanged;
    if (!probes.includes(id)) seen.push(lead ? { kind, id, status: lead.status } : { kind, id });
  }
  return seen;
}

/**
 * Process A is this test's app; process B is a separate `node server/src/main.ts` on the same
 * database, sharing nothing in memory with A. Leads change through B's GraphQL API.
 */
describe('two server processes on one database', () => {
  let a: TestApp;
  let b: ServerProcess;
  let writer: LeadWriter;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startServerProcess({ databaseUrl: a.databaseUrl });
    const adminOnB = new ApiClient(b.url, { cookie: (await loginAsAdmin(a)).cookieHeader });
    writer = apiLeadWriter(adminOnB);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('share sessions: a cookie from A signs in on B', async () => {
    const admin = await loginAsAdmin(a);
    const onB = new ApiClient(b.url, { cookie: admin.cookieHeader });
    expect(await onB.ok(`query { me { email role } }`)).toEqual({ me: { email: admin.user.email, role: 'admin' } });
  });

  it('deliver every create, update, move and delete to subscribers on both processes', async () => {
    const admin = await loginAsAdmin(a);
    const onA = subscribe<LeadChangedEvent>(a.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    const onB = subscribe<LeadChangedEvent>(b.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    try {
      const probeA = await untilSubscribed(onA, writer);
      const probeB = await untilSubscribed(onB, writer);

      // Each change is awaited on both processes before the next, as an admin sees it: an event
      // carries the lead as it is when the feed reads the log, so two changes to one lead within
      // one read (25 ms) would both show the later state.
      const seenOnA: Awaited<ReturnType<typeof changes>> = [];
      const seenOnB: Awaited<ReturnType<typeof changes>> = [];
      const apply = async <T>(write: () => Promise<T>): Promise<T> => {
        const result = await write();
        seenOnA.push(...(await changes(onA, [probeA, probeB], 1)));
        seenOnB.push(...(await changes(onB, [probeA, probeB], 1)));
        return result;
      };
      const first = await apply(() => writer.create({ name: 'Eerste' }));
      const second = await apply(() => writer.create({ name: 'Tweede' }));
      await apply(() => writer.update(first, { notes: 'Teruggebeld' }));
      await apply(() => writer.move(second, LeadStatus.QUALIFIED));
      await apply(() => writer.remove(first));
      const expected = [
        { kind: 'CREATED', id: first, status: 'NEW' },
        { kind: 'CREATED', id: second, status: 'NEW' },
        { kind: 'UPDATED', id: first, status: 'NEW' },
        { kind: 'UPDATED', id: second, status: 'QUALIFIED' },
        { kind: 'DELETED', id: first },
      ];
      expect(seenOnB).toEqual(expected);
      expect(seenOnA).toEqual(expected);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });

  it('close a socket on A when its session logs out through B', async () => {
    const admin = await loginAsAdmin(a);
    const onA = subscribe<LeadChangedEvent>(a.url, LEAD_CHANGED, { cookie: admin.cookieHeader });
    await onA.connected;
    const onB = new ApiClient(b.url, { cookie: admin.cookieHeader });
    expect(await onB.ok(`mutation { logout }`)).toEqual({ logout: true });
    expect(await closedWithin(onA)).toBe(4401);
  });

  it('B shuts down cleanly on SIGTERM', async () => {
    const code = await b.stop();
    expect({ code, output: b.output() }).toEqual({ code: 0, output: expect.stringContaining('Stopped.') });
  });
});
