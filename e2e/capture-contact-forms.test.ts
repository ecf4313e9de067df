import type { Browser } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import {
  CONTACT_PAGE_ANSWERS,
  CONTACT_PAGE_LEAD,
  leadByEmail,
  openVisitorTab,
  withCaptureAppAndBrowser,
  visitor,
  waitForLead,
  waitForToast,
} from './support/capture';
import { renderSection } from './support/sections';

jest.setTimeout(60_000);

/** The home contact form, the contact page form and the speed test save CONTACT leads. */
describe('lead capture: contact forms and the speed test', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));

  it('saves the home contact form as a CONTACT lead with its message and budget, then clears it', async () => {
    const tab = await openVisitorTab(browser, app.url + '/#contact');
    const { page } = tab;
    const { email } = visitor();
    const form = page.getByRole('form', { name: 'Contactformulier' });
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await box('Naam').fill('Piet Schilder');
    await box('E-mail').fill(email);
    await box('Bedrijfsnaam').fill('Schilderwerken Piet');
    await box('Website').fill('https://schilderwerken-piet.nl');
    await form.getByRole('combobox', { name: 'Maandelijks marketingbudget' }).selectOption('5000-10000');
    await box('Bericht').fill('Ik wil meer schilderklussen in Utrecht.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await waitForToast(page, 'Aanvraag verzonden!', 'We nemen binnen 24 uur contact met je op.');
    const lead = await waitForLead(app, email);
    expect(lead).toMatchObject({
      name: 'Piet Schilder',
      company: 'Schilderwerken Piet',
      website: 'https://schilderwerken-piet.nl',
      budget: '5000-10000',
      message: 'Ik wil meer schilderklussen in Utrecht.',
      source: 'CONTACT',
      status: 'NEW',
      phone: null,
    });
    await expect(box('Naam').inputValue()).resolves.toBe('');
    await expect(box('Bericht').inputValue()).resolves.toBe('');
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('saves the contact page form as a CONTACT lead; a failure keeps every value and says so', async () => {
    const tab = await openVisitorTab(browser, app.url + '/contact');
    const { page } = tab;
    const { email } = visitor();
    const form = page.getByRole('form', { name: 'Berichtformulier' });
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    const values: Record<string, string> = { ...CONTACT_PAGE_ANSWERS, 'E-mail': email };
    for (const [label, value] of Object.entries(values)) await box(label).fill(value);

    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errors":[{"message":"Er ging iets mis.","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}',
      }),
    );
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await waitForToast(page, 'Er is iets misgegaan', 'Probeer het opnieuw of neem direct contact met ons op.');
    for (const [label, value] of Object.entries(values)) await expect(box(label).inputValue()).resolves.toBe(value);
    await expect(leadByEmail(app, email)).resolves.toBeNull();

    await page.unroute('**/graphql');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await waitForToast(page, 'Bericht verzonden!');
    const lead = await waitForLead(app, email);
    expect(lead).toMatchObject(CONTACT_PAGE_LEAD);
    for (const label of Object.keys(values)) await expect(box(label).inputValue()).resolves.toBe('');
    expect(tab.console.problems.filter((problem) => !problem.includes('500'))).toEqual([]);
    await tab.close();
  });

  it('turns a speed test request into a CONTACT lead asking for the report, with the keyboard alone', async () => {
    const tab = await openVisitorTab(browser, app.url + '/diensten/website-bouwen');
    const { page } = tab;
    const { email } = visitor();
    const form = page.getByRole('form', { name: 'Gratis snelheidstest' });
    // Read where the visitor reads it: a section below the first screen renders when near the viewport.
    await renderSection(page, 'snelheidstest');
    await expect(page.locator('#snelheidstest').innerText()).resolves.toContain(
      'Je aanvraag gaat naar ons team; je e-mailadres gebruiken we alleen voor het rapport.',
    );
    await form.getByRole('textbox', { name: 'Website-adres' }).focus();
    await page.keyboard.type('www.dakwerken-devries.nl');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    await waitForToast(page, 'Snelheidstest aangevraagd!', `op ${email}`);
    const lead = await waitForLead(app, email);
    expect(lead).toMatchObject({
      name: 'Snelheidstest dakwerken-devries.nl',
      website: 'https://www.dakwerken-devries.nl/',
      source: 'CONTACT',
      message: `Verzoek om een gratis snelheidsrapport van https://www.dakwerken-devries.nl/, per e-mail naar ${email}.`,
    });
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('sends the last call to action clicked with the next lead, also from a contact form', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    await page.getByRole('button', { name: 'Start je gratis campagne-audit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const { email } = visitor();
    const form = page.getByRole('form', { name: 'Contactformulier' });
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Jan');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    const lead = await waitForLead(app, email);
    expect(lead.buttonClick).toMatchObject({ buttonText: 'Start je gratis campagne-audit', pagePath: '/' });

    // Sent once, then cleared: the next lead has no click.
    await waitForToast(page, 'Aanvraag verzonden!');
    const second = visitor().email;
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Jan');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(second);
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expect(waitForLead(app, second).then((found) => found.buttonClick)).resolves.toBeNull();
    await tab.close();
  });
});
