import { LeadStatus } from '../server/src/leads/lead.enums';
import { amsterdamDay as day, clearOfMidnight } from '../server/test/support/amsterdam-days';
import { adminSuite, seedLead, waitForPanel, waitForToast } from './support/admin';

jest.setTimeout(60_000);

/**
 * Follow-ups in the panel: planning a next action and 'Contact gehad' on the profile, the
 * dashboard's 'Vandaag opvolgen', due and overdue cards on the board, and a column's stale setting.
 */
describe('admin follow-ups', () => {
  const suite = adminSuite();

  it("plans a next action on the profile, lists it under 'Vandaag opvolgen' and marks due and overdue cards on the board", async () => {
    // Today's action must still be today's when the board shows it.
    await clearOfMidnight(30_000);
    const karel = await seedLead(suite.app, { name: 'Karel Kozijn', company: 'Kozijnen Karel' });
    const tab = await suite.open('/admin/dashboard');
    const { page } = tab;
    const panel = page.locator('[data-panel="follow-ups"]');
    await panel.getByText('Niets op te volgen vandaag.').waitFor();

    await page.goto(`${suite.app.url}/admin/leads/${karel}`);
    await waitForPanel(page);
    const card = page.getByRole('region', { name: 'Volgende actie' });
    await expect(card.getByTestId('next-action').getAttribute('data-follow-up')).resolves.toBe('NONE');
    await card.getByRole('button', { name: 'Plannen' }).click();
    await card.getByLabel('Datum').fill(day(0));
    await card.getByLabel('Wat moet er gebeuren?').fill('Offerte nabellen');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await waitForToast(page, 'Volgende actie opgeslagen');
    await card.locator('[data-follow-up="DUE_TODAY"]').getByText('Offerte nabellen').waitFor();
    await card.getByText('Vandaag', { exact: true }).waitFor();

    // 'Contact gehad' records a contact now (the server's clock), which speed to lead counts.
    const info = page.getByRole('region', { name: 'Lead informatie' });
    await info.getByText('Nog geen contact').waitFor();
    await info.getByRole('button', { name: 'Contact gehad' }).click();
    await waitForToast(page, 'Contact vastgelegd');
    await info.getByText('Nog geen contact').waitFor({ state: 'detached' });
    const [{ last_contact: lastContact }] = await suite.app.dataSource.query(`SELECT last_contact FROM leads WHERE id = $1`, [karel]);
    expect(Math.abs(new Date(lastContact).getTime() - Date.now())).toBeLessThan(60_000);

    // Another lead, overdue since three days, planned elsewhere.
    const otto = await seedLead(suite.app, { name: 'Otto Overtijd' });
    await suite.app.app.services.leads.update(otto, { nextActionOn: day(-3), nextActionNote: 'Terugbellen' });

    await page.goto(`${suite.app.url}/admin/dashboard`);
    await waitForPanel(page);
    await panel.getByRole('heading', { name: 'Vandaag opvolgen (2)' }).waitFor();
    const rows = panel.locator('li[data-lead-id]');
    await expect(rows.locator('[data-lead-name]').allInnerTexts()).resolves.toEqual(['Otto Overtijd', 'Karel Kozijn']);
    await expect(rows.first().innerText()).resolves.toContain('Te laat');
    await expect(rows.nth(1).innerText()).resolves.toContain('Vandaag · Offerte nabellen');

    // Done: 'Afgerond' on the profile, and the dashboard follows live.
    await suite.app.app.services.leads.update(otto, { nextActionOn: null, nextActionNote: null });
    await panel.getByRole('heading', { name: 'Vandaag opvolgen (1)' }).waitFor();

    await suite.app.app.services.leads.update(otto, { nextActionOn: day(-3), nextActionNote: 'Terugbellen' });
    await page.goto(`${suite.app.url}/admin/pipeline`);
    await waitForPanel(page);
    const karelCard = page.locator(`[data-card-id="${karel}"]`);
    const ottoCard = page.locator(`[data-card-id="${otto}"]`);
    await expect(karelCard.getByTestId('card-follow-up').getAttribute('data-follow-up')).resolves.toBe('DUE_TODAY');
    await expect(ottoCard.getByTestId('card-follow-up').getAttribute('data-follow-up')).resolves.toBe('OVERDUE');
    await expect(ottoCard.getByTestId('card-follow-up').innerText()).resolves.toMatch(/^Te laat · \d+ \w+: Terugbellen$/);
    expect(tab.console.problems).toEqual([]);
  });

  it('marks cards untouched for longer than their column allows as stale, and the column setting changes that', async () => {
    const stale = await seedLead(suite.app, { name: 'Stijn Stil' });
    await suite.app.app.services.board.move(stale, LeadStatus.CONTACTED, 1);
    await suite.app.dataSource.query(`UPDATE leads SET updated_at = now() - interval '10 days' WHERE id = $1`, [stale]);
    const fresh = await seedLead(suite.app, { name: 'Vera Vers' });
    await suite.app.app.services.board.move(fresh, LeadStatus.CONTACTED, 1);

    const tab = await suite.open('/admin/pipeline');
    const { page } = tab;
    const staleCard = page.locator(`[data-card-id="${stale}"]`);
    // 'Geen Gehoor' (CONTACTED) marks cards after 7 untouched days by default.
    await staleCard.getByTestId('card-stale').getByText('10 dagen stil').waitFor();
    await expect(staleCard.getAttribute('data-stale')).resolves.toBe('true');
    await expect(page.locator(`[data-card-id="${fresh}"] [data-testid="card-stale"]`).count()).resolves.toBe(0);

    // The column's setting: 0 is refused in words, 12 days takes the mark away.
    await page.getByRole('button', { name: 'Instellingen Geen Gehoor' }).click();
    const form = page.getByRole('form', { name: 'Instellingen Geen Gehoor' });
    const days = form.getByLabel('Markeer kaarten als stil na (dagen)');
    await expect(days.inputValue()).resolves.toBe('7');
    await days.fill('0');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await form.getByText('Vul een heel aantal dagen in van 1 tot 365, of laat het leeg.').waitFor();
    await days.fill('12');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await waitForToast(page, 'Geen Gehoor: stil na 12 dagen');
    await staleCard.getByTestId('card-stale').waitFor({ state: 'detached' });
    const [{ stale_after_days: stored }] = await suite.app.dataSource.query(
      `SELECT stale_after_days FROM pipeline_columns WHERE status = 'CONTACTED'`,
    );
    expect(stored).toBe(12);
    expect(tab.console.problems).toEqual([]);
  });
});
