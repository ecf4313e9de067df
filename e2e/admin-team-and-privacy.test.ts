import { createTestUser, loginAs } from '../server/test/support/auth';
import { adminSuite, seedLead, waitForToast } from './support/admin';

jest.setTimeout(90_000);

/**
 * Issue 15 in the browser: the Team screen (disable, role, reset), API-tokens, 'Mijn account'
 * (sessions, sign out elsewhere), the audit log, and a lead's 'Gegevens exporteren' / 'Gegevens wissen'.
 */
describe('team, account, audit log and data rights in the admin panel', () => {
  const suite = adminSuite();
  const { open } = suite;

  it('Team: lists accounts, disables one (its session ends) and resets a password', async () => {
    const colleague = await createTestUser(suite.app, { role: 'viewer' });
    const colleagueSession = await loginAs(suite.app, colleague);
    const { page } = await open('/admin/team');
    const row = page.locator(`tr[data-email="${colleague.email}"]`);
    await row.waitFor();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await row.getByRole('button', { name: 'Uitschakelen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, uitschakelen' }).click();
    await waitForToast(page, 'Account uitgeschakeld');
    await row.getByText('uitgeschakeld').waitFor();
    expect((await colleagueSession.ok<{ me: unknown }>(`query { me { id } }`)).me).toBeNull();

    await row.getByRole('button', { name: 'Inschakelen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, inschakelen' }).click();
    await waitForToast(page, 'Account ingeschakeld');

    await row.getByRole('button', { name: 'Wachtwoord resetten' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, resetten' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const password = (await page.getByTestId('new-password').textContent())!.trim();
    await loginAs(suite.app, { email: colleague.email, password });
    await page.getByRole('button', { name: 'Verbergen' }).click();

    await row.getByLabel(`Rol van ${colleague.email}`).selectOption('admin');
    await waitForToast(page, 'Rol gewijzigd');
    const [{ role }] = await suite.app.dataSource.query(`SELECT role FROM users WHERE id = $1`, [colleague.id]);
    expect(role).toBe('admin');
  });

  it('API-tokens: makes a read-only token, whose secret is shown once', async () => {
    const { page } = await open('/admin/api-tokens');
    await page.getByRole('heading', { level: 1, name: 'API-tokens' }).waitFor();
    await page.getByLabel('Naam van de tool').fill('Rapportage');
    await page.getByRole('button', { name: 'Token aanmaken' }).click();
    const secret = (await page.getByTestId('new-token').textContent())!.trim();
    expect(secret).toMatch(/^lm_/);
    await page.getByTestId('token-table').getByText('Alleen lezen').waitFor();
    const [{ read_only }] = await suite.app.dataSource.query(`SELECT read_only FROM api_tokens WHERE name = 'Rapportage'`);
    expect(read_only).toBe(true);
  });

  it('Mijn account: sees own sessions and signs out on other devices', async () => {
    const elsewhere = await loginAs(suite.app, suite.admin);
    const { page } = await open('/admin/account');
    await page.getByTestId('my-sessions').getByText('deze sessie').waitFor();
    await page.getByRole('button', { name: 'Uitloggen op andere apparaten' }).click();
    await waitForToast(page, 'Uitgelogd op andere apparaten');
    expect((await elsewhere.ok<{ me: unknown }>(`query { me { id } }`)).me).toBeNull();
  });

  it('lead profile: exports the data as JSON and erases it after a dialog that explains the difference with deleting; the audit log shows both', async () => {
    const leadId = await seedLead(suite.app, { name: 'Wis Mij', email: 'wis.mij@example.nl' });
    const { page } = await open(`/admin/leads/${leadId}`);
    await page.getByRole('heading', { name: 'Wis Mij' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Gegevens exporteren' }).click(),
    ]);
    const json = JSON.parse(await streamText(await download.createReadStream()));
    expect(json.lead).toMatchObject({ id: leadId, name: 'Wis Mij', email: 'wis.mij@example.nl' });

    await page.getByRole('button', { name: 'Gegevens wissen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Anders dan verwijderen/).waitFor();
    await dialog.getByRole('button', { name: 'Ja, wis de gegevens' }).click();
    await waitForToast(page, 'Gegevens gewist');
    await page.getByRole('heading', { name: 'Gewiste lead' }).waitFor();
    const [row] = await suite.app.dataSource.query(`SELECT name, email, erased_at FROM leads WHERE id = $1`, [leadId]);
    expect(row).toMatchObject({ name: 'Gewiste lead', email: '' });

    await page.goto(`${suite.app.url}/admin/audit`);
    await page
      .getByTestId('retention-policy')
      .getByText(/24 maanden na de laatste activiteit/)
      .waitFor();
    const table = page.getByTestId('audit-table');
    await table.getByText('Gegevens lead gewist').first().waitFor();
    await table.getByText('Gegevens lead geëxporteerd').first().waitFor();
    await page.getByLabel('Actie').selectOption('lead.erased');
    await table.getByText('Gegevens lead geëxporteerd').first().waitFor({ state: 'detached' });
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
