import { createHash } from 'node:crypto';
import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { pruneRateLimits } from '../../src/shared/security/rate-limiter';
import { recordLeadChanges, type LeadChangeRecorder } from '../support/lead-changes';
import { CREATE_LEAD, createLeadViaApi, GET_LEAD, quickScanInput } from '../factories/lead.factory';
import type { NewLead } from '../../src/leads/lead-capture.service';
import { LeadSource } from '../../src/leads/lead.enums';
import { BadUserInputError, RateLimitedError } from '../../src/shared/errors';

const leadCount = async (app: TestApp) => Number((await app.dataSource.query('SELECT count(*) AS n FROM leads'))[0].n);

describe('createLead (public)', () => {
  let app: TestApp;
  let changes: LeadChangeRecorder;
  beforeAll(async () => {
    // Many leads from one IP: the limit itself is tested on its own app.
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000' } });
    changes = await recordLeadChanges(app);
  });
  afterAll(async () => {
    await changes?.close();
    await app?.close();
  });

  it('stores a NEW, OPEN quick scan with its click, on top of the NEW column, and publishes it', async () => {
    const client = app.client();
    const first = await createLeadViaApi(client);
    const second = await createLeadViaApi(client, { name: '  Piet Bakker  ', company: ' Bakker Loodgieters ' });

    const admin = await loginAsAdmin(app);
    const { lead } = await admin.ok<{ lead: Record<string, any> }>(GET_LEAD, { id: second.leadId });
    expect(lead).toMatchObject({
      name: 'Piet Bakker',
      company: 'Bakker Loodgieters',
      source: 'QUICKSCAN',
      status: 'NEW',
      outcome: 'OPEN',
      survey: null,
      leadScore: null,
      qualification: null,
      value: 2300,
      packageLabel: 'Starter Pakket',
      valueIsCustom: false,
      scoreBreakdown: [],
      buttonClick: { buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home', timestamp: '2025-05-01T10:00:00.000Z' },
    });

    const { leads } = await admin.ok<{ leads: { id: string }[] }>(`{ leads(filter: { status: NEW }) { id } }`);
    expect(leads.map((l) => l.id)).toEqual([second.leadId, first.leadId]);
    expect(await changes.take()).toEqual([
      { kind: 'CREATED', id: first.leadId },
      { kind: 'CREATED', id: second.leadId },
    ]);
  });

  describe('visitors arriving together: one statement for the lot, each lead as if stored alone', () => {
    const capture = () => app.app.services.capture;
    const visitor = (n: number, overrides: Partial<NewLead> = {}): NewLead => ({
      ...(quickScanInput() as unknown as NewLead),
      name: `Bezoeker ${n}`,
      source: LeadSource.QUICKSCAN,
      buttonClick: null,
      ...overrides,
    });
    const stored = (ids: string[]) =>
      app.dataSource.query(
        `SELECT l.id, l.created_at, l.pipeline_order, (SELECT count(*) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'created')::int AS created
         FROM leads l WHERE l.id = ANY($1) ORDER BY l.pipeline_order`,
        [ids],
      );

    it('stores each lead with its own token and created event, newest arrival on top', async () => {
      // Called in one turn of the event loop, as requests read together are: one batch.
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => capture().create(visitor(n), { rateLimitKey: `together-${n}`, join: true })),
      );
      const rows: { id: string; created_at: Date; created: number }[] = await stored(answers.map((a) => a.leadId));
      // Board order (the top first): the last to arrive on top, as one after the other.
      expect(rows.map((row) => row.id)).toEqual(answers.map((a) => a.leadId).reverse());
      expect(rows.every((row) => row.created === 1)).toBe(true);
      // One statement: one transaction time for all four.
      expect(new Set(rows.map((row) => row.created_at.toISOString())).size).toBe(1);
      expect(new Set(answers.map((a) => a.surveyToken)).size).toBe(4);
      const [{ tokens }] = await app.dataSource.query(`SELECT count(*)::int AS tokens FROM leads WHERE survey_token_hash = ANY($1)`, [
        answers.map((a) => createHash('sha256').update(a.surveyToken).digest('hex')),
      ]);
      expect(tokens).toBe(4);
      await changes.take();
    });

    it('refuses only the lead the database refuses, and still counts its attempt', async () => {
      const key = (n: number) => `refused-${n}-${Date.now()}`;
      const keys = [key(1), key(2), key(3)];
      const results = await Promise.allSettled([
        capture().create(visitor(1), { rateLimitKey: keys[0], join: true }),
        // 51 characters: more than the budget column holds (the API refuses it before, this checks the batch).
        capture().create(visitor(2, { budget: 'x'.repeat(51) }), { rateLimitKey: keys[1], join: true }),
        capture().create(visitor(3), { rateLimitKey: keys[2], join: true }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(BadUserInputError);
      const ids = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.leadId] : []));
      expect(await stored(ids)).toHaveLength(2);
      const counts: { key: string; points: number }[] = await app.dataSource.query(
        `SELECT key, points FROM rate_limits WHERE key = ANY($1) ORDER BY key`,
        [keys.map((k) => `create_lead:${k}`)],
      );
      expect(counts).toEqual(keys.map((k) => ({ key: `create_lead:${k}`, points: 1 })).sort((a, b) => a.key.localeCompare(b.key)));
      await changes.take();
    });

    it('makes twenty visitors at once over HTTP twenty leads', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => createLeadViaApi(app.client())));
      const rows = await stored(answers.map((a) => a.leadId));
      expect(rows).toHaveLength(20);
      expect(rows.every((row: { created: number }) => row.created === 1)).toBe(true);
      await changes.take();
    });
  });

  it('keeps only the SHA-256 of the survey token', async () => {
    const { leadId, surveyToken } = await createLeadViaApi(app.client());
    expect(surveyToken.length).toBeGreaterThanOrEqual(40);
    const [row] = await app.dataSource.query('SELECT to_jsonb(leads) AS row FROM leads WHERE id = $1', [leadId]);
    expect(row.row.survey_token_hash).toBe(createHash('sha256').update(surveyToken).digest('hex'));
    expect(JSON.stringify(row.row)).not.toContain(surveyToken);
    const expiresInHours = (new Date(row.row.survey_token_expires_at).getTime() - new Date(row.row.created_at).getTime()) / 3_600_000;
    expect(expiresInHours).toBe(24);
  });

  it('accepts a contact-form lead without phone, company or website', async () => {
    const { createLead } = await app.client().ok<{ createLead: { leadId: string } }>(CREATE_LEAD, {
      input: { name: 'Sanne Visser', email: 'sanne@visser-schilders.nl', source: 'CONTACT', message: 'Bel me even', budget: '1000-5000' },
    });
    const { lead } = await (await loginAsAdmin(app)).ok<{ lead: Record<string, unknown> }>(GET_LEAD, { id: createLead.leadId });
    expect(lead).toMatchObject({
      source: 'CONTACT',
      phone: null,
      company: null,
      website: null,
      message: 'Bel me even',
      budget: '1000-5000',
      buttonClick: null,
    });
  });

  describe('refuses bad input with BAD_USER_INPUT naming the field, in Dutch', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['a bad e-mail address', { email: 'jan@' }, 'email'],
      ['a name of spaces', { name: '   ' }, 'name'],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
      ['a website that is no web address', { website: 'niet een site' }, 'website'],
      ['a phone number with letters', { phone: 'bel me maar' }, 'phone'],
      ['a quick scan without phone', { phone: null }, 'phone'],
      ['a quick scan with an empty company', { company: '  ' }, 'company'],
      ['a quick scan without website', { website: undefined }, 'website'],
      [
        'a click without button text',
        { buttonClick: { buttonText: '', pagePath: '/', pageTitle: 'Home', timestamp: '2025-01-01T00:00:00Z' } },
        'buttonClick.buttonText',
      ],
    ])('%s', async (_case, overrides, field) => {
      const before = await leadCount(app);
      const result = await app.client().gql(CREATE_LEAD, { input: quickScanInput(overrides) });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions!.field).toBe(field);
      expect(result.errors![0].message).toMatch(/^Ongeldige invoer\./);
      expect(await leadCount(app)).toBe(before);
    });

    it('a missing required field', async () => {
      const { name: _name, ...input } = quickScanInput();
      const result = await app.client().gql(CREATE_LEAD, { input });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].message).toContain('name');
      expect(result.errors![0].message).toContain('is verplicht');
    });

    it('an unknown source', async () => {
      const result = await app.client().gql(CREATE_LEAD, { input: quickScanInput({ source: 'FAX' }) });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].message).toContain('source');
      expect(result.errors![0].message).toContain('onbekende waarde');
    });
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = await leadCount(app);
    await changes.take();
    const result = await app.client().ok<{ createLead: { leadId: string; surveyToken: string } }>(CREATE_LEAD, {
      input: quickScanInput({ faxNumber: '020-7654321' }),
    });
    expect(result.createLead.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.createLead.surveyToken.length).toBeGreaterThanOrEqual(40);
    expect(await leadCount(app)).toBe(before);
    expect(await changes.take()).toEqual([]);
  });
});

describe('createLead rate limit', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '3' } });
    // A second server process on the same database.
    second = await startTestApp({
      env: { RATE_LIMIT_LEADS_PER_MINUTE: '3' },
      databaseUrl: (first.dataSource.options as { url: string }).url,
    });
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.dataSource.destroy();
    }
    await first?.close();
  });

  it('refuses the fourth lead in a minute from one IP, counted across server processes', async () => {
    await createLeadViaApi(first.client());
    await createLeadViaApi(second.client());
    await createLeadViaApi(first.client());
    const refused = await second.client().gql(CREATE_LEAD, { input: quickScanInput() });
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors![0].message).toMatch(/minuut/);
    expect(refused.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    expect(await leadCount(first)).toBe(3);
  });

  it('counts attempts arriving together one after the other: of five at once from one client, three are stored', async () => {
    const key = `together-${Date.now()}`;
    const lead = () => ({ ...(quickScanInput() as unknown as NewLead), source: LeadSource.QUICKSCAN, buttonClick: null });
    const before = await leadCount(first);
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => first.app.services.capture.create(lead(), { rateLimitKey: key, join: true })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const refused of results.slice(3)) expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
    expect(await leadCount(first)).toBe(before + 3);
    const [{ points }] = await first.dataSource.query(`SELECT points FROM rate_limits WHERE key = $1`, [`create_lead:${key}`]);
    expect(points).toBe(5);
  });

  it('forgets ended windows when pruned (every minute, off the request path), and keeps the running ones', async () => {
    const rows = () => first.dataSource.query(`SELECT key FROM rate_limits WHERE key LIKE 'prune-test:%' ORDER BY key`);
    await first.dataSource.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES
         ('prune-test:ended', 3, (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1000),
         ('prune-test:running', 3, (extract(epoch FROM clock_timestamp()) * 1000)::bigint + 60000)`,
    );
    await pruneRateLimits(first.dataSource);
    expect(await rows()).toEqual([{ key: 'prune-test:running' }]);
  });
});
