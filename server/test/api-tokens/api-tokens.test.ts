import { errorCode } from '../support/api-client';
import { bearerClient, loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const CREATE = `mutation($name: String!) { createApiToken(name: $name) }`;
const LIST = `query { apiTokens { id name ownerEmail createdAt lastUsedAt } }`;
const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) }`;

interface Listed {
  apiTokens: { id: string; name: string; ownerEmail: string; createdAt: string; lastUsedAt: string | null }[];
}

describe('API tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('shows the secret once and stores only its hash', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, { name: 'CRM-koppeling' });
    expect(secret).toMatch(/^lm_[A-Za-z0-9_-]{43}$/);
    const rows = await app.dataSource.query(`SELECT * FROM api_tokens WHERE name = 'CRM-koppeling'`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(3));
    const { apiTokens } = await admin.ok<Listed>(LIST);
    expect(apiTokens.find((token) => token.name === 'CRM-koppeling')).toEqual({
      id: rows[0].id,
      name: 'CRM-koppeling',
      ownerEmail: admin.user.email,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
  });

  it('acts as its admin over POST without cookie or CSRF header, and over GET', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, { name: 'rapportage' });
    const tool = bearerClient(app, secret);
    expect(await tool.ok(`query { me { email role } }`)).toEqual({ me: { email: admin.user.email, role: 'admin' } });

    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { email } apiTokens { name } }')}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: { me: { email: string } } }).data.me.email).toBe(admin.user.email);
    expect(get.headers.getSetCookie()).toEqual([]);

    const { apiTokens } = await admin.ok<Listed>(LIST);
    expect(apiTokens.find((token) => token.name === 'rapportage')?.lastUsedAt).not.toBeNull();
  });

  it('refuses unknown, malformed and revoked tokens with 401 UNAUTHENTICATED', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, { name: 'weg ermee' });
    const { apiTokens } = await admin.ok<Listed>(LIST);
    const id = apiTokens.find((token) => token.name === 'weg ermee')!.id;
    expect(await admin.ok(REVOKE, { id })).toEqual({ revokeApiToken: true });
    expect((await admin.ok<Listed>(LIST)).apiTokens.map((token) => token.id)).not.toContain(id);

    for (const header of [`Bearer ${secret}`, 'Bearer lm_unknown', 'Basic abc', 'Bearer']) {
      const result = await app.client({ authorization: header }).gql(`query { me { id } }`);
      expect([header, result.status, errorCode(result)]).toEqual([header, 401, 'UNAUTHENTICATED']);
    }
    expect(errorCode(await admin.gql(REVOKE, { id }))).toBe('NOT_FOUND');
    expect(errorCode(await admin.gql(REVOKE, { id: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
  });

  it('follows its owner: a token of an admin who lost the role is FORBIDDEN', async () => {
    const admin = await loginAsAdmin(app);
    const { createApiToken: secret } = await admin.ok<{ createApiToken: string }>(CREATE, { name: 'eigenaar' });
    await app.dataSource.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [admin.user.id]);
    expect(errorCode(await bearerClient(app, secret).gql(LIST))).toBe('FORBIDDEN');
  });

  it('needs a name', async () => {
    const admin = await loginAsAdmin(app);
    expect(errorCode(await admin.gql(CREATE, { name: '' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await admin.gql(CREATE, { name: 'x'.repeat(101) }))).toBe('BAD_USER_INPUT');
  });
});
