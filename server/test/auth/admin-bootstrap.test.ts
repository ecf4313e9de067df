import { errorCode } from '../support/api-client';
import { LOGIN, loginAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { ensureAdminAccount } from '../../src/users/admin-bootstrap';
import { COMPANY_EMAIL } from '../../src/shared/company';

const ME = `query { me { email role } }`;

describe('admin account at start-up', () => {
  let app: TestApp;
  const printed: string[] = [];
  const log = (line: string) => printed.push(line);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('without ADMIN_EMAIL creates the company mailbox admin once and prints its password once', async () => {
    await ensureAdminAccount(app.app.services.users, { adminEmail: undefined, adminPassword: undefined }, log);
    const banner = printed.join('\n');
    expect(banner).toContain(COMPANY_EMAIL);
    const password = /wachtwoord: (\S+)/.exec(banner)?.[1];
    expect(password).toHaveLength(24);
    const client = await loginAs(app, { email: COMPANY_EMAIL, password: password! });
    expect(await client.ok(ME)).toEqual({ me: { email: COMPANY_EMAIL, role: 'admin' } });

    // Restarts (and a second process starting at the same time) change nothing and print nothing.
    printed.length = 0;
    await Promise.all([
      ensureAdminAccount(app.app.services.users, { adminEmail: undefined, adminPassword: undefined }, log),
      ensureAdminAccount(app.app.services.users, { adminEmail: undefined, adminPassword: undefined }, log),
    ]);
    expect(printed).toEqual([]);
    expect(await (await loginAs(app, { email: COMPANY_EMAIL, password: password! })).ok(ME)).toMatchObject({ me: { role: 'admin' } });
  });

  it("stores argon2id hashes with at least OWASP's parameters", async () => {
    const rows: { password_hash: string }[] = await app.dataSource.query(`SELECT password_hash FROM users`);
    for (const { password_hash: hash } of rows) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD make sure that admin exists with that password', async () => {
    const config = { adminEmail: 'Beheer@Example.nl', adminPassword: 'eerste wachtwoord van de beheerder' };
    await ensureAdminAccount(app.app.services.users, config, log);
    expect(await (await loginAs(app, { email: 'beheer@example.nl', password: config.adminPassword })).ok(ME)).toEqual({
      me: { email: 'beheer@example.nl', role: 'admin' },
    });

    // A changed password takes over at the next start; the old one stops working.
    await ensureAdminAccount(app.app.services.users, { ...config, adminPassword: 'tweede wachtwoord van de beheerder' }, log);
    expect(errorCode(await app.client().gql(LOGIN, { email: config.adminEmail, password: config.adminPassword }))).toBe('UNAUTHENTICATED');
    await loginAs(app, { email: config.adminEmail, password: 'tweede wachtwoord van de beheerder' });

    // A demoted account is made admin again.
    await app.dataSource.query(`UPDATE users SET role = 'viewer' WHERE email = 'beheer@example.nl'`);
    await ensureAdminAccount(app.app.services.users, { ...config, adminPassword: 'tweede wachtwoord van de beheerder' }, log);
    const [{ role }] = await app.dataSource.query(`SELECT role FROM users WHERE email = 'beheer@example.nl'`);
    expect(role).toBe('admin');
  });

  it('a failed login creates no account, not even for the company mailbox', async () => {
    await app.dataSource.query(`DELETE FROM users WHERE email = $1`, [COMPANY_EMAIL]);
    expect(errorCode(await app.client().gql(LOGIN, { email: COMPANY_EMAIL, password: 'wat dan ook hier' }))).toBe('UNAUTHENTICATED');
    expect(await app.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [COMPANY_EMAIL])).toHaveLength(0);
  });
});
