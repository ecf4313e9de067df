import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LeadSource, LeadStatus } from '../server/src/leads/lead.enums';
import {
  BusinessSize,
  BusinessType,
  Challenge,
  InvestmentBudget,
  MarketingChannel,
  MonthlyBudget,
  Timeline,
} from '../server/src/leads/survey.enums';
import type { ApiClient } from '../server/test/support/api-client';
import { loginAs, type TestUser } from '../server/test/support/auth';
import { buildLead, servicesOf } from '../server/test/factories/lead.factory';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { clearOfMidnight } from '../server/test/support/amsterdam-days';
import {
  addDays,
  dayKey,
  dayOf,
  periodRange,
  startOfDay,
  type CalendarDay,
  type PeriodSelection,
} from '../client/src/admin/shared/period/period';
import { describeChange } from '../client/src/admin/dashboard/kpis/kpiChange';
import { createAdmin, DESKTOP, openAdminTab, PHONE, seedLead, signInByCookie, waitForToast, type AdminTab } from './support/admin';
import { launchBrowser } from './support/browser';

jest.setTimeout(60_000);

/** Screenshots to look at (not compared), as in the other browser tests: only with SCREENSHOT_DIR set. */
const screenshot = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', ...options });
};

const DASHBOARD = `query Dashboard($from: DateTimeISO, $to: DateTimeISO) {
  dashboard(from: $from, to: $to) {
    period { from to previousFrom previousTo }
    totalLeads surveyCompletionRate averageScore hotLeads conversionRate highValueLeads priorityLeads newLeads qualifiedLeads pipelineValue
    changes {
      totalLeads { previous difference percent } surveyCompletionRate { previous difference percent }
      averageScore { previous difference percent } hotLeads { previous difference percent }
      conversionRate { previous difference percent } highValueLeads { previous difference percent }
    }
    sources { source count percent }
    qualificationSplit { qualification count percent }
    budgetDistribution { budget count percent }
    businessProfile { businessType count percent }
    timelineUrgency { timeline count percent }
    topChallenges { challenge count percent }
    priorityList { id name }
    recentSurveys { id name }
    buttonPerformance { totalClicks topButtons { buttonText clicks percent } topPages { pagePath clicks percent } buttonConversion { buttonText clicks conversions rate } }
    leadsPerDay { date count }
    pipeline { status count }
  }
}`;

type Figures = Record<string, any>;

const HTML_NAME = `<img src=x onerror="window.__xss=1"><b>Henk</b> & Zn`;

/** The KPI cards' figures as the page shows them. */
async function kpiTexts(page: Page): Promise<Record<string, { value: string; change: string }>> {
  return page.locator('[data-kpi]').evaluateAll((cards) =>
    Object.fromEntries(
      cards.map((card) => [
        card.getAttribute('data-kpi'),
        {
          value: card.querySelector('[data-value]')!.textContent!,
          change: card.querySelector('[data-change]')!.textContent!,
        },
      ]),
    ),
  );
}

/** A share list panel as [key, count, percent] rows. */
async function shares(page: Page, panel: string, within = ''): Promise<[string, number, number][]> {
  return page
    .locator(`[data-panel="${panel}"] ${within} [data-share]`)
    .evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute('data-share')!,
        Number(item.querySelector('[data-count]')!.textContent),
        Number(item.querySelector('[data-percent]')!.textContent!.replace('%', '')),
      ]),
    );
}

/** The chart's bars as [day, count]: recharts draws them once it has measured its box, so wait for them. */
async function chartDays(page: Page): Promise<{ date: string; count: number }[]> {
  const bars = page.locator('[data-chart="leads-per-day"] rect[data-day]');
  await bars.first().waitFor({ state: 'attached' });
  return bars.evaluateAll((rects) =>
    rects.map((rect) => ({ date: rect.getAttribute('data-day')!, count: Number(rect.getAttribute('data-count')) })),
  );
}

async function waitForPeriod(page: Page, selection: PeriodSelection): Promise<void> {
  const { from, to } = periodRange(selection);
  await page.locator(`[data-dashboard="ready"][data-from="${from?.toISOString() ?? ''}"][data-to="${to?.toISOString() ?? ''}"]`).waitFor();
}

describe('admin dashboard', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: TestUser;
  let api: ApiClient;
  let today: CalendarDay;
  const ids: Record<string, string> = {};

  /** `daysAgo` Amsterdam days before today at `hour`:00 Amsterdam time, never in the future, never on the day before. */
  const at = (daysAgo: number, hour = 10) => {
    const dayStart = startOfDay(addDays(today, -daysAgo)).getTime();
    return new Date(Math.max(dayStart, Math.min(dayStart + hour * 3_600_000, Date.now() - 60_000)));
  };

  const figures = async (selection: PeriodSelection): Promise<Figures> => {
    const { from, to } = periodRange(selection);
    return (await api.ok<{ dashboard: Figures }>(DASHBOARD, { from: from?.toISOString(), to: to?.toISOString() })).dashboard;
  };

  const openDashboard = async (options: Parameters<typeof openAdminTab>[1] = {}): Promise<AdminTab> => {
    const tab = await openAdminTab(browser, options);
    await signInByCookie(tab.context, app, admin);
    await tab.page.goto(`${app.url}/admin/dashboard`);
    // On phones the menu sits in a closed sheet: the live indicator says the panel is up.
    await tab.page.locator('[data-live-status="live"]').waitFor();
    await waitForPeriod(tab.page, { preset: 'all' });
    return tab;
  };

  const choosePeriod = (page: Page, label: string) => page.getByLabel('Periode', { exact: true }).selectOption({ label });

  beforeAll(async () => {
    // The file takes `today` once, and its tests compare the charts against it: midnight in
    // Amsterdam must not fall between them.
    await clearOfMidnight(3 * 60_000);
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
    admin = await createAdmin(app);
    api = await loginAs(app, admin);
    today = dayOf(new Date());
    const services = servicesOf(app);
    const click = (pagePath: string, buttonText = 'Gratis Audit') => ({
      buttonText,
      pagePath,
      pageTitle: 'Pagina',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    const roofCase = click('/resultaten/dakdekker-leads', 'Start Gratis Campagne-Audit');

    // The last 7 days (today included): six leads.
    // 20 + 10 + 25 + 15 + 10 + 10 = 90: HOT, high value; moved back to NEW, so a priority.
    ids.hotNew = await buildLead(services, {
      name: 'Anna Dakwerken',
      createdAt: at(1),
      buttonClick: click('/'),
      status: LeadStatus.NEW,
      survey: {
        businessType: BusinessType.BV,
        businessSize: BusinessSize.SIZE_16_50,
        currentMarketing: [MarketingChannel.GOOGLE_ADS, MarketingChannel.WORD_OF_MOUTH],
        investmentBudget: InvestmentBudget.EUR_10000_PLUS,
        timeline: Timeline.ASAP,
        monthlyBudget: MonthlyBudget.EUR_2500_5000,
        mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
      },
    });
    // 15 + 20 + 10 + 8 = 53: WARM, completed, so QUALIFIED.
    ids.warmQualified = await buildLead(services, {
      name: 'Bert Schilder',
      createdAt: at(2),
      buttonClick: roofCase,
      survey: {
        businessType: BusinessType.EENMANSZAAK,
        businessSize: BusinessSize.SIZE_6_15,
        currentMarketing: [],
        investmentBudget: InvestmentBudget.EUR_1500_3000,
        timeline: Timeline.MONTHS_1_3,
        monthlyBudget: MonthlyBudget.EUR_500_1000,
        mainChallenges: [Challenge.HIGH_COST_PER_LEAD],
      },
    });
    // Partial survey: 10, COLD, stays NEW.
    ids.coldPartial = await buildLead(services, {
      name: 'Cor Stukadoor',
      createdAt: at(3),
      buttonClick: click('/'),
      completed: false,
      survey: {
        businessType: BusinessType.EENMANSZAAK,
        businessSize: BusinessSize.SOLO,
        currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT],
        timeline: Timeline.MONTHS_6_PLUS,
        monthlyBudget: MonthlyBudget.EUR_0_500,
        mainChallenges: [Challenge.NO_TIME],
      },
    });
    ids.contactClosed = await buildLead(services, {
      name: 'Dirk Contact',
      createdAt: at(4),
      source: LeadSource.CONTACT,
      status: LeadStatus.CLOSED,
      value: 9000,
    });
    // 20 + 20 + 20 + 12 = 72: HOT, high value, CLOSED.
    ids.hotClosed = await buildLead(services, {
      name: 'Eva Isolatie',
      createdAt: at(5),
      buttonClick: roofCase,
      status: LeadStatus.CLOSED,
      survey: {
        businessType: BusinessType.BV,
        businessSize: BusinessSize.SIZE_50_PLUS,
        currentMarketing: [MarketingChannel.NONE],
        investmentBudget: InvestmentBudget.EUR_6000_10000,
        timeline: Timeline.WITHIN_1_MONTH,
        monthlyBudget: MonthlyBudget.EUR_5000_PLUS,
        mainChallenges: [Challenge.STRONG_COMPETITION],
      },
    });
    // 20 + 20 + 0 + 15 + 10 + 10 = 75: HOT but UNDECIDED (not high value), NEW: a priority. Today.
    ids.htmlName = await buildLead(services, {
      name: HTML_NAME,
      createdAt: at(0, 0),
      buttonClick: click('/tarieven'),
      status: LeadStatus.NEW,
      survey: {
        businessType: BusinessType.VOF,
        businessSize: BusinessSize.SIZE_16_50,
        currentMarketing: [],
        investmentBudget: InvestmentBudget.UNDECIDED,
        timeline: Timeline.ASAP,
        monthlyBudget: MonthlyBudget.EUR_1000_2500,
        mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
      },
    });
    // The 7 days before: two leads, one of them QUALIFIED (WARM 53).
    ids.previousWarm = await buildLead(services, {
      name: 'Frank Vorige',
      createdAt: at(9),
      survey: {
        businessSize: BusinessSize.SIZE_6_15,
        currentMarketing: [],
        investmentBudget: InvestmentBudget.EUR_1500_3000,
        timeline: Timeline.MONTHS_1_3,
      },
    });
    ids.previousNew = await buildLead(services, { name: 'Gerda Vorige', createdAt: at(10), source: LeadSource.CONTACT });
    ids.older = await buildLead(services, { name: 'Hans Oud', createdAt: at(40) });
    // Leads of earlier days count from the server's summary: rebuild it now, as it would within a minute.
    await app.app.dashboardSummary.refresh();
    // Up to three minutes waiting out midnight, then the usual start.
  }, 4 * 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the last 7 days: KPIs, changes, panels and chart as the server counts them', async () => {
    const tab = await openDashboard();
    const { page } = tab;
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Lead Management Dashboard');
    // All data: nine leads, no previous period to compare with.
    await expect(page.locator('[data-shown-total]').innerText()).resolves.toBe('9');
    await expect(page.locator('[data-change="none"]').count()).resolves.toBe(6);

    const week: PeriodSelection = { preset: 'last7' };
    await choosePeriod(page, 'Afgelopen 7 dagen');
    await waitForPeriod(page, week);
    const expected = await figures(week);

    // Worked out by hand (see the leads above), then the change against the week before.
    const kpis = await kpiTexts(page);
    expect(Object.fromEntries(Object.entries(kpis).map(([name, kpi]) => [name, kpi.value]))).toEqual({
      totalLeads: '6',
      surveyCompletionRate: '67%',
      averageScore: '60',
      hotLeads: '3',
      conversionRate: '17%',
      highValueLeads: '2',
    });
    expect(kpis.totalLeads.change).toContain('+200%');
    expect(kpis.conversionRate.change).toContain('-33 pp');
    for (const [name, kpi] of Object.entries(kpis)) {
      const kind = name === 'averageScore' ? 'score' : name.endsWith('Rate') ? 'rate' : 'count';
      expect(kpi.change).toContain(describeChange(expected.changes[name], kind).text);
    }
    await expect(page.locator('[data-kpi="hotLeads"] [data-action-required]').innerText()).resolves.toBe('2');
    const shown = await page.locator('[data-shown]').innerText();
    expect(shown).toMatch(/^Getoond: 6 leads · Afgelopen 7 dagen \(.+\) · vergeleken met .+$/);

    // Panels against the API, and a few by hand.
    expect(await shares(page, 'sources')).toEqual(expected.sources.map((s: Figures) => [s.source, s.count, s.percent]));
    expect(await shares(page, 'sources')).toEqual([
      ['QUICKSCAN', 5, 83],
      ['CONTACT', 1, 17],
      ['WHATSAPP', 0, 0],
    ]);
    expect(await shares(page, 'qualification')).toEqual(
      expected.qualificationSplit.map((s: Figures) => [s.qualification, s.count, s.percent]),
    );
    expect(await shares(page, 'budget')).toEqual(expected.budgetDistribution.map((s: Figures) => [s.budget, s.count, s.percent]));
    expect(await shares(page, 'business-profile')).toEqual(
      expected.businessProfile.map((s: Figures) => [s.businessType, s.count, s.percent]),
    );
    expect(await shares(page, 'timeline')).toEqual(expected.timelineUrgency.map((s: Figures) => [s.timeline, s.count, s.percent]));
    expect(await shares(page, 'challenges')).toEqual(expected.topChallenges.map((s: Figures) => [s.challenge, s.count, s.percent]));
    await expect(page.locator('[data-panel="timeline"] [data-share="ASAP"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-panel="pipeline-flow"] [data-flow="new"] [data-value]').innerText()).resolves.toBe(
      String(expected.newLeads),
    );
    await expect(page.locator('[data-panel="pipeline-flow"] [data-conversion]').innerText()).resolves.toBe('17%');
    await expect(page.locator('[data-panel="high-value"] [data-value]').innerText()).resolves.toBe('2');

    const leadIds = (panel: string) =>
      page.locator(`[data-panel="${panel}"] [data-lead-id]`).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-lead-id')));
    expect(await leadIds('priority')).toEqual(expected.priorityList.map((lead: Figures) => lead.id));
    expect(await leadIds('priority')).toEqual([ids.hotNew, ids.htmlName]);
    expect(await leadIds('recent-surveys')).toEqual(expected.recentSurveys.map((lead: Figures) => lead.id));

    // Button performance: 'Gratis Audit' 3 clicks, none converted; the case button 2 of 2.
    expect(await shares(page, 'button-performance', '[data-subpanel="top-buttons"]')).toEqual([
      ['Gratis Audit', 3, 60],
      ['Start Gratis Campagne-Audit', 2, 40],
    ]);
    const conversion = page.locator('[data-subpanel="button-conversion"] [data-share]');
    await expect(
      conversion.evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-share'), row.querySelector('[data-rate]')!.getAttribute('data-tier')]),
      ),
    ).resolves.toEqual(
      expected.buttonPerformance.buttonConversion.map((b: Figures) => [
        b.buttonText,
        b.rate >= 50 ? 'Sterk' : b.rate >= 25 ? 'Gemiddeld' : 'Laag',
      ]),
    );
    await expect(conversion.first().locator('[data-rate]').getAttribute('data-rate')).resolves.toBe('100');

    // The chart: seven days, the same counts as the server's.
    const days = await chartDays(page);
    expect(days).toEqual(expected.leadsPerDay);
    expect(days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((ago) => dayKey(addDays(today, -ago))));
    expect(days.map((day) => day.count)).toEqual([0, 1, 1, 1, 1, 1, 1]);
    const chart = page.getByRole('img', { name: 'Leads per dag' });
    const summary = page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`);
    await expect(summary.textContent()).resolves.toMatch(/^Staafdiagram over 7 dagen, .+: 6 leads in totaal, het meest op .+ \(1\)\.$/);
    await expect(page.locator('[data-chart] table tbody tr').count()).resolves.toBe(7);

    // A lead name full of HTML is text, wherever it shows.
    await expect(page.locator('[data-panel="priority"] [data-lead-name]').nth(1).innerText()).resolves.toBe(HTML_NAME);
    await expect(page.locator('main img, main b').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('picks a custom range in the two-month calendar, which closes once both dates are chosen', async () => {
    const tab = await openDashboard();
    const { page } = tab;
    await choosePeriod(page, 'Aangepaste periode');
    const calendar = page.locator('[data-range-calendar]');
    await calendar.waitFor();
    await expect(calendar.locator('table:visible').count()).resolves.toBe(2);
    const day = (ago: number) =>
      calendar.locator(`[data-view="day"][data-value="${dayKey(addDays(today, -ago))}"]:not([data-outside-range])`);
    await day(12).click();
    await expect(calendar.isVisible()).resolves.toBe(true);
    await day(3).click();
    await calendar.waitFor({ state: 'hidden' });

    const range: PeriodSelection = { preset: 'custom', start: addDays(today, -12), end: addDays(today, -3) };
    await waitForPeriod(page, range);
    const expected = await figures(range);
    // Days 12 to 3 ago: Cor, Dirk, Eva, Frank and Gerda.
    expect(expected.totalLeads).toBe(5);
    const kpis = await kpiTexts(page);
    expect(kpis.totalLeads.value).toBe('5');
    expect(kpis.hotLeads.value).toBe(String(expected.hotLeads));
    expect(kpis.conversionRate.value).toBe(`${expected.conversionRate}%`);
    expect(kpis.totalLeads.change).toContain(describeChange(expected.changes.totalLeads, 'count').text);
    expect(await shares(page, 'sources')).toEqual(expected.sources.map((s: Figures) => [s.source, s.count, s.percent]));
    expect(await chartDays(page)).toEqual(expected.leadsPerDay);
    expect((await chartDays(page)).length).toBe(10);
    await expect(page.locator('[data-range-trigger]').innerText()).resolves.toMatch(/–/);

    // The period is in the address: a reload shows the same range.
    expect(new URL(page.url()).search).toBe(`?periode=custom&van=${dayKey(addDays(today, -12))}&tot=${dayKey(addDays(today, -3))}`);
    await page.reload();
    await waitForPeriod(page, range);
    await expect(page.getByLabel('Periode', { exact: true }).inputValue()).resolves.toBe('custom');
    await expect(page.locator('[data-kpi="totalLeads"] [data-value]').innerText()).resolves.toBe('5');

    // A range without leads: the cards stay (they compare), the panels make way for the empty state.
    await page.locator('[data-range-trigger]').click();
    await calendar.waitFor();
    await day(25).click();
    await day(20).click();
    await calendar.waitFor({ state: 'hidden' });
    await waitForPeriod(page, { preset: 'custom', start: addDays(today, -25), end: addDays(today, -20) });
    await page.getByText('Geen leads in deze periode').waitFor();
    await expect(page.locator('[data-kpi="totalLeads"] [data-value]').innerText()).resolves.toBe('0');
    await page.getByRole('button', { name: 'Toon alle data' }).click();
    await waitForPeriod(page, { preset: 'all' });
    await expect(page.getByLabel('Periode', { exact: true }).inputValue()).resolves.toBe('all');

    await screenshot(page, 'custom-range-1440-light');
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('chooses a range by keyboard alone, and counts Amsterdam days in a browser elsewhere', async () => {
    // A browser in New York: at 20:00 there it is already tomorrow in Amsterdam, and the server's days are Amsterdam's.
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await signInByCookie(context, app, admin);
    await page.goto(`${app.url}/admin/dashboard`);
    await page.locator('[data-live-status="live"]').waitFor();
    await waitForPeriod(page, { preset: 'all' });

    await page.getByLabel('Periode', { exact: true }).focus();
    await page.getByLabel('Periode', { exact: true }).selectOption('last14');
    await waitForPeriod(page, { preset: 'last14' });
    expect(await chartDays(page)).toEqual((await figures({ preset: 'last14' })).leadsPerDay);
    expect((await chartDays(page)).at(-1)!.date).toBe(dayKey(today));

    await page.getByLabel('Periode', { exact: true }).selectOption('custom');
    const calendar = page.locator('[data-range-calendar]');
    await calendar.waitFor();
    // Focus starts on this day last month: Enter, a few days on with the arrow key, Enter.
    const focused = calendar.locator('[data-view="day"][data-focus]:not([data-outside-range])');
    await focused.waitFor();
    const first = await focused.getAttribute('data-value');
    await focused.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const last = await focused.getAttribute('data-value');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    const asDay = (key: string) => {
      const [year, month, day] = key.split('-').map(Number);
      return { year, month, day };
    };
    expect(last! > first!).toBe(true);
    await waitForPeriod(page, { preset: 'custom', start: asDay(first!), end: asDay(last!) });
    await context.close();
  });

  it('says when the figures cannot be loaded, with a toast and a retry', async () => {
    const tab = await openAdminTab(browser);
    await signInByCookie(tab.context, app, admin);
    await tab.page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'AdminDashboard' ? route.abort('connectionrefused') : route.fallback(),
    );
    await tab.page.goto(`${app.url}/admin/dashboard`);
    await waitForToast(tab.page, 'Fout bij laden', 'Kon dashboard niet laden. Probeer het opnieuw.');
    const retry = tab.page.getByRole('button', { name: 'Opnieuw proberen' });
    await retry.waitFor();
    await tab.page.unroute('**/graphql');
    await retry.click();
    await waitForPeriod(tab.page, { preset: 'all' });
    await expect(tab.page.locator('[data-kpi="totalLeads"] [data-value]').innerText()).resolves.toBe('9');
    await tab.close();
  });

  it('updates the figures and the chart when a lead arrives while it is open', async () => {
    const tab = await openDashboard();
    const { page } = tab;
    const week: PeriodSelection = { preset: 'last7' };
    await choosePeriod(page, 'Afgelopen 7 dagen');
    await waitForPeriod(page, week);
    await expect(page.locator('[data-kpi="totalLeads"] [data-value]').innerText()).resolves.toBe('6');

    const live = await seedLead(app, { name: 'Live Lead', source: LeadSource.WHATSAPP });
    await page.locator('[data-kpi="totalLeads"] [data-value]').filter({ hasText: /^7$/ }).waitFor();
    const expected = await figures(week);
    expect(expected.totalLeads).toBe(7);
    await expect(page.locator('[data-kpi="totalLeads"] [data-change]').innerText()).resolves.toContain(
      describeChange(expected.changes.totalLeads, 'count').text,
    );
    expect(await shares(page, 'sources')).toEqual(expected.sources.map((s: Figures) => [s.source, s.count, s.percent]));
    expect((await chartDays(page)).at(-1)).toEqual({ date: dayKey(today), count: 2 });
    await expect(page.locator('[data-shown-total]').innerText()).resolves.toBe('7');

    // A deletion is a change: the leads deleted come off once the server has recounted its
    // summary (within a minute), from the next refetch on: here the one a new lead's event causes.
    const refreshedBefore = await page.locator('[data-summary-refreshed]').getAttribute('data-summary-refreshed');
    await app.app.services.leads.delete(live);
    await app.app.services.leads.delete(ids.contactClosed);
    await app.app.dashboardSummary.refresh();
    await seedLead(app, { name: 'Nog een lead' });
    await page.locator('[data-kpi="totalLeads"] [data-value]').filter({ hasText: /^6$/ }).waitFor();
    await page.locator(`[data-summary-refreshed]:not([data-summary-refreshed="${refreshedBefore}"])`).waitFor();
    await expect(page.locator('[data-summary-refreshed]').innerText()).resolves.toMatch(
      /^Nieuwe leads live · wijzigingen verwerkt tot \d\d:\d\d$/,
    );
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it.each([
    { width: 1440, viewport: DESKTOP, theme: 'light' },
    { width: 1440, viewport: DESKTOP, theme: 'dark' },
    { width: 390, viewport: PHONE, theme: 'light' },
    { width: 390, viewport: PHONE, theme: 'dark' },
  ] as const)('lays out at $width px in the $theme theme without overflowing', async ({ width, viewport, theme }) => {
    const tab = await openDashboard({ viewport, theme });
    const { page } = tab;
    await choosePeriod(page, 'Afgelopen 30 dagen');
    await waitForPeriod(page, { preset: 'last30' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, `dashboard-${width}-${theme}`, { fullPage: true });
    await choosePeriod(page, 'Aangepaste periode');
    await page.locator('[data-range-calendar]').waitFor();
    await screenshot(page, `calendar-${width}-${theme}`);
    await page.keyboard.press('Escape');
    await page.locator('[data-range-calendar]').waitFor({ state: 'hidden' });
    // Closed without a range: the select returns to the period on screen.
    await expect(page.getByLabel('Periode', { exact: true }).inputValue()).resolves.toBe('last30');
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });
});

describe('admin dashboard without leads', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows skeletons while loading, then says there are no leads yet', async () => {
    const admin = await createAdmin(app);
    const tab = await openAdminTab(browser, { viewport: PHONE });
    await signInByCookie(tab.context, app, admin);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'AdminDashboard') await held;
      await route.fallback();
    });
    await tab.page.goto(`${app.url}/admin/dashboard`);
    await tab.page.locator('[data-dashboard="skeleton"]').waitFor();
    await expect(tab.page.getByRole('status').filter({ hasText: 'Dashboard laden...' }).count()).resolves.toBe(1);
    release();
    await tab.page.getByText('Nog geen leads', { exact: true }).waitFor();
    await expect(tab.page.locator('[data-dashboard="skeleton"]').count()).resolves.toBe(0);
    await expect(tab.page.locator('[data-kpi]').count()).resolves.toBe(0);
    await expect(tab.page.locator('[data-shown]').innerText()).resolves.toBe('Getoond: 0 leads · Alle data');

    // The first lead arrives: the figures replace the empty state by themselves.
    await seedLead(app, { name: 'Eerste Lead' });
    await tab.page.locator('[data-kpi="totalLeads"] [data-value]').filter({ hasText: /^1$/ }).waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });
});
