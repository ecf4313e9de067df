import { errorCode } from '../support/api-client';
import { LOGIN, loginAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { ensureAdminAccount } from '../../src/users/admin-bootstrap';
import { COMPANY_EMAIL } from '../../src/shared/company';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config';
import { TEST_SESSION_SECRET } from '../support/test-app';
import { createTestUser } from '../support/auth';

/** `npm run admin -- ...` as an operator runs it, on the test's database. */
async function adminCommand(databaseUrl: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'src/scripts/admin.ts', ...args], {
      cwd: join(REPO_ROOT, 'server'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: databaseUrl, SESSION_SECRET: TEST_SESSION_SECRET },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

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

  it('npm run admin -- reset-password sets a new password, shown once, and lifts the login lock', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 6; i++) await app.client().gql(LOGIN, { email: user.email, password: `fout ${i}` });
    expect(errorCode(await app.client().gql(LOGIN, { email: user.email, password: user.password }))).toBe('RATE_LIMITED');

    const reset = await adminCommand(app.databaseUrl, 'reset-password', user.email.toUpperCase());
    const password = /: (\S{24})$/m.exec(reset.stdout)?.[1];
    expect({ code: reset.code, stderr: reset.stderr, password: expect.any(String) }).toEqual({ code: 0, stderr: '', password });
    expect(await (await loginAs(app, { email: user.email, password: password! })).ok(ME)).toMatchObject({ me: { email: user.email } });
    expect(errorCode(await app.client().gql(LOGIN, { email: user.email, password: user.password }))).toBe('UNAUTHENTICATED');

    const unknown = await adminCommand(app.databaseUrl, 'reset-password', 'niemand@example.nl');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No account with that e-mail address; nothing changed.']);
    expect((await adminCommand(app.databaseUrl, 'wat')).code).toBe(2);
  });
});
