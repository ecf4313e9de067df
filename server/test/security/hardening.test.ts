import { errorCode } from '../support/api-client';
import { LOGIN, createTestUser, loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { closedWithin, subscribe } from '../support/ws-client';

const CREATE_TOKEN = `mutation { createApiToken(name: "csrf") }`;

async function tokenCount(app: TestApp): Promise<number> {
  const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM api_tokens`);
  return count;
}

describe('request hardening', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  describe('cross-site requests', () => {
    it.each([
      ['text/plain', 'text/plain', JSON.stringify({ query: CREATE_TOKEN })],
      ['a form post', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(CREATE_TOKEN)}`],
      [
        'a multipart form',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${CREATE_TOKEN}\r\n--x--\r\n`,
      ],
    ])('%s with the admin cookie is refused and writes nothing', async (_name, contentType, body) => {
      const admin = await loginAsAdmin(app);
      const before = await tokenCount(app);
      const response = await admin.fetch('/graphql', { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
      expect(await tokenCount(app)).toBe(before);
    });

    it('login cannot be posted as a form or text/plain (no login CSRF)', async () => {
      const user = await createTestUser(app);
      for (const [contentType, body] of [
        ['text/plain', JSON.stringify({ query: LOGIN, variables: { email: user.email, password: user.password } })],
        [
          'application/x-www-form-urlencoded',
          `query=${encodeURIComponent(`mutation { login(email: "${user.email}", password: "${user.password}") { id } }`)}`,
        ],
      ]) {
        const response = await app.client().fetch('/graphql', { method: 'POST', headers: { 'content-type': contentType }, body });
        expect(response.status).toBe(415);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('a JSON post from a foreign Origin is refused and writes nothing', async () => {
      const admin = await loginAsAdmin(app);
      const before = await tokenCount(app);
      const result = await admin.gql(CREATE_TOKEN, {}, { origin: 'https://evil.example' });
      expect([result.status, errorCode(result)]).toEqual([403, 'FORBIDDEN']);
      expect(await tokenCount(app)).toBe(before);
      // The site's own origin is fine.
      expect(errorCode(await admin.gql(CREATE_TOKEN, {}, { origin: app.url }))).toBeUndefined();
    });

    it('GET runs no mutation and needs a preflight header for queries', async () => {
      const admin = await loginAsAdmin(app);
      const before = await tokenCount(app);
      const mutation = await admin.fetch(`/graphql?query=${encodeURIComponent(CREATE_TOKEN)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(mutation.status).toBe(405);
      const simple = await admin.fetch(`/graphql?query=${encodeURIComponent('{ me { id } }')}`);
      expect(simple.status).toBe(400);
      expect(await tokenCount(app)).toBe(before);
    });
  });

  describe('request size and shape', () => {
    it('a body over 100 kB gets a clean JSON 413', async () => {
      const response = await app.client().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ apiVersion }', variables: { padding: 'x'.repeat(110 * 1024) } }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        errors: [{ message: expect.stringContaining('te groot'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    });

    it('malformed JSON gets a clean JSON 400', async () => {
      const response = await app
        .client()
        .fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
    });

    it('batched requests are refused', async () => {
      const response = await app.client().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ apiVersion }' }, { query: '{ apiVersion }' }]),
      });
      expect(response.status).toBe(400);
    });

    it('too many aliases, too many root fields and too much complexity are refused before running', async () => {
      const admin = await loginAsAdmin(app);
      const aliases = await admin.gql(`{ me { ${Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ')} } }`);
      expect([aliases.status, errorCode(aliases), aliases.errors?.[0]?.message]).toEqual([
        400,
        'GRAPHQL_VALIDATION_FAILED',
        'Te veel aliassen in één verzoek (16, maximaal 15).',
      ]);
      const roots = await admin.gql(`{ ${Array.from({ length: 11 }, (_, i) => `v${i}: apiVersion`).join(' ')} }`);
      expect(errorCode(roots)).toBe('GRAPHQL_VALIDATION_FAILED');
      const before = await tokenCount(app);
      const complex = await admin.gql(`{ apiTokens { ${'id '.repeat(120)} } }`);
      expect([complex.status, errorCode(complex), complex.errors?.[0]?.message]).toEqual([
        400,
        'GRAPHQL_VALIDATION_FAILED',
        'De query is te complex (2400, maximaal 2000).',
      ]);
      expect(await tokenCount(app)).toBe(before);
    });

    it('applies the same limits to subscriptions', async () => {
      const admin = await loginAsAdmin(app);
      const subscription = subscribe(
        app.url,
        `subscription { leadChanged { ${Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ')} } }`,
        { cookie: admin.cookieHeader },
      );
      await expect(subscription.next(3_000)).rejects.toThrow(/Te veel aliassen/);
      await subscription.close();
    });
  });

  describe('headers', () => {
    it('every response carries the security headers', async () => {
      for (const path of ['/', '/graphql', '/healthz']) {
        const response = await fetch(
          app.url + path,
          path === '/graphql'
            ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ apiVersion }"}' }
            : {},
        );
        const csp = response.headers.get('content-security-policy') ?? '';
        expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
        expect(csp).toMatch(/script-src 'self'[^;]*;/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests'); // SITE_URL is http here
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('strict-transport-security')).toBeNull();
        expect(response.headers.get('x-powered-by')).toBeNull();
        expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('x-xss-protection')).toBe('0');
      }
    });

    it('no GraphQL answer may be stored by a browser or proxy, error or not', async () => {
      const post = (body: string) => fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answers = [
        await post('{"query":"{ apiVersion }"}'),
        await post('{"query":"{ apiTokens { id } }"}'), // signed out: an error
        await post('{"query":'), // not JSON: refused before Apollo
        await fetch(`${app.url}/graphql?query=%7B%20apiVersion%20%7D`, { headers: { 'apollo-require-preflight': 'true' } }),
      ];
      expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
        [200, 'no-store'],
        [200, 'no-store'],
        [400, 'no-store'],
        [200, 'no-store'],
      ]);
    });
  });

  it('refuses a foreign Origin on subscriptions too (handshake)', async () => {
    const admin = await loginAsAdmin(app);
    const foreign = subscribe(app.url, `subscription { leadChanged { id } }`, {
      cookie: admin.cookieHeader,
      origin: 'https://evil.example',
    });
    expect(await closedWithin(foreign)).toBe(1006);
  });
});

describe('in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.nl', TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('refuses introspection over HTTP and WebSocket', async () => {
    const result = await app.client().gql(`{ __schema { types { name } } }`);
    expect(errorCode(result)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.data).toBeUndefined();

    // This server only signs in over https (see the session tests): a token it is.
    const user = await createTestUser(app);
    const token = await app.app.services.apiTokens.create(user, 'introspection');
    const subscription = subscribe(app.url, `subscription { __schema { types { name } } }`, { token, origin: null });
    await expect(subscription.next(3_000)).rejects.toThrow(/introspection/i);
    await subscription.close();
  });

  it('sends neither stack traces nor internal messages', async () => {
    const invalid = await app.client().gql(`{ nope }`);
    expect(invalid.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    const user = await createTestUser(app);
    // An internal failure (a Secure cookie over plain http) reaches the client as the generic message.
    const internal = await app.client().gql(LOGIN, { email: user.email, password: user.password });
    expect(internal.errors).toEqual([
      { message: 'Er is iets misgegaan. Probeer het opnieuw.', path: ['login'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(
      JSON.stringify(
        await (await app.client().fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).json(),
      ),
    ).not.toMatch(/at |stack/i);
  });

  it('sends HSTS and upgrade-insecure-requests when the site is https', async () => {
    const response = await fetch(app.url + '/');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('shows no GraphQL landing page', async () => {
    const response = await fetch(app.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });
});

describe('in production on plain http (npm start out of the box)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app.close());

  const loginCookie = async (headers: Record<string, string>) => {
    const user = await createTestUser(app);
    const response = await app.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: LOGIN, variables: { email: user.email, password: user.password } }),
    });
    expect(((await response.json()) as { data?: unknown }).data).toBeTruthy();
    return response.headers.getSetCookie().join('\n');
  };

  it('signs in over plain http with a cookie that is not Secure', async () => {
    expect(await loginCookie({})).not.toMatch(/;\s*secure/i);
  });

  it('makes the cookie Secure when the request arrived over https through the trusted proxy', async () => {
    expect(await loginCookie({ 'x-forwarded-proto': 'https' })).toMatch(/;\s*secure/i);
  });

  it('gives no "did you mean" hints and sends a Permissions-Policy', async () => {
    const result = await app.client().gql(`{ lead { id } leadz { id } }`);
    expect(errorCode(result)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result.errors)).not.toMatch(/did you mean/i);
    const response = await fetch(app.url + '/');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });
});
