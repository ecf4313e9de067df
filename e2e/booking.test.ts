import type { Browser, Locator, Page } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import {
  BOOK_CALL,
  CALENDAR_SHOWN,
  latestLinkToken,
  setBookingRules,
  slotsFor,
  visitorLead,
} from '../server/test/factories/booking.factory';
import { createLeadViaApi } from '../server/test/factories/lead.factory';
import { until } from '../server/test/support/webhook-receiver';
import { clearOfMidnight } from '../server/test/support/amsterdam-days';
import { createAdmin, openAdminTab, signInByCookie, waitForPanel, waitForToast as waitForAdminToast } from './support/admin';
import {
  checkbox,
  finishButton,
  goToStep,
  openVisitorTab,
  PHONE,
  radio,
  requestQuickScan,
  visitor,
  waitForLead,
  withCaptureAppAndBrowser,
} from './support/capture';

jest.setTimeout(120_000);

const calendar = (page: Page) => page.getByRole('dialog', { name: 'Plan direct je gesprek' });

/**
 * Chooses the second day a slot picker offers: a whole day of free times. The test's rules open
 * every hour of every day, and the picker asks for the next 14 days from now, so the first day
 * starts two hours from now (the notice) and the last ends at this time of day: late in the
 * evening the first has one time left, just after midnight the last has one. Any day between is whole.
 */
async function chooseWholeDay(scope: Page | Locator): Promise<void> {
  await scope.locator('label:has(input[type="radio"])').nth(1).click();
  await scope.locator('input[type="radio"]').nth(1).and(scope.locator(':checked')).waitFor({ state: 'attached' });
}

/** The fewest answers that score HOT (docs/scoring.md): 50+ people, no marketing yet, as soon as possible, over €10 000. */
async function answerHot(page: Page): Promise<void> {
  const answers: Record<number, () => Promise<void>> = {
    3: () => radio(page, '50+ medewerkers').check(),
    4: () => checkbox(page, 'Nog geen actieve marketing').check(),
    12: () => radio(page, 'Zo snel mogelijk').check(),
    14: () => radio(page, '€10.000+').check(),
  };
  for (let step = 1; step <= 15; step++) {
    await answers[step]?.();
    if (step < 15) await goToStep(page, step + 1);
  }
}

describe('booking a call', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));
  beforeAll(async () => setBookingRules(app!));

  it('ends a hot survey on a phone with the calendar: a taken time is explained with the free ones, one tap books', async () => {
    const tab = await openVisitorTab(browser, app.url + '/', { viewport: PHONE, hasTouch: true });
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Start je gratis campagne-audit' }));
    await answerHot(page);
    await finishButton(page).tap();

    await calendar(page).waitFor();
    const lead = await waitForLead(app, values.email, (found) => found.surveyCompleted);
    expect(lead.qualification).toBe('HOT');
    // The calendar was recorded as shown (the dashboard's funnel).
    await until(
      async () => (await app.dataSource.query(`SELECT 1 FROM booking_calendar_views WHERE lead_id = $1`, [lead.id])).length === 1,
      10_000,
    );

    // Days are a radio group named like 'di 3 nov'; the arrow keys move between them.
    const days = calendar(page).getByRole('radiogroup', { name: 'Kies een dag' });
    const firstDay = days.getByRole('radio').first();
    await expect(firstDay.isChecked()).resolves.toBe(true);
    await firstDay.focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.getByRole('radio').nth(1).isChecked()).resolves.toBe(true);
    await expect(
      days
        .getByRole('radio')
        .nth(1)
        .evaluate((radio) => radio.closest('label')?.textContent),
    ).resolves.toMatch(/^(ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]{3}/);

    // Meanwhile another visitor takes the first time of that day.
    const times = calendar(page).getByRole('button', { name: /^Plan gesprek op / });
    const taken = (await times.first().getAttribute('data-slot'))!;
    const other = await createLeadViaApi(app.client());
    await app.client().ok(BOOK_CALL, { ...other, start: taken });
    await times.first().tap();
    const alert = calendar(page).getByRole('alert');
    await expect(alert.innerText()).resolves.toContain('Dit tijdstip is net door iemand anders geboekt');
    await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await until(async () => (await calendar(page).locator(`[data-slot="${taken}"]`).count()) === 0, 10_000);

    // Nothing sideways on the phone.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    const next = calendar(page)
      .getByRole('button', { name: /^Plan gesprek op / })
      .first();
    const chosen = (await next.getAttribute('data-slot'))!;
    await next.tap();
    const booked = page.getByRole('dialog', { name: 'Je gesprek staat gepland' });
    await booked.waitFor();
    await expect(booked.locator(`[data-call-booked="${chosen}"]`).count()).resolves.toBe(1);
    const rows = await app.dataSource.query(`SELECT starts_at, status FROM appointments WHERE lead_id = $1`, [lead.id]);
    expect(rows).toEqual([{ starts_at: new Date(chosen), status: 'BOOKED' }]);
    // The footer's button (the corner's X is called 'Sluiten' too).
    await booked.getByRole('button', { name: 'Sluiten' }).first().tap();
    await booked.waitFor({ state: 'detached' });
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('offers the calendar after a warm survey and after the quick scan alone, and a quiet link to it after a cold one', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    await requestQuickScan(page, visitor(), page.getByRole('button', { name: 'Start je gratis campagne-audit' }));
    // The quick scan alone: a quiet link in the survey opens the calendar, and leads back.
    await page.getByRole('button', { name: 'Liever meteen een gesprek plannen?' }).click();
    const offered = page.getByRole('dialog', { name: 'Plan een gesprek' });
    await offered
      .getByRole('button', { name: /^Plan gesprek op / })
      .first()
      .waitFor();
    await offered.getByRole('button', { name: 'Terug naar de vragen' }).click();
    // WARM (docs/scoring.md: 50+ people and no marketing yet, 40 points): an offer, not the calendar.
    await goToStep(page, 2);
    await goToStep(page, 3);
    await radio(page, '50+ medewerkers').check();
    await goToStep(page, 4);
    await checkbox(page, 'Nog geen actieve marketing').check();
    for (let step = 5; step <= 15; step++) await goToStep(page, step);
    await finishButton(page).click();
    const offer = page.getByRole('dialog', { name: 'Interessante kansen!' });
    await offer.waitFor();
    await expect(offer.getByRole('button', { name: /^Plan gesprek op / }).count()).resolves.toBe(0);
    await offer.getByRole('button', { name: 'Plan een gesprek' }).click();
    await offered
      .getByRole('button', { name: /^Plan gesprek op / })
      .first()
      .waitFor();
    await offered.getByRole('button', { name: 'Later' }).click();
    await offered.waitFor({ state: 'detached' });

    // COLD: thanks as before, with a quiet link.
    await requestQuickScan(page, visitor(), page.getByRole('button', { name: 'Start je gratis campagne-audit' }));
    for (let step = 2; step <= 15; step++) await goToStep(page, step);
    await finishButton(page).click();
    const thanks = page.getByRole('dialog', { name: 'Bedankt voor je tijd!' });
    await thanks.waitFor();
    await expect(thanks.getByRole('button', { name: /^Plan gesprek op / }).count()).resolves.toBe(0);
    await thanks.getByRole('button', { name: 'Liever even bellen? Plan een gesprek' }).click();
    await offered
      .getByRole('button', { name: /^Plan gesprek op / })
      .first()
      .waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('lets the lead move and cancel the call on /afspraak, and says when a link is unknown or the call is over', async () => {
    const lead = await visitorLead(app.client());
    const slots = await slotsFor(app.client(), lead);
    await app.client().ok(BOOK_CALL, { ...lead, start: slots[10] });
    const token = await latestLinkToken(app, lead.leadId);

    // Rendered in the browser from the shell, like the admin panel: no prerendered page to hydrate.
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await page.goto(`${app.url}/afspraak/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Je gesprek' }).waitFor();
    await expect(page.title()).resolves.toBe('Je afspraak | Vakleads');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');

    // By keyboard: the pressed button gives way to the calendar, and focus goes with it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
    await page.getByRole('button', { name: 'Ander moment kiezen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Kies een ander moment' }).waitFor();
    await expect(focused()).resolves.toBe('Kies een ander moment');
    await page.getByRole('button', { name: 'Terug' }).focus();
    await page.keyboard.press('Enter');
    await expect(focused()).resolves.toBe('Ander moment kiezen');
    await page.keyboard.press('Enter');
    await chooseWholeDay(page);
    const target = page.getByRole('button', { name: /^Verplaats naar / }).nth(2);
    const start = (await target.getAttribute('data-slot'))!;
    await target.click();
    await expect(page.getByRole('status').filter({ hasText: 'Gelukt' }).innerText()).resolves.toContain('je gesprek staat nu op');
    const [moved] = await app.dataSource.query(`SELECT starts_at, sequence FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(moved).toEqual({ starts_at: new Date(start), sequence: 1 });

    await page.getByRole('button', { name: 'Gesprek annuleren' }).click();
    await expect(focused()).resolves.toBe('Weet je zeker dat je het gesprek wilt annuleren?');
    await page.getByRole('button', { name: 'Ja, annuleer het gesprek' }).click();
    await page.getByRole('heading', { level: 1, name: 'Je gesprek is geannuleerd' }).waitFor();
    await page.getByRole('button', { name: 'Plan een nieuw moment' }).waitFor();
    const [cancelled] = await app.dataSource.query(`SELECT status FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(cancelled.status).toBe('CANCELLED');

    await page.goto(`${app.url}/afspraak/onbekend-token`);
    await page.getByRole('heading', { level: 1, name: 'Deze link klopt niet (meer)' }).waitFor();

    await app.dataSource.query(
      `UPDATE appointments SET status = 'BOOKED', starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '30 minutes',
              held = tstzrange(now() - interval '2 days', now() - interval '2 days' + interval '30 minutes') WHERE lead_id = $1`,
      [lead.leadId],
    );
    await page.goto(`${app.url}/afspraak/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Dit gesprek is al geweest' }).waitFor();
    await expect(page.getByRole('button', { name: 'Ander moment kiezen' }).count()).resolves.toBe(0);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it("shows the call on the lead's profile, its board card and history, today's calls and the funnel on the dashboard", async () => {
    const lead = await visitorLead(app.client(), { name: 'Profiel Pieter' });
    await app.client().ok(CALENDAR_SHOWN, lead);
    const slots = await slotsFor(app.client(), lead);
    await app.client().ok(BOOK_CALL, { ...lead, start: slots[6] });
    // A call today (Amsterdam) for another lead, straight into the table: whatever the hour the test
    // runs, now is today, unless midnight passes before the dashboard shows it. Seat 2, so no offered
    // slot is taken from the other tests.
    await clearOfMidnight(60_000);
    const today = await visitorLead(app.client(), { name: 'Vandaag Victor' });
    const [{ id: todayCall }] = await app.dataSource.query(
      `INSERT INTO appointments (lead_id, starts_at, ends_at, held, seat)
       VALUES ($1, now(), now() + interval '30 minutes', tstzrange(now(), now() + interval '30 minutes'), 2) RETURNING id`,
      [today.leadId],
    );

    const tab = await openAdminTab(browser);
    const { page } = tab;
    await signInByCookie(tab.context, app, await createAdmin(app));
    await page.goto(`${app.url}/admin/leads/${lead.leadId}`);
    await waitForPanel(page);
    const card = page.locator('#gesprek');
    await card.locator(`[data-next-call="${slots[6]}"]`).waitFor();
    await expect(card.innerText()).resolves.toMatch(
      /(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ om \d\d:\d\d tot \d\d:\d\d/,
    );
    await page.getByText('Gesprek gepland', { exact: true }).first().waitFor();

    await page.goto(`${app.url}/admin/pipeline`);
    await waitForPanel(page);
    const boardCard = page.locator(`[data-card-id="${lead.leadId}"]`);
    await expect(boardCard.innerText()).resolves.toMatch(/Gesprek (ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]{3} \d\d:\d\d/);

    await page.goto(`${app.url}/admin`);
    await waitForPanel(page);
    const todayPanel = page.locator('[data-panel="calls-today"]');
    await todayPanel.locator(`[data-call-id="${todayCall}"]`).waitFor();
    await expect(todayPanel.innerText()).resolves.toContain('Vandaag Victor');
    const funnelPanel = page.locator('[data-panel="booking-funnel"]');
    await funnelPanel.waitFor();
    const period = page.locator('[data-from]').first();
    const from = (await period.getAttribute('data-from')) || null;
    const to = (await period.getAttribute('data-to')) || null;
    const funnel = await app.app.services.appointments.funnel(from ? new Date(from) : null, to ? new Date(to) : null);
    expect(funnel.callsBooked).toBeGreaterThan(0);
    await expect(funnelPanel.innerText()).resolves.toMatch(
      new RegExp(
        `Survey afgerond\\s+${funnel.surveysCompleted}\\s+Agenda gezien\\s+${funnel.calendarShown}[\\s\\S]*Gesprek gepland\\s+${funnel.callsBooked}`,
      ),
    );
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it("lets an admin save the Agenda's settings, with errors on the fields, and move and cancel a call", async () => {
    const lead = await visitorLead(app.client(), { name: 'Agenda Annie' });
    const slots = await slotsFor(app.client(), lead);
    await app.client().ok(BOOK_CALL, { ...lead, start: slots[4] });

    const tab = await openAdminTab(browser);
    const { page } = tab;
    await signInByCookie(tab.context, app, await createAdmin(app));
    await page.goto(`${app.url}/admin/agenda`);
    await waitForPanel(page);
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    const row = page.locator('li[data-call-id]').filter({ hasText: 'Agenda Annie' });
    await row.waitFor();

    // Move it from the list: the free times as the lead sees them.
    await row.getByRole('button', { name: 'Verplaatsen' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Gesprek verplaatsen' });
    await chooseWholeDay(moveDialog);
    const target = moveDialog.getByRole('button', { name: /^Verplaats naar / }).nth(1);
    const start = (await target.getAttribute('data-slot'))!;
    await target.click();
    await waitForAdminToast(page, 'Gesprek verplaatst');
    const [moved] = await app.dataSource.query(`SELECT starts_at FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(moved.starts_at.toISOString()).toBe(start);

    await row.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, annuleer het gesprek' }).click();
    await waitForAdminToast(page, 'Gesprek geannuleerd');
    await row.waitFor({ state: 'detached' });

    // The settings: a block that ends before it starts is refused on its field, nothing saved.
    const monday = page.locator('[data-weekday="MONDAY"]');
    await monday.getByLabel('Maandag, begin van blok 1').fill('12:00');
    await monday.getByLabel('Maandag, einde van blok 1').fill('08:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.locator('[data-settings-problems]').waitFor();
    await expect(monday.innerText()).resolves.toContain('Moet na het begin liggen');
    await monday.getByLabel('Maandag, einde van blok 1').fill('17:00');

    await page.getByLabel('Lengte van een gesprek (minuten)').fill('45');
    await page.locator('[data-weekday="SUNDAY"]').getByText('Zondag', { exact: true }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForAdminToast(page, 'Agenda opgeslagen');
    const settings = await app.app.services.bookingSettings.load();
    expect(settings.callMinutes).toBe(45);
    expect(settings.weeklyHours.some((window) => window.weekday === 'SUNDAY')).toBe(false);
    expect(settings.weeklyHours.find((window) => window.weekday === 'MONDAY')).toEqual({ weekday: 'MONDAY', start: '12:00', end: '17:00' });
    expect(tab.console.problems).toEqual([]);
    await tab.close();
    await setBookingRules(app);
  });
});
