/**
 * The database goes away under load and comes back, without restarting the server: requests fail
 * fast with 503 while it is down, succeed again within 5 s once it is back, sessions stay valid and
 * the open live socket delivers every lead that was acknowledged (the feed reads the lead event log
 * from where it stopped). Then every server connection is killed with pg_terminate_backend.
 */
import { ApiClient } from '../test/support/api-client';
import { LOGIN } from '../test/support/auth';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { closedWithin, subscribe, type LiveSubscription } from '../test/support/ws-client';
import { startFaultDatabase, type FaultDatabase } from './support/fault-database';
import { CREATE_LEAD, createLeadLoad, post, sleep, tally } from './support/load';
import { quickScanInput } from '../test/factories/lead.factory';

const ADMIN = { email: 'faults-admin@example.nl', password: 'faults-admin-password-long-enough' };
const ME = `{ me { email } }`;
type Change = { leadChanged: { kind: string; id: string } };

describe('the database restarted under load', () => {
  let db: FaultDatabase;
  let server: ServerProcess;
  let admin: ApiClient;
  let live: LiveSubscription<Change>;
  /** Leads the load acknowledged in the restart test. */
  let acknowledged: string[] = [];

  beforeAll(async () => {
    db = await startFaultDatabase();
    server = await startServerProcess({
      databaseUrl: db.url,
      env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    admin = new ApiClient(server.url);
    await admin.ok(LOGIN, ADMIN);
    live = await subscribeAsAdmin();
  });
  afterAll(async () => {
    await live?.close();
    const code = await server?.stop();
    await db?.destroy();
    expect(code).toBe(0);
  });

  async function subscribeAsAdmin(): Promise<LiveSubscription<Change>> {
    const subscription = subscribe<Change>(server.url, `subscription { leadChanged { kind id } }`, { cookie: admin.cookieHeader });
    await subscription.connected;
    return subscription;
  }

  /** Creates leads until one's CREATED event arrives; resolves with the ms that took. */
  async function liveAgainWithin(timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const created = await post(server.url, CREATE_LEAD, { input: quickScanInput() });
      if (created.leadId) {
        const deadline = Date.now() + 1_000;
        while (Date.now() < deadline) {
          if (live.events.some((event) => event.leadChanged.id === created.leadId)) return Date.now() - started;
          await sleep(50);
        }
      } else await sleep(100);
    }
    throw new Error(`no live event within ${timeoutMs} ms`);
  }

  it('fails fast with 503 while PostgreSQL is down and recovers within 5 s of its return', async () => {
    const load = createLeadLoad(server.url, 6, 20);
    await sleep(1_500);
    const stopping = Date.now();
    await db.stop();
    const down = Date.now();
    await sleep(4_000);
    const starting = Date.now();
    await db.start();
    const up = Date.now();
    await sleep(5_000);
    await load.stop();
    const outcomes = load.outcomes;

    const before = outcomes.filter((o) => o.endedAt < stopping);
    const whileDown = outcomes.filter((o) => o.startedAt >= down && o.endedAt <= starting);
    const after = outcomes.filter((o) => o.startedAt >= up);
    const summary = `before ${JSON.stringify(tally(before))}, down ${JSON.stringify(tally(whileDown))}, after ${JSON.stringify(tally(after))}`;

    expect([summary, before.length > 0 && before.every((o) => o.status === 200 && o.leadId)]).toEqual([summary, true]);
    // Down: every answer a clear 503, none slow, never a 500.
    expect(whileDown.length).toBeGreaterThan(5);
    expect([summary, whileDown.every((o) => o.status === 503 && o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter === '2')]).toEqual([
      summary,
      true,
    ]);
    const slowest = Math.max(...whileDown.map((o) => o.endedAt - o.startedAt));
    expect(slowest).toBeLessThan(3_500);
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    // Back: the first success within 5 s of PostgreSQL accepting connections, and from then on only successes.
    const firstSuccess = after.find((o) => o.leadId);
    expect(firstSuccess).toBeDefined();
    expect(firstSuccess!.endedAt - up).toBeLessThan(5_000);
    process.stdout.write(
      `restart: ${summary}; slowest 503 ${slowest} ms; first success ${firstSuccess!.endedAt - up} ms after PostgreSQL was back\n`,
    );
    const settled = after.filter((o) => o.startedAt >= firstSuccess!.endedAt);
    expect([summary, settled.every((o) => o.leadId)]).toEqual([summary, true]);

    // Every acknowledged lead is stored exactly once.
    acknowledged = outcomes.filter((o) => o.leadId).map((o) => o.leadId!);
    const rows = await db.query<{ id: string }>(`SELECT id FROM leads WHERE id = ANY($1::uuid[])`, [acknowledged]);
    expect(rows.length).toBe(new Set(acknowledged).size);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
  });

  it('keeps the admin signed in and the live socket open across the restart, and delivers every acknowledged lead', async () => {
    expect(await admin.ok(ME)).toEqual({ me: { email: ADMIN.email } });
    expect(acknowledged.length).toBeGreaterThan(10);
    const missing = () => acknowledged.filter((id) => !live.events.some((event) => event.leadChanged.id === id));
    const deadline = Date.now() + 10_000;
    while (missing().length > 0 && Date.now() < deadline) await sleep(100);
    expect(missing()).toEqual([]);
    expect(live.events.filter((event) => event.leadChanged.kind === 'CREATED' && acknowledged.includes(event.leadChanged.id)).length).toBe(
      acknowledged.length,
    );
    expect(await liveAgainWithin(5_000)).toBeLessThan(5_000);
  });

  it('answers the next request after every server connection was killed with pg_terminate_backend', async () => {
    // In the select list, so it runs only for the rows the WHERE kept (never this connection).
    const killed = await db.query<{ pid: number; application_name: string }>(
      `SELECT pid, application_name, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'leadmachine' AND pid <> pg_backend_pid()`,
    );
    expect(new Set(killed.map((row) => row.application_name))).toEqual(
      new Set(['leadmachine', 'leadmachine-sessions', 'leadmachine-listen']),
    );
    expect(killed.length).toBeGreaterThanOrEqual(3); // the API pool, the session store, the LISTEN connection
    // At once, each on a pool that has dead connections: the API's and the session store's.
    const [created, me, count] = await Promise.all([
      post(server.url, CREATE_LEAD, { input: quickScanInput() }),
      admin.gql(ME),
      admin.gql<{ leadCount: number }>(`{ leadCount }`),
    ]);
    expect([created.status, created.code, Boolean(created.leadId)]).toEqual([200, undefined, true]);
    expect([me.status, me.errors, me.data]).toEqual([200, undefined, { me: { email: ADMIN.email } }]);
    expect([count.status, count.errors]).toEqual([200, undefined]);
    // The socket needs no database connection of its own: it stays open and the lead created above arrives.
    await expect(closedWithin(live, 1_000)).rejects.toThrow('still open');
    const deadline = Date.now() + 5_000;
    while (!live.events.some((event) => event.leadChanged.id === created.leadId) && Date.now() < deadline) await sleep(50);
    expect(live.events.filter((event) => event.leadChanged.id === created.leadId).map((event) => event.leadChanged.kind)).toEqual([
      'CREATED',
    ]);
    expect(await liveAgainWithin(5_000)).toBeLessThan(5_000);
  });
});
