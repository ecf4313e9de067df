import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../server/test/support/test-app';
import {
  checkbox,
  finishButton,
  goToStep,
  nextButton,
  openVisitorTab,
  PHONE,
  previousButton,
  quickScanDialog,
  radio,
  requestQuickScan,
  withCaptureAppAndBrowser,
  surveyDialog,
  surveyStep,
  textbox,
  toast,
  visitor,
  waitForLead,
  waitForToast,
} from './support/capture';

jest.setTimeout(90_000);

/** What the visitor does on each step (1-based index); these answers score 85 (HOT). */
const STEP_ANSWERS: ((page: Page) => Promise<void>)[] = [
  async (page) => {
    await textbox(page, 'Dienst 1').fill('Dakreparatie');
    await surveyDialog(page).getByRole('button', { name: 'Dienst toevoegen' }).click();
    // The new field has focus, ready to type in.
    await expect(textbox(page, 'Dienst 2').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await textbox(page, 'Dienst 2').fill('Lekkage verhelpen');
    await surveyDialog(page).getByRole('button', { name: 'Dienst toevoegen' }).click();
  },
  (page) => radio(page, 'BV').check(),
  (page) => radio(page, '6-15 medewerkers').check(),
  (page) => checkbox(page, 'Google Ads').check(),
  async (page) => {
    await textbox(page, 'Wat levert je nu de meeste klanten op?').fill('Vooral via via');
    await radio(page, 'Ja').check();
  },
  (page) => radio(page, '€1.000 - €2.500').check(),
  async (page) => {
    await checkbox(page, 'Te weinig gekwalificeerde aanvragen').check();
    await checkbox(page, 'Niet zichtbaar online').check();
  },
  (page) => textbox(page, 'Wat is je grootste frustratie over je marketing?').fill('Advertenties kosten veel en leveren weinig op.'),
  (page) => textbox(page, 'Welke klussen of klanten loop je nu mis?').fill('Grote renovaties'),
  (page) => checkbox(page, 'Meer aanvragen via de website').check(),
  (page) => textbox(page, 'Waarin zijn je concurrenten online sterker?').fill('Reviews'),
  async (page) => {
    await textbox(page, 'Wat wil je over een jaar bereikt hebben?').fill('30 aanvragen per maand');
    await radio(page, 'Zo snel mogelijk').check();
  },
  async (page) => {
    await checkbox(page, 'Meer omzet').check();
    await checkbox(page, 'Kosten per aanvraag').check();
  },
  async (page) => {
    await radio(page, '€6.000 - €10.000').check();
    await radio(page, 'Er is ruimte als de resultaten goed zijn').check();
    await radio(page, '2 tot 3 keer mijn investering').check();
  },
  (page) => radio(page, '8').check(),
];

const ANSWERS_1_TO_5 = {
  businessServices: ['Dakreparatie', 'Lekkage verhelpen'],
  businessType: 'BV',
  businessSize: 'SIZE_6_15',
  currentMarketing: ['GOOGLE_ADS'],
  marketingMethods: 'Vooral via via',
  doingMarketingSelf: true,
};

const ALL_ANSWERS = {
  ...ANSWERS_1_TO_5,
  monthlyBudget: 'EUR_1000_2500',
  mainChallenges: ['TOO_FEW_QUALIFIED_LEADS', 'NO_ONLINE_VISIBILITY'],
  biggestFrustration: 'Advertenties kosten veel en leveren weinig op.',
  missedOpportunities: 'Grote renovaties',
  improvementAreas: ['Meer aanvragen via de website'],
  competitorAdvantages: 'Reviews',
  specificGoals: '30 aanvragen per maand',
  timeline: 'ASAP',
  priorities: ['Meer omzet'],
  successMetrics: ['Kosten per aanvraag'],
  investmentBudget: 'EUR_6000_10000',
  budgetFlexibility: 'Er is ruimte als de resultaten goed zijn',
  expectedROI: '2 tot 3 keer mijn investering',
  websiteSatisfaction: 8,
};

/** Answers steps from `from` to `to`, moving on after each (not after the last). */
async function answerSteps(page: Page, from: number, to: number): Promise<void> {
  for (let step = from; step <= to; step++) {
    await STEP_ANSWERS[step - 1](page);
    if (step < 15) await goToStep(page, step + 1);
  }
}

describe('lead capture: the survey', () => {
  let app: TestApp;
  let browser: Browser;
  withCaptureAppAndBrowser((started) => ({ app, browser } = started));

  const dialogText = (page: Page) => surveyDialog(page).innerText();

  it('walks all 15 steps on a phone: progress, time left, Top! at step 3, back and forth, then the score from the server', async () => {
    const tab = await openVisitorTab(browser, app.url + '/', { viewport: PHONE, hasTouch: true });
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Start je gratis campagne-audit' }));

    await expect(previousButton(page).isDisabled()).resolves.toBe(true);
    await expect(dialogText(page)).resolves.toMatch(/Stap 1 van 15[\s\S]*Nog ongeveer 6 minuten/);
    await expect(surveyDialog(page).getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('7');
    // The survey fits the phone: nothing sideways, both buttons on screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    for (const button of [previousButton(page), nextButton(page)]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }

    await answerSteps(page, 1, 2);
    await waitForToast(page, 'Top!');
    await expect(dialogText(page)).resolves.toContain('Nog ongeveer 4 minuten');
    await answerSteps(page, 3, 3);
    // Back keeps what was answered.
    await previousButton(page).click();
    await surveyDialog(page).locator('[data-survey-step="3"]').waitFor();
    await expect(radio(page, '6-15 medewerkers').isChecked()).resolves.toBe(true);
    await expect(previousButton(page).isEnabled()).resolves.toBe(true);
    await goToStep(page, 4);
    await answerSteps(page, 4, 14);
    await expect(dialogText(page)).resolves.toContain('Stap 15 van 15');
    await expect(dialogText(page)).resolves.toContain('Nog ongeveer 1 minuut');
    await expect(nextButton(page).count()).resolves.toBe(0);
    await answerSteps(page, 15, 15);
    await finishButton(page).tap();

    await waitForToast(page, 'Perfecte match!', 'We bellen je vandaag nog');
    await surveyDialog(page).waitFor({ state: 'detached' });
    const lead = await waitForLead(app, values.email, (found) => found.surveyCompleted);
    expect(lead.survey).toEqual(ALL_ANSWERS);
    expect(lead).toMatchObject({ leadScore: 85, qualification: 'HOT', status: 'QUALIFIED', surveyCompleted: true });
    // 'Top!' came once, not again on the way back to step 3.
    await expect(toast(page, 'Top!').count()).resolves.toBeLessThanOrEqual(1);

    // A HOT survey ends with the calendar (booking.test.ts books from it); 'Later' closes it, and
    // the next call to action starts a new quick scan.
    await page.getByRole('dialog', { name: 'Plan direct je gesprek' }).getByRole('button', { name: 'Later' }).tap();
    await page.getByRole('button', { name: 'Start je gratis campagne-audit' }).click();
    await quickScanDialog(page).waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('saves after every step: a visitor who leaves at step 6 keeps steps 1 to 5', async () => {
    const tab = await openVisitorTab(browser, app.url + '/tarieven');
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Start met Scale' }).first());
    await answerSteps(page, 1, 5);
    await expect(surveyStep(page)).resolves.toBe(6);
    await waitForLead(app, values.email, (lead) => lead.survey?.doingMarketingSelf === true);
    await tab.close();

    const lead = await waitForLead(app, values.email);
    expect(lead.survey).toEqual(ANSWERS_1_TO_5);
    // Scored as far as it goes (size 15 + one channel 15), and still open.
    expect(lead).toMatchObject({ surveyCompleted: false, status: 'NEW', leadScore: 30, qualification: 'COLD' });
  });

  it('asks once to stay when closed above step 2, warns once on exit intent, and continues where the visitor left off', async () => {
    const tab = await openVisitorTab(browser, app.url + '/over-ons');
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }));

    // At step 2 a close closes at once.
    await answerSteps(page, 1, 1);
    await surveyDialog(page).getByRole('button', { name: 'Sluiten' }).click();
    await surveyDialog(page).waitFor({ state: 'detached' });
    await expect(toast(page, 'Weet je het zeker?').count()).resolves.toBe(0);

    // A call to action brings the visitor back to the same step.
    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    await surveyDialog(page).waitFor();
    await expect(surveyStep(page)).resolves.toBe(2);
    await answerSteps(page, 2, 3);
    await expect(surveyStep(page)).resolves.toBe(4);

    // Leaving through the top of the window: one toast, however often.
    const leaveTop = () =>
      page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: 0, bubbles: true })));
    await leaveTop();
    await waitForToast(page, 'Nog even volhouden!');
    await leaveTop();
    await expect(toast(page, 'Nog even volhouden!').count()).resolves.toBe(1);

    // First close: the retention toast, the survey stays. Second: it closes (Escape works as well).
    await surveyDialog(page).getByRole('button', { name: 'Sluiten' }).click();
    await waitForToast(page, 'Weet je het zeker?');
    await expect(surveyDialog(page).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await surveyDialog(page).waitFor({ state: 'detached' });
    const lead = await waitForLead(app, values.email, (found) => found.survey?.businessSize === 'SIZE_6_15');
    expect(lead.surveyCompleted).toBe(false);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('is usable with the keyboard alone, from the first question to the result', async () => {
    const tab = await openVisitorTab(browser, app.url + '/');
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('button', { name: 'Start je gratis campagne-audit' }));

    const active = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return { tag: element?.tagName ?? '', type: element?.type ?? '', text: element?.textContent?.trim() ?? '' };
      });
    for (let step = 1; step <= 15; step++) {
      await expect(surveyStep(page)).resolves.toBe(step);
      // Each step starts on its heading; Tab reaches its first question.
      await page.keyboard.press('Tab');
      const first = await active();
      if (first.tag === 'TEXTAREA' || (first.tag === 'INPUT' && first.type === 'text')) await page.keyboard.type(`Antwoord ${step}`);
      else await page.keyboard.press('Space');
      const target = step === 15 ? 'Analyse ontvangen' : 'Volgende';
      for (let presses = 0; presses < 30 && (await active()).text !== target; presses++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      if (step < 15)
        await surveyDialog(page)
          .locator(`[data-survey-step="${step + 1}"]`)
          .waitFor();
    }
    await surveyDialog(page).waitFor({ state: 'detached' });
    const lead = await waitForLead(app, values.email, (found) => found.surveyCompleted);
    expect(lead.survey).toMatchObject({
      businessServices: ['Antwoord 1'],
      businessType: 'EENMANSZAAK',
      businessSize: 'SOLO',
      currentMarketing: ['GOOGLE_ADS'],
      marketingMethods: 'Antwoord 5',
      monthlyBudget: 'EUR_0_500',
      mainChallenges: ['TOO_FEW_QUALIFIED_LEADS'],
      biggestFrustration: 'Antwoord 8',
      investmentBudget: 'EUR_0_500',
      websiteSatisfaction: 1,
    });
    // GOOGLE_ADS only 15, too few leads 10: COLD, and the toast says so.
    expect(lead).toMatchObject({ leadScore: 25, qualification: 'COLD' });
    await waitForToast(page, 'Bedankt voor je tijd!');
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('shows the error toast when the final submit fails, and keeps the answers for another try', async () => {
    const tab = await openVisitorTab(browser, app.url + '/contact');
    const { page } = tab;
    const values = visitor();
    await requestQuickScan(page, values, page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }));
    await answerSteps(page, 1, 14);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { completed?: boolean } };
      if (body.variables?.completed === true) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'onderhoud' });
      else await route.continue();
    });
    await answerSteps(page, 15, 15);
    await finishButton(page).click();
    await waitForToast(page, 'Er is iets misgegaan', 'Probeer het opnieuw of neem direct contact met ons op.');
    await surveyDialog(page).waitFor({ state: 'detached' });
    await page.unroute('**/graphql');

    await page.getByRole('banner').getByRole('button', { name: 'Gratis Audit' }).click();
    await surveyDialog(page).waitFor();
    await expect(surveyStep(page)).resolves.toBe(15);
    await expect(radio(page, '8').isChecked()).resolves.toBe(true);
    await finishButton(page).click();
    await waitForToast(page, 'Perfecte match!');
    await waitForLead(app, values.email, (lead) => lead.surveyCompleted && lead.qualification === 'HOT');
    expect(tab.console.problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    await tab.close();
  });
});
