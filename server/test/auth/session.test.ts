import { errorCode } from '../support/api-client';
import { LOGIN, TEST_PASSWORD, createTestUser, loginAs, sessionIdOf, uniqueEmail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ME = `query { me { id email role } }`;
const LOGOUT = `mutation { logout }`;

describe('sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('me is null when signed out', async () => {
    expect(await app.client().ok(ME)).toEqual({ me: null });
  });

  it('login answers with the user, sets an HttpOnly SameSite=Lax cookie, and me follows it', async () => {
    const user = await createTestUser(app, { role: 'admin' });
    const client = app.client();
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { email: user.email.toUpperCase(), password: user.password } }),
    });
    const body = (await response.json()) as { data: { login: unknown } };
    expect(body.data.login).toEqual({ id: user.id, email: user.email, role: 'admin' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('lm.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i); // not in production
    expect(await client.ok(ME)).toEqual({ me: { id: user.id, email: user.email, role: 'admin' } });
  });

  it('a wrong password and an unknown address get the same answer', async () => {
    const user = await createTestUser(app);
    const wrong = await app.client().gql(LOGIN, { email: user.email, password: 'not the password at all' });
    const unknown = await app.client().gql(LOGIN, { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    expect(wrong.errors).toEqual(unknown.errors);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('gives a new session id at login (no fixation), and the one before stops working', async () => {
    const user = await createTestUser(app);
    const client = await loginAs(app, user);
    const first = sessionIdOf(client);
    expect(first).toBeDefined();
    const firstCookie = client.cookieHeader;

    // A planted (or earlier) session id never survives a sign-in.
    await client.ok(LOGIN, { email: user.email, password: user.password });
    const second = sessionIdOf(client);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await client.ok(ME)).toMatchObject({ me: { id: user.id } });

    const stale = app.client({ cookie: firstCookie });
    expect(await stale.ok(ME)).toEqual({ me: null });
  });

  it('logout destroys the session on the server: the old cookie is refused afterwards', async () => {
    const user = await createTestUser(app);
    const client = await loginAs(app, user);
    const cookie = client.cookieHeader;
    const sid = sessionIdOf(client)!;

    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGOUT }),
    });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ logout: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/lm\.sid=;.*Expires=Thu, 01 Jan 1970/i);

    const rows = await app.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sid]);
    expect(rows).toHaveLength(0);
    // Replaying the cookie (say, copied before logout) gets nothing.
    const replay = app.client({ cookie });
    expect(await replay.ok(ME)).toEqual({ me: null });
    expect(errorCode(await replay.gql(`query { apiTokens { id } }`))).toBe('UNAUTHENTICATED');
    // Logging out while signed out is harmless.
    expect(await app.client().ok(LOGOUT)).toEqual({ logout: true });
  });

  it('ends a session that was idle too long (the store refuses expired rows)', async () => {
    const client = await loginAs(app, await createTestUser(app));
    const sid = sessionIdOf(client)!;
    const [{ expire }] = await app.dataSource.query('SELECT expire FROM sessions WHERE sid = $1', [sid]);
    // Rolling: the row lives idleMinutes after the last request.
    const idleMs = app.config.session.idleMinutes * 60_000;
    expect(Math.abs(new Date(expire).getTime() - (Date.now() + idleMs))).toBeLessThan(60_000);

    await app.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
    expect(await client.ok(ME)).toEqual({ me: null });
  });

  it('an authenticated request pushes the idle expiry forward, at most once a minute per process', async () => {
    const client = await loginAs(app, await createTestUser(app));
    const sid = sessionIdOf(client)!;
    const expiry = async () =>
      new Date((await app.dataSource.query('SELECT expire FROM sessions WHERE sid = $1', [sid]))[0].expire).getTime();
    await app.dataSource.query(`UPDATE sessions SET expire = now() + interval '5 minutes' WHERE sid = $1`, [sid]);
    await client.ok(ME);
    expect(await expiry()).toBeGreaterThan(Date.now() + 60 * 60_000);

    // Within the minute the row is not written again.
    await app.dataSource.query(`UPDATE sessions SET expire = now() + interval '5 minutes' WHERE sid = $1`, [sid]);
    await client.ok(ME);
    expect(await expiry()).toBeLessThan(Date.now() + 6 * 60_000);
  });

  it('ends a session older than the absolute lifetime however active it is', async () => {
    const client = await loginAs(app, await createTestUser(app));
    const sid = sessionIdOf(client)!;
    const signedInLongAgo = Date.now() - (app.config.session.maxHours * 3_600_000 + 60_000);
    await app.dataSource.query(`UPDATE sessions SET sess = jsonb_set(sess, '{passport,user,at}', to_jsonb($2::bigint)) WHERE sid = $1`, [
      sid,
      signedInLongAgo,
    ]);
    expect(await client.ok(ME)).toEqual({ me: null });
    expect(await app.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).toHaveLength(0);
  });

  it('a changed role applies to a live session at once', async () => {
    const user = await createTestUser(app, { role: 'admin' });
    const client = await loginAs(app, user);
    expect(errorCode(await client.gql(`query { apiTokens { id } }`))).toBeUndefined();
    await app.dataSource.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [user.id]);
    expect(errorCode(await client.gql(`query { apiTokens { id } }`))).toBe('FORBIDDEN');
  });

  it('a disabled or removed account is signed out at once, though its session row is still there', async () => {
    const disabled = await createTestUser(app, { role: 'admin' });
    const removed = await createTestUser(app, { role: 'admin' });
    const [disabledClient, removedClient] = [await loginAs(app, disabled), await loginAs(app, removed)];
    expect(await disabledClient.ok(ME)).toEqual({ me: { id: disabled.id, email: disabled.email, role: 'admin' } });
    await app.dataSource.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [disabled.id]);
    await app.dataSource.query(`DELETE FROM users WHERE id = $1`, [removed.id]);
    expect(await disabledClient.ok(ME)).toEqual({ me: null });
    expect(await removedClient.ok(ME)).toEqual({ me: null });
    expect(errorCode(await removedClient.gql(`query { apiTokens { id } }`))).toBe('UNAUTHENTICATED');
  });

  it('refuses empty and oversized credentials as bad input', async () => {
    expect(errorCode(await app.client().gql(LOGIN, { email: '', password: 'x' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await app.client().gql(LOGIN, { email: 'a@b.nl', password: 'x'.repeat(257) }))).toBe('BAD_USER_INPUT');
  });

  it('accepts long passphrases (256 characters)', async () => {
    const password = 'lange zin '.repeat(25) + 'en nog';
    expect(password).toHaveLength(256);
    const user = await createTestUser(app, { password });
    const client = await loginAs(app, user);
    expect(await client.ok(ME)).toMatchObject({ me: { id: user.id } });
  });
});

describe('sessions in production behind a TLS proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.nl', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => app.close());

  it('sets a Secure __Host- cookie when the proxy says https', async () => {
    const user = await createTestUser(app);
    const client = app.client({ 'x-forwarded-proto': 'https' });
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { email: user.email, password: user.password } }),
    });
    expect(((await response.json()) as { data: { login: { id: string } } }).data.login.id).toBe(user.id);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-lm.sid='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(await client.ok(ME)).toMatchObject({ me: { id: user.id } });
  });

  it('refuses to sign in over plain http rather than set a cookie the browser would drop', async () => {
    const user = await createTestUser(app);
    const result = await app.client().gql(LOGIN, { email: user.email, password: user.password });
    expect(errorCode(result)).toBe('INTERNAL_SERVER_ERROR');
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});
