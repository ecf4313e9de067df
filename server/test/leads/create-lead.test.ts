import { createHash } from 'node:crypto';
import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { pruneRateLimits } from '../../src/shared/security/rate-limiter';
import { recordLeadChanges, type LeadChangeRecorder } from '../support/lead-changes';
import { CREATE_LEAD, createLeadViaApi, GET_LEAD, quickScanInput } from '../factories/lead.factory';

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
