import { ApiClient, errorCode } from '../support/api-client';
import { LOGIN, TEST_PASSWORD, createTestUser, uniqueEmail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { startServerProcess } from '../support/server-process';

const MAX_FAILURES = 3;

describe('login brute-force protection', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        LOGIN_MAX_FAILURES: String(MAX_FAILURES),
        LOGIN_LOCK_MINUTES: '15',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LOGINS_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(() => app.close());

  /** Each attempt from a different forwarded address, as a botnet or a rotating X-Forwarded-For would. */
  let address = 0;
  const attempt = (email: string, password: string) => {
    address += 1;
    return app.client({ 'x-forwarded-for': `203.0.113.${address % 250}` }).gql(LOGIN, { email, password });
  };

  it(`locks an address after ${MAX_FAILURES} failures: then even the right password is refused, from any IP`, async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect(errorCode(await attempt(user.email, `wrong password ${i}`))).toBe('UNAUTHENTICATED');
    }
    const locked = await attempt(user.email, user.password);
    expect(errorCode(locked)).toBe('RATE_LIMITED');
    expect(locked.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The lock is in PostgreSQL, not in this process: a second server on the database agrees.
    const other = await startTestApp({ databaseUrl: app.databaseUrl });
    try {
      expect(errorCode(await other.client().gql(LOGIN, { email: user.email, password: user.password }))).toBe('RATE_LIMITED');
    } finally {
      await other.close();
    }
  });

  it('unlocks when the lock time is over, and a success clears the count', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < MAX_FAILURES; i += 1) await attempt(user.email, 'wrong password');
    expect(errorCode(await attempt(user.email, user.password))).toBe('RATE_LIMITED');
    await app.dataSource.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE email = $1`, [user.email]);
    expect(errorCode(await attempt(user.email, user.password))).toBeUndefined();
    // A success forgets earlier failures: MAX_FAILURES - 1 more are allowed before the next lock.
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) expect(errorCode(await attempt(user.email, 'wrong'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await attempt(user.email, user.password))).toBeUndefined();
  });

  it('counts per address case-insensitively', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < MAX_FAILURES; i += 1) await attempt(i % 2 ? user.email.toUpperCase() : ` ${user.email}`, 'wrong');
    expect(errorCode(await attempt(user.email, user.password))).toBe('RATE_LIMITED');
  });

  it('locks addresses without an account the same way, so the lock reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const user = await createTestUser(app);
    const unknownAnswers = [];
    const knownAnswers = [];
    for (let i = 0; i <= MAX_FAILURES; i += 1) {
      unknownAnswers.push((await attempt(nobody, TEST_PASSWORD)).errors);
      knownAnswers.push((await attempt(user.email, 'wrong password')).errors);
    }
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(errorCode({ status: 200, errors: unknownAnswers[MAX_FAILURES], headers: new Headers() })).toBe('RATE_LIMITED');
  });

  it('a burst of parallel guesses checks at most the allowed number of passwords', async () => {
    const user = await createTestUser(app);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.email, `guess ${i}`)));
    const codes = results.map(errorCode);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(12 - MAX_FAILURES);
    expect(errorCode(await attempt(user.email, user.password))).toBe('RATE_LIMITED');
  });

  it('parallel sign-ins with the right password all succeed (a success racing the others breaks nothing)', async () => {
    const user = await createTestUser(app);
    for (let round = 0; round < 15; round += 1) {
      const results = await Promise.all(Array.from({ length: MAX_FAILURES }, () => attempt(user.email, user.password)));
      expect(results.map(errorCode)).toEqual(Array.from({ length: MAX_FAILURES }, () => undefined));
    }
  });

  it('many aliased logins in one request try one password: the first failure ends the mutation', async () => {
    const user = await createTestUser(app);
    const aliases = Array.from({ length: MAX_FAILURES + 2 }, (_, i) => `a${i}: login(email: $email, password: "guess ${i}") { id }`);
    const result = await app.client().gql(`mutation($email: String!) { ${aliases.join(' ')} }`, { email: user.email });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const [{ failures }] = await app.dataSource.query(`SELECT cardinality(failures) AS failures FROM login_throttle WHERE email = $1`, [
      user.email,
    ]);
    expect(failures).toBe(1);
  });
});

describe('login attempts per client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LOGINS_PER_MINUTE: '4' } });
  });
  afterAll(() => app.close());

  it('refuses one address spraying many accounts', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(errorCode(await app.client().gql(LOGIN, { email: uniqueEmail('spray'), password: 'guess' })));
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('counts the address across server processes on one database', async () => {
    const other = await startServerProcess({ databaseUrl: app.databaseUrl, env: { RATE_LIMIT_LOGINS_PER_MINUTE: '4' } });
    try {
      const onOther = new ApiClient(other.url);
      const codes = [];
      for (let i = 0; i < 2; i += 1) codes.push(errorCode(await onOther.gql(LOGIN, { email: uniqueEmail('elders'), password: 'guess' })));
      // The first test used this address's four attempts on the test app within this minute.
      expect(codes).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    } finally {
      await other.stop();
    }
  });
});
