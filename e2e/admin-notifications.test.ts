import { loginAs } from '../server/test/support/auth';
import { adminSuite, seedLead, waitForPanel, waitForToast } from './support/admin';

jest.setTimeout(90_000);

/**
 * Issue 17 in the browser: 'Webhooks' (add one, its secret once, its delivery log), 'Uitgaande
 * berichten' without SMTP_URL, the lead's 'Tijdlijn', and the e-mail choices under 'Mijn account'.
 */
describe('notifications and history in the admin panel', () => {
  const suite = adminSuite({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const { open } = suite;

  it('Webhooks: adds one, shows its secret once and lists its deliveries', async () => {
    const { page } = await open('/admin/webhooks');
    await page.getByText('Nog geen webhooks.').waitFor();
    await page.getByLabel('URL').fill('http://127.0.0.1:9/hooks/leads');
    await page.getByRole('button', { name: 'Webhook toevoegen' }).click();
    await expect(page.getByTestId('webhook-secret').textContent()).resolves.toMatch(/^whsec_/);
    await page.getByTestId('webhook').getByText('http://127.0.0.1:9/hooks/leads').waitFor();

    await seedLead(suite.app, { name: 'Webhook Klant' });
    await suite.app.app.dispatcher.poll();
    await page.reload();
    await waitForPanel(page);
    const log = page.getByRole('table', { name: 'Afleveringen van http://127.0.0.1:9/hooks/leads' });
    await log.getByText('Nieuwe lead').waitFor();
    await log.getByText('In de wachtrij').waitFor();
    await log.getByRole('button', { name: 'Opnieuw versturen' }).waitFor();
  });

  it("'Uitgaande berichten' shows what would go out without SMTP_URL", async () => {
    await seedLead(suite.app, { name: 'Mail Klant' });
    await suite.app.app.dispatcher.poll();
    const { page } = await open('/admin/berichten');
    await page.getByText('Er is geen SMTP-server ingesteld').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Nieuwe lead: Mail Klant' }).filter({ hasText: suite.admin.email });
    await row.getByText('Niet verstuurd').waitFor();
  });

  it("the lead profile's timeline shows who moved it from where to where", async () => {
    const leadId = await seedLead(suite.app, { name: 'Tijdlijn Klant' });
    const client = await loginAs(suite.app, suite.admin);
    await client.ok(`mutation($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { id } }`, { id: leadId });
    const { page } = await open(`/admin/leads/${leadId}`);
    const timeline = page.getByTestId('lead-timeline');
    await timeline.getByText('Verplaatst op het bord').waitFor();
    await timeline.getByText('Status: Nieuw → Contact gehad').waitFor();
    await timeline.getByText(suite.admin.email).waitFor();
    await timeline.getByText('Lead binnengekomen').waitFor();
  });

  it("'Mijn account': an admin turns the daily summary on", async () => {
    const { page } = await open('/admin/account');
    const choice = page.getByRole('checkbox', { name: /overzicht van leads die nog op contact wachten/ });
    await choice.waitFor({ state: 'attached' });
    expect(await choice.isChecked()).toBe(false);
    await page.getByText(/overzicht van leads die nog op contact wachten/).click();
    await waitForToast(page, 'Meldingen opgeslagen');
    const [row] = await suite.app.dataSource.query(`SELECT daily_summary FROM notification_settings WHERE user_id = $1`, [suite.admin.id]);
    expect(row.daily_summary).toBe(true);
  });
});
