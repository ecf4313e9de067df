import { errorCode, type ApiClient } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { recordLeadChanges, type LeadChangeRecorder } from '../support/lead-changes';
import { buildLead, GET_LEAD, LEAD_FIELDS, servicesOf } from '../factories/lead.factory';
import { InvestmentBudget, MonthlyBudget } from '../../src/leads/survey.enums';
import { LeadOutcome, LeadSource, LeadStatus } from '../../src/leads/lead.enums';

const LEADS = `query Leads($filter: LeadFilter, $order: LeadOrder, $limit: Int, $offset: Int) {
  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) { id name status }
  leadCount(filter: $filter)
}`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { ${LEAD_FIELDS} } }`;
const OUTCOME = `mutation Outcome($id: ID!, $outcome: LeadOutcome!) { setLeadOutcome(id: $id, outcome: $outcome) { id outcome status } }`;
const DELETE = `mutation Delete($id: ID!) { deleteLead(id: $id) }`;
const MISSING = '6f1c1c52-8d1e-4c55-9a35-000000000000';

describe('admin lead operations', () => {
  let app: TestApp;
  let admin: ApiClient;
  let changes: LeadChangeRecorder;
  const ids: Record<string, string> = {};
  const day = (n: number) => new Date(Date.UTC(2025, 2, n, 12));

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAsAdmin(app);
    const services = servicesOf(app);
    // Named scenario: six leads over six days in three columns, created oldest first.
    ids.jan = await buildLead(services, {
      name: 'Jan de Vries',
      email: 'jan@dakwerken-devries.nl',
      company: 'Dakwerken De Vries',
      createdAt: day(1),
    });
    ids.piet = await buildLead(services, {
      name: 'Piet Bakker',
      email: 'info@bakkerloodgieters.nl',
      company: 'Bakker Loodgieters',
      createdAt: day(2),
      source: LeadSource.CONTACT,
    });
    ids.sanne = await buildLead(services, {
      name: 'Sanne Visser',
      email: 'sanne@visser.nl',
      company: 'Visser Schilders',
      createdAt: day(3),
      status: LeadStatus.CONTACTED,
    });
    ids.kees = await buildLead(services, {
      name: 'Kees Jansen',
      email: 'kees@jansen-isolatie.nl',
      company: 'Jansen Isolatie 100%',
      createdAt: day(4),
      status: LeadStatus.CLOSED,
    });
    ids.anna = await buildLead(services, {
      name: 'Anna Smit',
      email: 'anna@smitgevel.nl',
      company: 'Smit Gevelrenovatie',
      createdAt: day(5),
      survey: { monthlyBudget: MonthlyBudget.EUR_5000_PLUS, investmentBudget: InvestmentBudget.EUR_10000_PLUS },
    });
    ids.tom = await buildLead(services, {
      name: 'Tom de Boer',
      email: 'tom@deboer.nl',
      company: null,
      createdAt: day(6),
      status: LeadStatus.CLOSED,
      outcome: LeadOutcome.LOST,
      source: LeadSource.WHATSAPP,
    });
    changes = await recordLeadChanges(app);
  });
  afterAll(async () => {
    await changes?.close();
    await app?.close();
  });

  const names = (leads: { name: string }[]) => leads.map((l) => l.name);

  describe('leads', () => {
    it('lists every lead in board order: column by column, newest on top of each', async () => {
      const { leads, leadCount } = await admin.ok<{ leads: { name: string }[]; leadCount: number }>(LEADS);
      expect(names(leads)).toEqual(['Piet Bakker', 'Jan de Vries', 'Sanne Visser', 'Anna Smit', 'Tom de Boer', 'Kees Jansen']);
      expect(leadCount).toBe(6);
    });

    it('lists newest first on request, a page at a time', async () => {
      const page = (offset: number) => admin.ok<{ leads: { name: string }[] }>(LEADS, { order: 'NEWEST', limit: 4, offset });
      expect(names((await page(0)).leads)).toEqual(['Tom de Boer', 'Anna Smit', 'Kees Jansen', 'Sanne Visser']);
      expect(names((await page(4)).leads)).toEqual(['Piet Bakker', 'Jan de Vries']);
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['search on a part of the name, any case', { search: 'VRIES' }, ['Jan de Vries']],
      ['search on the company', { search: 'loodgieter' }, ['Piet Bakker']],
      ['search on the e-mail address', { search: '@smitgevel' }, ['Anna Smit']],
      ['search with LIKE characters taken literally', { search: '100%' }, ['Kees Jansen']],
      ['search matching nothing', { search: 'xyz' }, []],
      ['search never spanning two fields', { search: 'vries dakwerken' }, []],
      ['status', { status: 'CLOSED' }, ['Tom de Boer', 'Kees Jansen']],
      ['source', { source: 'CONTACT' }, ['Piet Bakker']],
      ['outcome', { outcome: 'WON' }, ['Kees Jansen']],
      ['from (inclusive)', { from: day(5).toISOString() }, ['Anna Smit', 'Tom de Boer']],
      ['to (exclusive)', { to: day(2).toISOString() }, ['Jan de Vries']],
      ['with a survey', { hasSurvey: true }, ['Anna Smit']],
      ['search and status together', { search: 'de', status: 'NEW' }, ['Jan de Vries']],
    ])('filters by %s', async (_case, filter, expected) => {
      const { leads, leadCount } = await admin.ok<{ leads: { name: string }[]; leadCount: number }>(LEADS, { filter });
      expect(names(leads)).toEqual(expected);
      expect(leadCount).toBe(expected.length);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a page over 1000', { limit: 1001 }, 'limit'],
      ['a page of 0', { limit: 0 }, 'limit'],
      ['a negative offset', { offset: -1 }, 'offset'],
      ['a search over 200 characters', { filter: { search: 'x'.repeat(201) } }, 'filter.search'],
      ['an unknown status', { filter: { status: 'LOST' } }, 'status'],
    ])('refuses %s', async (_case, variables, field) => {
      const result = await admin.gql(LEADS, variables);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions!.field).toBe(field);
    });
  });

  describe('lead', () => {
    it('is null for a missing or malformed id', async () => {
      for (const id of [MISSING, 'not-a-uuid']) {
        expect(await admin.ok(`query($id: ID!) { lead(id: $id) { id } }`, { id })).toEqual({ lead: null });
      }
    });

    it('shows the derived value and package of a surveyed lead', async () => {
      const { lead } = await admin.ok<{ lead: Record<string, unknown> }>(GET_LEAD, { id: ids.anna });
      // monthly 5000+ 3 + investment 10000+ 2 = 5 points: Growth.
      expect(lead).toMatchObject({ value: 5250, packageLabel: 'Growth Pakket', valueIsCustom: false, status: 'QUALIFIED' });
    });
  });

  describe('updateLead', () => {
    it('changes only the fields given, trims them, and publishes the change', async () => {
      const { updateLead } = await admin.ok<{ updateLead: Record<string, unknown> }>(UPDATE, {
        id: ids.jan,
        input: { notes: '  Terugbellen na 14:00  ', phone: '06-87654321', lastContact: '2025-03-10T09:30:00.000Z' },
      });
      expect(updateLead).toMatchObject({
        name: 'Jan de Vries',
        email: 'jan@dakwerken-devries.nl',
        company: 'Dakwerken De Vries',
        notes: 'Terugbellen na 14:00',
        phone: '06-87654321',
        lastContact: '2025-03-10T09:30:00.000Z',
        status: 'NEW',
      });
      expect(await changes.take()).toEqual([{ kind: 'UPDATED', id: ids.jan }]);
    });

    it('clears optional fields with null or an empty string', async () => {
      const { updateLead } = await admin.ok<{ updateLead: Record<string, unknown> }>(UPDATE, {
        id: ids.jan,
        input: { notes: null, website: '', lastContact: null },
      });
      expect(updateLead).toMatchObject({ notes: null, website: null, lastContact: null, company: 'Dakwerken De Vries' });
    });

    it('saves a deal value, and null goes back to the derived one', async () => {
      const saved = await admin.ok<{ updateLead: Record<string, unknown> }>(UPDATE, { id: ids.anna, input: { value: 15000 } });
      expect(saved.updateLead).toMatchObject({ value: 15000, valueIsCustom: true, packageLabel: 'Scale Pakket' });
      const cleared = await admin.ok<{ updateLead: Record<string, unknown> }>(UPDATE, { id: ids.anna, input: { value: null } });
      expect(cleared.updateLead).toMatchObject({ value: 5250, valueIsCustom: false, packageLabel: 'Growth Pakket' });
    });

    it('moves the card to the top of a new column, winning it in CLOSED', async () => {
      await changes.take();
      const { updateLead } = await admin.ok<{ updateLead: Record<string, unknown> }>(UPDATE, {
        id: ids.piet,
        input: { status: 'CLOSED', notes: 'Akkoord per mail' },
      });
      expect(updateLead).toMatchObject({ status: 'CLOSED', outcome: 'WON', notes: 'Akkoord per mail' });
      const { leads } = await admin.ok<{ leads: { name: string }[] }>(LEADS, { filter: { status: 'CLOSED' } });
      expect(names(leads)).toEqual(['Piet Bakker', 'Tom de Boer', 'Kees Jansen']);
      expect(await changes.take()).toEqual([{ kind: 'UPDATED', id: ids.piet }]);
    });

    it('writes nothing for an empty input', async () => {
      const before = await admin.ok<{ lead: { updatedAt: string } }>(GET_LEAD, { id: ids.tom });
      const { updateLead } = await admin.ok<{ updateLead: { updatedAt: string } }>(UPDATE, { id: ids.tom, input: {} });
      expect(updateLead.updatedAt).toBe(before.lead.updatedAt);
      expect(await changes.take()).toEqual([]);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an empty name', { name: '  ' }, 'name'],
      ['a null name', { name: null }, 'name'],
      ['a null e-mail address', { email: null }, 'email'],
      ['a bad e-mail address', { email: 'kees(at)jansen.nl' }, 'email'],
      ['a null status', { status: null }, 'status'],
      ['notes over 5000 characters', { notes: 'x'.repeat(5001) }, 'notes'],
      ['a company over 200 characters', { company: 'x'.repeat(201) }, 'company'],
      ['a negative value', { value: -1 }, 'value'],
      ['an unknown status', { status: 'WON' }, 'status'],
    ])('refuses %s with BAD_USER_INPUT', async (_case, input, field) => {
      const result = await admin.gql(UPDATE, { id: ids.kees, input });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions!.field).toBe(field);
      expect(result.errors![0].message).toMatch(/^Ongeldige invoer\. /);
    });

    it('is NOT_FOUND for a missing lead', async () => {
      for (const id of [MISSING, 'nope']) {
        const result = await admin.gql(UPDATE, { id, input: { notes: 'x' } });
        expect(errorCode(result)).toBe('NOT_FOUND');
        expect(result.errors![0].message).toBe('Deze lead bestaat niet of is verwijderd.');
      }
    });
  });

  describe('setLeadOutcome', () => {
    it('sets the outcome and keeps the column', async () => {
      const { setLeadOutcome } = await admin.ok<{ setLeadOutcome: Record<string, unknown> }>(OUTCOME, { id: ids.sanne, outcome: 'LOST' });
      expect(setLeadOutcome).toEqual({ id: ids.sanne, outcome: 'LOST', status: 'CONTACTED' });
      expect(await changes.take()).toEqual([{ kind: 'UPDATED', id: ids.sanne }]);
    });

    it('refuses an unknown outcome and a missing lead', async () => {
      expect(errorCode(await admin.gql(OUTCOME, { id: ids.sanne, outcome: 'MAYBE' }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await admin.gql(OUTCOME, { id: MISSING, outcome: 'WON' }))).toBe('NOT_FOUND');
    });
  });

  describe('deleteLead', () => {
    it('deletes for good and publishes it', async () => {
      await changes.take();
      expect(await admin.ok(DELETE, { id: ids.tom })).toEqual({ deleteLead: true });
      expect(await admin.ok(`query($id: ID!) { lead(id: $id) { id } }`, { id: ids.tom })).toEqual({ lead: null });
      expect(await changes.take()).toEqual([{ kind: 'DELETED', id: ids.tom }]);
    });

    it('is NOT_FOUND for a missing lead', async () => {
      expect(errorCode(await admin.gql(DELETE, { id: ids.tom }))).toBe('NOT_FOUND');
      expect(errorCode(await admin.gql(DELETE, { id: 'x' }))).toBe('NOT_FOUND');
    });
  });
});

describe('leads without a limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('answers one page of at most 1000 leads, and offset reaches the rest', async () => {
    await app.dataSource.query(
      `INSERT INTO leads (name, email, source) SELECT 'Lead ' || i, 'lead' || i || '@example.nl', 'CONTACT' FROM generate_series(1, 1003) AS i`,
    );
    const admin = await loginAsAdmin(app);
    expect((await admin.ok<{ leads: unknown[] }>(LEADS)).leads).toHaveLength(1000);
    expect((await admin.ok<{ leads: unknown[] }>(LEADS, { limit: null, offset: 1000 })).leads).toHaveLength(3);
  });
});
