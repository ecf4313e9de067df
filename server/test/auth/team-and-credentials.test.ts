import { errorCode } from '../support/api-client';
import { bearerClient, createApiTokenFor, createTestUser, LOGIN, loginAs, loginAsAdmin, TEST_PASSWORD } from '../support/auth';
import { repositoryLeadWriter } from '../support/lead-writer';
import { LEAD_CHANGED, untilSubscribed, type LeadChangedEvent } from '../support/realtime';
import { startTestApp, type TestApp } from '../support/test-app';
import { closedWithin, subscribe } from '../support/ws-client';

const ME = `query { me { id } }`;
const USERS = `query { users { id email role disabled activeSessions apiTokens lastSignInAt } }`;
const SET_DISABLED = `mutation($id: ID!, $d: Boolean!) { setUserDisabled(id: $id, disabled: $d) { id disabled activeSessions apiTokens } }`;
const SET_ROLE = `mutation($id: ID!, $r: String!) { setUserRole(id: $id, role: $r) { id role } }`;
const CHANGE_PASSWORD = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { endedSessions } }`;
const MY_SESSIONS = `query { mySessions { id current signedInAt expiresAt userAgent } }`;
const AUDIT = `query($f: AuditFilterInput) { auditEvents(filter: $f, limit: 50) { action actorEmail targetId ip credential details } }`;

describe('team management and credentials that end', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LOGINS_PER_MINUTE: '1000' }, socketSweepIntervalMs: 60_000 });
  });
  afterAll(() => app.close());

  it('disabling an account ends its sessions, tokens and open subscriptions at once; enabling lets it sign in again', async () => {
    const admin = await loginAsAdmin(app);
    const colleague = await createTestUser(app, { role: 'admin' });
    const session = await loginAs(app, colleague);
    const token = await createApiTokenFor(app, colleague, 'colleague tool');
    const writer = repositoryLeadWriter(app.dataSource);
    const viaCookie = subscribe<LeadChangedEvent>(app.url, LEAD_CHANGED, { cookie: session.cookieHeader });
    const viaToken = subscribe<LeadChangedEvent>(app.url, LEAD_CHANGED, { token });
    await untilSubscribed(viaCookie, writer);
    await untilSubscribed(viaToken, writer);

    const { setUserDisabled } = await admin.ok<{ setUserDisabled: { disabled: boolean; activeSessions: number; apiTokens: number } }>(
      SET_DISABLED,
      { id: colleague.id, d: true },
    );
    expect(setUserDisabled).toEqual({ id: colleague.id, disabled: true, activeSessions: 0, apiTokens: 0 });
    // The sweep runs once a minute: closing within seconds shows the NOTIFY did it.
    expect(await closedWithin(viaCookie, 5_000)).toBe(4401);
    expect(await closedWithin(viaToken, 5_000)).toBe(4401);
    expect((await session.ok<{ me: unknown }>(ME)).me).toBeNull();
    expect((await bearerClient(app, token).gql(ME)).status).toBe(401);
    expect(errorCode(await app.client().gql(LOGIN, { email: colleague.email, password: colleague.password }))).toBe('UNAUTHENTICATED');

    await admin.ok(SET_DISABLED, { id: colleague.id, d: false });
    await loginAs(app, colleague);
    // Enabling does not bring the ended token back.
    expect((await bearerClient(app, token).gql(ME)).status).toBe(401);

    const { auditEvents } = await admin.ok<{ auditEvents: { action: string; actorEmail: string; targetId: string; details: string }[] }>(
      AUDIT,
      { f: { targetId: colleague.id } },
    );
    const actions = auditEvents.map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled', 'login.succeeded']));
    const disabled = auditEvents.find((event) => event.action === 'user.disabled')!;
    expect(disabled.actorEmail).toBe(admin.user.email);
    expect(JSON.parse(disabled.details)).toEqual({ endedSessions: 1, revokedTokens: 1 });
  });

  it('a demoted admin loses the admin operations and its open subscriptions at once', async () => {
    const admin = await loginAsAdmin(app);
    const other = await createTestUser(app, { role: 'admin' });
    const session = await loginAs(app, other);
    const live = subscribe<LeadChangedEvent>(app.url, LEAD_CHANGED, { cookie: session.cookieHeader });
    await untilSubscribed(live, repositoryLeadWriter(app.dataSource));
    await admin.ok(SET_ROLE, { id: other.id, r: 'viewer' });
    expect(await closedWithin(live, 5_000)).toBe(4401);
    expect(errorCode(await session.gql(USERS))).toBe('FORBIDDEN');
  });

  it('the last active admin can be neither disabled nor demoted', async () => {
    const own = await startTestApp({ env: { RATE_LIMIT_LOGINS_PER_MINUTE: '1000' } });
    try {
      const admin = await loginAsAdmin(own);
      const second = await createTestUser(own, { role: 'admin' });
      for (const [document, variables] of [
        [SET_DISABLED, { id: admin.user.id, d: true }],
        [SET_ROLE, { id: admin.user.id, r: 'viewer' }],
      ] as const) {
        // With a second active admin it would be allowed; the second is disabled first.
        await admin.ok(SET_DISABLED, { id: second.id, d: true });
        const refused = await admin.gql(document, variables);
        expect(errorCode(refused)).toBe('BAD_USER_INPUT');
        expect(refused.errors?.[0].message).toMatch(/minstens één actieve beheerder/);
        await admin.ok(SET_DISABLED, { id: second.id, d: false });
      }
      // Two admins demoting each other at the same moment: one of them stays.
      const secondSession = await loginAs(own, second);
      const results = await Promise.all([
        admin.gql(SET_ROLE, { id: second.id, r: 'viewer' }),
        secondSession.gql(SET_ROLE, { id: admin.user.id, r: 'viewer' }),
      ]);
      expect(results.filter((result) => !result.errors).length).toBe(1);
      const [{ count }] = await own.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND disabled_at IS NULL`,
      );
      expect(count).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('a password change ends every other session and says how many; the old password no longer works', async () => {
    const user = await createTestUser(app, { role: 'viewer' });
    const here = await loginAs(app, user);
    const elsewhere = await loginAs(app, user);
    const third = await loginAs(app, user);

    const { mySessions } = await here.ok<{ mySessions: { current: boolean }[] }>(MY_SESSIONS);
    expect(mySessions).toHaveLength(3);
    expect(mySessions.filter((s) => s.current)).toHaveLength(1);

    expect(errorCode(await here.gql(CHANGE_PASSWORD, { c: 'not my password at all', n: 'a brand new password' }))).toBe('BAD_USER_INPUT');
    const result = await here.ok<{ changePassword: { endedSessions: number } }>(CHANGE_PASSWORD, {
      c: TEST_PASSWORD,
      n: 'a brand new password',
    });
    expect(result.changePassword.endedSessions).toBe(2);
    expect((await elsewhere.ok<{ me: unknown }>(ME)).me).toBeNull();
    expect((await third.ok<{ me: unknown }>(ME)).me).toBeNull();
    expect((await here.ok<{ me: { id: string } }>(ME)).me.id).toBe(user.id);
    expect(errorCode(await app.client().gql(LOGIN, { email: user.email, password: TEST_PASSWORD }))).toBe('UNAUTHENTICATED');
    await loginAs(app, { email: user.email, password: 'a brand new password' });
  });

  it("'Uitloggen op andere apparaten' ends the others and keeps this one", async () => {
    const user = await createTestUser(app, { role: 'viewer' });
    const here = await loginAs(app, user);
    const other = await loginAs(app, user);
    expect(await here.ok(`mutation { endOtherSessions }`)).toEqual({ endOtherSessions: 1 });
    expect((await other.ok<{ me: unknown }>(ME)).me).toBeNull();
    const { mySessions } = await here.ok<{ mySessions: { current: boolean }[] }>(MY_SESSIONS);
    expect(mySessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('an admin resets a password: a new one is returned once and the old sessions end', async () => {
    const admin = await loginAsAdmin(app);
    const user = await createTestUser(app, { role: 'viewer' });
    const session = await loginAs(app, user);
    const { resetUserPassword } = await admin.ok<{ resetUserPassword: string }>(`mutation($id: ID!) { resetUserPassword(id: $id) }`, {
      id: user.id,
    });
    expect(resetUserPassword.length).toBeGreaterThanOrEqual(20);
    expect((await session.ok<{ me: unknown }>(ME)).me).toBeNull();
    await loginAs(app, { email: user.email, password: resetUserPassword });
  });

  it('lists the team with last sign-in, sessions and tokens', async () => {
    const admin = await loginAsAdmin(app);
    await createApiTokenFor(app, admin.user, 'listed');
    const { users } = await admin.ok<{ users: { id: string; activeSessions: number; apiTokens: number; lastSignInAt: string | null }[] }>(
      USERS,
    );
    const me = users.find((user) => user.id === admin.user.id)!;
    expect(me.activeSessions).toBe(1);
    expect(me.apiTokens).toBe(1);
    expect(me.lastSignInAt).not.toBeNull();
    expect(errorCode(await admin.gql(SET_ROLE, { id: admin.user.id, r: 'Not A Slug' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await admin.gql(SET_ROLE, { id: '00000000-0000-4000-8000-000000000000', r: 'viewer' }))).toBe('NOT_FOUND');
  });
});

describe('API tokens with a scope and an end', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const CREATE = `mutation($n: String!, $r: Boolean!, $e: DateTimeISO) { createApiToken(name: $n, readOnly: $r, expiresAt: $e) }`;

  it('a read-only token reads and subscribes but every mutation is FORBIDDEN', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, { n: 'dashboard tool', r: true, e: null });
    const tool = bearerClient(app, secret);
    await tool.ok(`query { leads { id } }`);
    const leadId = await repositoryLeadWriter(app.dataSource).create({ name: 'Alleen lezen' });
    for (const mutation of [
      `mutation { updateLead(id: "${leadId}", input: { notes: "x" }) { id } }`,
      `mutation { deleteLead(id: "${leadId}") }`,
      `mutation { setUserDisabled(id: "${admin.user.id}", disabled: true) { id } }`,
    ]) {
      const result = await tool.gql(mutation);
      expect([mutation, errorCode(result)]).toEqual([mutation, 'FORBIDDEN']);
      expect(result.errors?.[0].message).toMatch(/alleen lezen/);
    }
    const live = subscribe<LeadChangedEvent>(app.url, LEAD_CHANGED, { token: secret });
    await untilSubscribed(live, repositoryLeadWriter(app.dataSource));
    await live.close();
    const { apiTokens } = await admin.ok<{ apiTokens: { name: string; readOnly: boolean; lastUsedAt: string | null }[] }>(
      `query { apiTokens { name readOnly lastUsedAt } }`,
    );
    expect(apiTokens.find((t) => t.name === 'dashboard tool')).toEqual({
      name: 'dashboard tool',
      readOnly: true,
      lastUsedAt: expect.any(String),
    });
  });

  it('a token stops working when it expires, and cannot be made already expired', async () => {
    const admin = await loginAsAdmin(app);
    expect(errorCode(await admin.gql(CREATE, { n: 'past', r: false, e: new Date(Date.now() - 60_000).toISOString() }))).toBe(
      'BAD_USER_INPUT',
    );
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, {
      n: 'short-lived',
      r: false,
      e: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await bearerClient(app, secret).ok(ME);
    await app.dataSource.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE name = 'short-lived'`);
    expect((await bearerClient(app, secret).gql(ME)).status).toBe(401);
  });

  it('closes a socket signed in with a token when the token expires, without waiting for the sweep', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, {
      n: 'expires-while-open',
      r: true,
      e: new Date(Date.now() + 1_500).toISOString(),
    });
    const subscription = subscribe<LeadChangedEvent>(app.url, LEAD_CHANGED, { token: secret });
    await subscription.connected;
    // This app sweeps sockets once a minute: only the socket's own timer can close it this soon.
    expect(await closedWithin(subscription, 5_000)).toBe(4401);
  });

  it('existing callers of createApiToken(name) still get a read-write token without expiry', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(`mutation { createApiToken(name: "legacy") }`);
    const leadId = await repositoryLeadWriter(app.dataSource).create({ name: 'Schrijven' });
    await bearerClient(app, secret).ok(`mutation { updateLead(id: "${leadId}", input: { notes: "ok" }) { id } }`);
  });

  it('sign-ins are audited, failures with the address tried and where from', async () => {
    const admin = await loginAsAdmin(app);
    await app.client().gql(LOGIN, { email: 'Nobody@Example.nl', password: 'wrong password here' });
    const { auditEvents } = await admin.ok<{ auditEvents: { actorEmail: string; ip: string; details: string }[] }>(AUDIT, {
      f: { action: 'login.failed', actorEmail: 'nobody@' },
    });
    expect(auditEvents).toEqual([
      expect.objectContaining({
        actorEmail: 'nobody@example.nl',
        ip: '127.0.0.1',
        details: JSON.stringify({ reason: 'wrong_credentials' }),
      }),
    ]);
    expect(errorCode(await admin.gql(AUDIT, { f: { action: 'no.such.action' } }))).toBe('BAD_USER_INPUT');
  });
});
