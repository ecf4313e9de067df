import { errorCode, type ApiClient } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { recordLeadChanges, type LeadChangeRecorder } from '../support/lead-changes';
import { createLeadViaApi, GET_LEAD, SUBMIT_SURVEY } from '../factories/lead.factory';
import { ForbiddenError, RateLimitedError } from '../../src/shared/errors';
import type { SubmittedAnswers } from '../../src/survey/survey.service';

/** Answers as the API receives them, for calling the service directly. */
const answers = (given: Record<string, unknown>) => given as SubmittedAnswers;

/** 20 (size 16-50) + 10 (two channels) + 25 (10000+) + 15 (asap) + 10 + 10 = 90: HOT, high value, Scale. */
const HOT_SURVEY = {
  businessServices: ['Dakreparatie', ' Dakgoten ', '', 'Zonnepanelen', 'Lekkages'],
  businessType: 'BV',
  businessSize: 'SIZE_16_50',
  currentMarketing: ['GOOGLE_ADS', 'WORD_OF_MOUTH'],
  monthlyBudget: 'EUR_2500_5000',
  mainChallenges: ['TOO_FEW_QUALIFIED_LEADS', 'NO_ONLINE_VISIBILITY'],
  biggestFrustration: '  Te veel prijsvragers  ',
  timeline: 'ASAP',
  investmentBudget: 'EUR_10000_PLUS',
  websiteSatisfaction: 4,
};

let admin: ApiClient;
const leadOf = async (_app: TestApp, id: string) => (await admin.ok<{ lead: Record<string, any> }>(GET_LEAD, { id })).lead;

describe('submitSurvey (public, with the survey token)', () => {
  let app: TestApp;
  let changes: LeadChangeRecorder;
  beforeAll(async () => {
    // Many leads from one IP: the limit itself is tested on its own app.
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000' } });
    admin = await loginAsAdmin(app);
    changes = await recordLeadChanges(app);
  });
  afterAll(async () => {
    await changes?.close();
    await app?.close();
  });

  it('saves a partial survey after a step, replacing the answers saved before, and keeps the lead in NEW', async () => {
    const visitor = app.client();
    const { leadId, surveyToken } = await createLeadViaApi(visitor);
    const first = await visitor.ok<{ submitSurvey: Record<string, unknown> }>(SUBMIT_SURVEY, {
      leadId,
      surveyToken,
      completed: false,
      survey: { businessSize: 'SIZE_2_5', timeline: 'MONTHS_1_3' },
    });
    // 10 + 20 (no marketing answered) + 8 = 38
    expect(first.submitSurvey).toEqual({ leadScore: 38, qualification: 'COLD', completed: false });

    const second = await visitor.ok<{ submitSurvey: Record<string, unknown> }>(SUBMIT_SURVEY, {
      leadId,
      surveyToken,
      completed: false,
      survey: { businessSize: 'SIZE_6_15', currentMarketing: ['SEO'] },
    });
    expect(second.submitSurvey).toEqual({ leadScore: 30, qualification: 'COLD', completed: false });

    const lead = await leadOf(app, leadId);
    expect(lead).toMatchObject({ status: 'NEW', leadScore: 30, qualification: 'COLD' });
    expect(lead.survey).toMatchObject({ businessSize: 'SIZE_6_15', currentMarketing: ['SEO'], timeline: null, completed: false });
    expect(await changes.take()).toEqual([
      { kind: 'CREATED', id: leadId },
      { kind: 'UPDATED', id: leadId },
      { kind: 'UPDATED', id: leadId },
    ]);
  });

  it('scores a completed survey by the rules and moves the NEW lead to the top of QUALIFIED', async () => {
    const visitor = app.client();
    const earlier = await createLeadViaApi(visitor);
    await visitor.ok(SUBMIT_SURVEY, { ...earlier, survey: { businessSize: 'SOLO' } });
    const { leadId, surveyToken } = await createLeadViaApi(visitor);

    const { submitSurvey } = await visitor.ok<{ submitSurvey: Record<string, unknown> }>(SUBMIT_SURVEY, {
      leadId,
      surveyToken,
      survey: HOT_SURVEY,
    });
    expect(submitSurvey).toEqual({ leadScore: 90, qualification: 'HOT', completed: true });

    const lead = await leadOf(app, leadId);
    expect(lead).toMatchObject({ status: 'QUALIFIED', outcome: 'OPEN', leadScore: 90, qualification: 'HOT', highValue: true });
    // Points: monthly 2500-5000 2, investment 10000+ 2, size 16-50 1, four services 2, asap 1 = 8: Scale.
    expect(lead).toMatchObject({ value: 12250, packageLabel: 'Scale Pakket' });
    expect(lead.survey).toMatchObject({
      businessServices: ['Dakreparatie', 'Dakgoten', 'Zonnepanelen', 'Lekkages'],
      biggestFrustration: 'Te veel prijsvragers',
      websiteSatisfaction: 4,
      completed: true,
    });
    expect(lead.scoreBreakdown).toEqual([
      { factor: 'businessSize', label: 'Bedrijfsgrootte', points: 20 },
      { factor: 'currentMarketing', label: 'Huidige marketing', points: 10 },
      { factor: 'investmentBudget', label: 'Investeringsbudget', points: 25 },
      { factor: 'timeline', label: 'Tijdlijn', points: 15 },
      { factor: 'tooFewQualifiedLeads', label: 'Uitdaging: te weinig gekwalificeerde leads', points: 10 },
      { factor: 'noOnlineVisibility', label: 'Uitdaging: geen online zichtbaarheid', points: 10 },
    ]);
    const { leads } = await admin.ok<{ leads: { id: string }[] }>(`{ leads(filter: { status: QUALIFIED }) { id } }`);
    expect(leads.map((l) => l.id)).toEqual([leadId, earlier.leadId]);
  });

  it('leaves a lead an admin already moved on in its column', async () => {
    const visitor = app.client();
    const { leadId, surveyToken } = await createLeadViaApi(visitor);
    await admin.ok(`mutation($id: ID!) { moveLead(id: $id, status: CONTACTED, position: 1) { id } }`, { id: leadId });
    await visitor.ok(SUBMIT_SURVEY, { leadId, surveyToken, survey: HOT_SURVEY });
    expect(await leadOf(app, leadId)).toMatchObject({ status: 'CONTACTED', qualification: 'HOT' });
  });

  it('refuses any further submission once completed, and changes nothing', async () => {
    const visitor = app.client();
    const { leadId, surveyToken } = await createLeadViaApi(visitor);
    await visitor.ok(SUBMIT_SURVEY, { leadId, surveyToken, survey: HOT_SURVEY });
    for (const completed of [true, false]) {
      const again = await visitor.gql(SUBMIT_SURVEY, { leadId, surveyToken, completed, survey: { businessSize: 'SOLO' } });
      expect(errorCode(again)).toBe('FORBIDDEN');
      expect(again.errors![0].message).toBe('Deze vragenlijst is al afgerond.');
    }
    expect(await leadOf(app, leadId)).toMatchObject({ leadScore: 90, survey: { businessSize: 'SIZE_16_50' } });
  });

  it('lets exactly one of two simultaneous completing calls through', async () => {
    const visitor = app.client();
    const { leadId, surveyToken } = await createLeadViaApi(visitor);
    const results = await Promise.all([1, 2].map(() => visitor.gql(SUBMIT_SURVEY, { leadId, surveyToken, survey: HOT_SURVEY })));
    expect(results.map((r) => errorCode(r) ?? 'ok').sort()).toEqual(['FORBIDDEN', 'ok']);
  });

  describe('saves arriving together: one statement for the lot, each as if stored alone', () => {
    const surveys = () => app.app.services.surveys;
    const eventsOf = async (leadId: string) =>
      (
        await app.dataSource.query(`SELECT type, changes FROM lead_events WHERE lead_id = $1 AND type LIKE 'survey%' ORDER BY id`, [leadId])
      ).map((event: { type: string; changes: unknown }) => ({ type: event.type, changes: event.changes }));

    it('saves drafts and a completed survey of several visitors, each with its own score, status and event', async () => {
      const leads = await Promise.all([1, 2, 3].map(() => createLeadViaApi(app.client())));
      // Called in one turn of the event loop, as requests read together are: one batch.
      const outcomes = await Promise.all([
        surveys().submit(leads[0].leadId, leads[0].surveyToken, answers({ businessSize: 'SIZE_2_5', timeline: 'MONTHS_1_3' }), false, {
          clientIp: '192.0.2.1',
        }),
        surveys().submit(leads[1].leadId, leads[1].surveyToken, HOT_SURVEY as never, true, { clientIp: '192.0.2.2' }),
        surveys().submit(leads[2].leadId, leads[2].surveyToken, answers({ businessSize: 'SIZE_6_15', currentMarketing: ['SEO'] }), false, {
          clientIp: '192.0.2.3',
        }),
      ]);
      expect(outcomes).toEqual([
        { leadScore: 38, qualification: 'COLD', completed: false },
        { leadScore: 90, qualification: 'HOT', completed: true },
        { leadScore: 30, qualification: 'COLD', completed: false },
      ]);
      expect(await leadOf(app, leads[0].leadId)).toMatchObject({ status: 'NEW', leadScore: 38, survey: { completed: false } });
      expect(await leadOf(app, leads[1].leadId)).toMatchObject({ status: 'QUALIFIED', leadScore: 90, survey: { completed: true } });
      expect(await leadOf(app, leads[2].leadId)).toMatchObject({ status: 'NEW', leadScore: 30, survey: { currentMarketing: ['SEO'] } });
      expect(await eventsOf(leads[0].leadId)).toEqual([{ type: 'survey', changes: null }]);
      expect(await eventsOf(leads[1].leadId)).toEqual([
        { type: 'survey_completed', changes: { status: { from: 'NEW', to: 'QUALIFIED' } } },
      ]);
      // One statement: one transaction time for the three.
      const [{ times }] = await app.dataSource.query(`SELECT count(DISTINCT xmin::text)::int AS times FROM leads WHERE id = ANY($1)`, [
        leads.map((lead) => lead.leadId),
      ]);
      expect(times).toBe(1);
      await changes.take();
    });

    it('refuses only the save with a wrong token, and saves one lead twice in arrival order', async () => {
      const [a, b] = await Promise.all([1, 2].map(() => createLeadViaApi(app.client())));
      const results = await Promise.allSettled([
        surveys().submit(a.leadId, a.surveyToken, answers({ businessType: 'ZZP' }), false, { clientIp: '192.0.2.4' }),
        surveys().submit(b.leadId, 'gok', answers({ businessType: 'BV' }), false, { clientIp: '192.0.2.5' }),
        surveys().submit(a.leadId, a.surveyToken, answers({ businessType: 'BV', timeline: 'ASAP' }), false, { clientIp: '192.0.2.4' }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ForbiddenError);
      expect((await leadOf(app, a.leadId)).survey).toMatchObject({ businessType: 'BV', timeline: 'ASAP' });
      expect(await eventsOf(a.leadId)).toEqual([
        { type: 'survey', changes: null },
        { type: 'survey', changes: null },
      ]);
      expect(await eventsOf(b.leadId)).toEqual([]);
      await changes.take();
    });
  });

  describe('refuses with FORBIDDEN', () => {
    it.each<[string, (lead: { leadId: string; surveyToken: string }) => Record<string, unknown>]>([
      ['a wrong token', ({ leadId }) => ({ leadId, surveyToken: 'geraden-token' })],
      ['the token of another lead', ({ surveyToken }) => ({ leadId: '00000000-0000-4000-8000-000000000000', surveyToken })],
      ['an id that is no UUID', ({ surveyToken }) => ({ leadId: 'lead-1', surveyToken })],
    ])('%s', async (_case, args) => {
      const lead = await createLeadViaApi(app.client());
      const result = await app.client().gql(SUBMIT_SURVEY, { ...args(lead), survey: HOT_SURVEY });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.errors![0].message).toBe('Deze vragenlijst hoort niet bij deze aanvraag.');
      expect(await leadOf(app, lead.leadId)).toMatchObject({ survey: null });
    });

    it('a token older than 24 hours', async () => {
      const { leadId, surveyToken } = await createLeadViaApi(app.client());
      await app.dataSource.query(`UPDATE leads SET survey_token_expires_at = now() - interval '1 second' WHERE id = $1`, [leadId]);
      const result = await app.client().gql(SUBMIT_SURVEY, { leadId, surveyToken, survey: HOT_SURVEY });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.errors![0].message).toMatch(/verlopen/);
    });
  });

  describe('refuses bad answers with BAD_USER_INPUT', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['website satisfaction 11', { websiteSatisfaction: 11 }, 'websiteSatisfaction'],
      ['website satisfaction 0', { websiteSatisfaction: 0 }, 'websiteSatisfaction'],
      ['free text over 5000 characters', { specificGoals: 'x'.repeat(5001) }, 'specificGoals'],
      ['a service over 200 characters', { businessServices: ['x'.repeat(201)] }, 'businessServices'],
      ['more than 20 priorities', { priorities: Array.from({ length: 21 }, (_, k) => `p${k}`) }, 'priorities'],
      ['an unknown timeline', { timeline: 'SOON' }, 'timeline'],
      ['an unknown challenge', { mainChallenges: ['TOO_FEW_QUALIFIED_LEADS', 'BAD_WEATHER'] }, 'mainChallenges.1'],
    ])('%s', async (_case, survey, field) => {
      const { leadId, surveyToken } = await createLeadViaApi(app.client());
      const result = await app.client().gql(SUBMIT_SURVEY, { leadId, surveyToken, survey });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions!.field).toBe(field);
      expect(await leadOf(app, leadId)).toMatchObject({ survey: null });
    });

    it('a missing token', async () => {
      const { leadId } = await createLeadViaApi(app.client());
      const result = await app
        .client()
        .gql(`mutation($leadId: ID!, $survey: SurveyInput!) { submitSurvey(leadId: $leadId, survey: $survey) { leadScore } }`, {
          leadId,
          survey: {},
        });
      expect(result.errors![0].extensions!.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
    });
  });
});

describe('submitSurvey rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: '1', RATE_LIMIT_SURVEYS_PER_MINUTE: '5', RATE_LIMIT_SURVEYS_PER_LEAD_PER_MINUTE: '3' },
    });
  });
  afterAll(() => app?.close());

  const submit = (client: ApiClient, lead: { leadId: string; surveyToken: string }, token = lead.surveyToken) =>
    client.gql(SUBMIT_SURVEY, { leadId: lead.leadId, surveyToken: token, survey: { businessType: 'BV' }, completed: false });

  it('per lead: a burst on one lead is refused, whichever client sends it', async () => {
    const lead = await createLeadViaApi(app.client({ 'x-forwarded-for': '198.51.100.1' }));
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(errorCode(await submit(app.client({ 'x-forwarded-for': `192.0.2.${i + 1}` }), lead)) ?? 'OK');
    expect(codes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('counts every save arriving together once, per client and per lead, and refuses what goes over', async () => {
    const leads = await Promise.all([1, 2, 3, 4].map((i) => createLeadViaApi(app.client({ 'x-forwarded-for': `198.51.100.${40 + i}` }))));
    const save = (lead: { leadId: string; surveyToken: string }, clientIp: string) =>
      app.app.services.surveys.submit(lead.leadId, lead.surveyToken, answers({ businessType: 'BV' }), false, { clientIp });
    // One client, six saves at once (limit 5), four of them on one lead (limit 3), and another client.
    const results = await Promise.allSettled([
      save(leads[0], '203.0.113.50'),
      save(leads[1], '203.0.113.50'),
      save(leads[0], '203.0.113.50'),
      save(leads[0], '203.0.113.50'),
      save(leads[0], '203.0.113.50'),
      save(leads[2], '203.0.113.50'),
      save(leads[3], '203.0.113.51'),
    ]);
    const saved = results.map((result) => result.status === 'fulfilled');
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimitedError);
    expect([0, 2, 3, 4].filter((i) => saved[i])).toHaveLength(3);
    expect(saved.slice(0, 6).filter(Boolean).length).toBeLessThanOrEqual(5);
    expect(saved[6]).toBe(true);
    const counts: { key: string; points: number }[] = await app.dataSource.query(
      `SELECT key, points FROM rate_limits WHERE key IN ($1, $2, $3) ORDER BY points`,
      ['survey_ip:203.0.113.50', `survey_lead:${leads[0].leadId}`, 'survey_ip:203.0.113.51'],
    );
    expect(counts.map((count) => count.points)).toEqual([1, 4, 6]);
  });

  it('per client: wrong-token guesses count too', async () => {
    const visitor = app.client({ 'x-forwarded-for': '203.0.113.9' });
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const lead = await createLeadViaApi(app.client({ 'x-forwarded-for': `198.51.100.${10 + i}` }));
      codes.push(errorCode(await submit(visitor, lead, i < 4 ? 'gok' : lead.surveyToken)) ?? 'OK');
    }
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'OK', 'RATE_LIMITED']);
  });
});
