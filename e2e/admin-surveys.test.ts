import type { Page } from 'playwright-core';
import { BusinessSize, Challenge, InvestmentBudget, MarketingChannel, MonthlyBudget, Timeline } from '../server/src/leads/survey.enums';
import { adminSuite, seedLead, waitForPanel } from './support/admin';
import { seedSurveyLead } from './support/surveyLeads';

jest.setTimeout(60_000);

/** The surveys list against the real server and database: what each response shows, search, details, live. */
describe('admin surveys', () => {
  const longGoal =
    'Binnen een jaar twee keer zoveel aanvragen voor dakrenovaties in de regio Utrecht, en minder afhankelijk zijn van Werkspot en andere platforms.';

  const suite = adminSuite();
  const open = async (path: string) => (await suite.open(path)).page;

  const surveyCount = async (search?: string) =>
    Number(
      (
        await suite.app.dataSource.query(
          `SELECT count(*) AS n FROM leads WHERE survey IS NOT NULL${search ? ' AND (name ILIKE $1 OR company ILIKE $1 OR email ILIKE $1)' : ''}`,
          search ? [`%${search}%`] : [],
        )
      )[0].n,
    );
  const shownNames = (page: Page) => page.locator('article[data-lead-id] h2').allInnerTexts();

  it('says so while there are no responses yet', async () => {
    await seedLead(suite.app, { name: 'Zonder Survey' });
    const page = await open('/admin/surveys');
    await page.getByText('Nog geen survey responses ontvangen.').waitFor();
    await expect(page.getByTestId('survey-count').innerText()).resolves.toBe('(0)');
  });

  it('lists every lead with survey answers, as in the database, and shows each response as documented', async () => {
    const id = await seedSurveyLead(
      suite.app,
      { name: 'Ruud Respons', company: 'Respons Dakwerken', email: 'ruud@respons.nl' },
      {
        businessServices: ['Dakreparatie', 'Dakgoten', 'Zonnepanelen', 'Isolatie'],
        businessSize: BusinessSize.SIZE_16_50,
        mainChallenges: [Challenge.NO_ONLINE_VISIBILITY, Challenge.HIGH_COST_PER_LEAD, Challenge.NO_TIME],
        currentMarketing: [MarketingChannel.GOOGLE_ADS, MarketingChannel.SEO],
        monthlyBudget: MonthlyBudget.EUR_1000_2500,
        investmentBudget: InvestmentBudget.EUR_3000_6000,
        timeline: Timeline.MONTHS_1_3,
        specificGoals: longGoal,
      },
    );
    await seedSurveyLead(
      suite.app,
      { name: 'Sanne Survey', company: 'Survey Schilders' },
      { businessServices: ['Schilderwerk'] },
      { completed: false },
    );
    const page = await open('/admin/surveys');
    await page.waitForFunction((n) => document.querySelectorAll('article[data-lead-id]').length === n, await surveyCount());
    await expect(page.getByTestId('survey-count').innerText()).resolves.toBe(`(${await surveyCount()})`);
    await expect(shownNames(page)).resolves.toEqual(['Sanne Survey', 'Ruud Respons']);
    await expect(page.getByText('Zonder Survey').count()).resolves.toBe(0);

    const card = page.getByRole('article', { name: 'Ruud Respons' });
    const [row] = await suite.app.dataSource.query('SELECT lead_score FROM leads WHERE id = $1', [id]);
    expect(row.lead_score).toBe(20 + 10 + 15 + 8 + 10);
    await card.getByLabel(`Leadscore ${row.lead_score} van 100, warm`).waitFor();
    const fact = (key: string) => card.locator(`[data-fact="${key}"] dd, [data-fact="${key}"] [class*="item-value"]`).first().innerText();
    await expect(card.getByLabel('Diensten', { exact: true }).innerText()).resolves.toMatch(/^Dakreparatie\s+Dakgoten\s+\+2$/);
    await expect(card.getByLabel('Grootste uitdagingen', { exact: true }).innerText()).resolves.toMatch(
      /^Niet zichtbaar online\s+Te hoge kosten per aanvraag\s+\+1$/,
    );
    await expect(fact('monthlyBudget')).resolves.toBe('€1.000 - €2.500');
    await expect(fact('timeline')).resolves.toBe('Binnen 1-3 maanden');
    await expect(fact('investmentBudget')).resolves.toBe('€3.000 - €6.000');
    await expect(fact('currentMarketing')).resolves.toBe('Google Ads, SEO (vindbaarheid in Google)');
    const goal = await card.getByTestId('goals').innerText();
    expect(goal).toBe(`${longGoal.slice(0, 100).trimEnd()}...`);
    await page.getByRole('article', { name: 'Sanne Survey' }).getByText('Onvolledig').waitFor();

    await card.getByRole('link', { name: 'Bekijk Details' }).click();
    await page.waitForURL(`${suite.app.url}/admin/leads/${id}#survey`);
    const survey = page.getByRole('region', { name: 'Survey data' });
    await survey.waitFor();
    await expect(survey.locator('[data-fact="businessServices"]').innerText()).resolves.toContain(
      'Dakreparatie, Dakgoten, Zonnepanelen, Isolatie',
    );
    await expect(survey.locator('[data-fact="specificGoals"]').innerText()).resolves.toContain(longGoal);
    await expect(page.getByTestId('score-total').innerText()).resolves.toBe(String(row.lead_score));
  });

  it('searches by name, company or e-mail, keeps the search in the URL, and says when nothing matches', async () => {
    await seedSurveyLead(
      suite.app,
      { name: 'Tom Timmer', company: 'Timmerbedrijf ZOEKHOUT', email: 'tom@timmer.nl' },
      { businessServices: ['Kozijnen'] },
    );
    await seedSurveyLead(
      suite.app,
      { name: 'Ursula Hout', company: 'Hout BV', email: 'ursula@zoekhout.nl' },
      { businessServices: ['Vloeren'] },
    );
    const page = await open('/admin/surveys');
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zoekhout');
    await page.waitForFunction(() => document.querySelector('[data-testid="survey-count"]')?.textContent === '(2)');
    expect(await surveyCount('zoekhout')).toBe(2);
    await expect(shownNames(page)).resolves.toEqual(['Ursula Hout', 'Tom Timmer']);
    await page.reload();
    await waitForPanel(page);
    await page.waitForFunction(() => document.querySelectorAll('article[data-lead-id]').length === 2);

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('bestaat-niet');
    await page.getByText('Geen survey responses gevonden met de huidige zoekopdracht.').waitFor();
    await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('article[data-lead-id]').length === n, await surveyCount());
  });

  it('shows a survey the moment a visitor sends it in', async () => {
    const page = await open('/admin/surveys?zoek=Vera');
    await page.getByText('Geen survey responses gevonden met de huidige zoekopdracht.').waitFor();
    await seedSurveyLead(suite.app, { name: 'Vera Vers' }, { businessServices: ['Stucwerk'], timeline: Timeline.ASAP });
    await page.getByRole('article', { name: 'Vera Vers' }).waitFor();
    await expect(page.getByTestId('survey-count').innerText()).resolves.toBe('(1)');
  });
});
