import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const EXPORT = `query($id: ID!) { leadDataExport(id: $id) }`;
const ERASE = `mutation($id: ID!) { eraseLead(id: $id) { id name email phone company notes erasedAt status leadScore qualification survey { specificGoals timeline businessServices } } }`;
const AUDIT = `query($id: ID!) { auditEvents(filter: { targetId: $id }) { action actorEmail } }`;

describe('data subject rights: export and erase a lead', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let people = 0;
  let email = '';
  async function leadWithEverything() {
    const admin = await loginAsAdmin(app);
    const visitor = app.client();
    // An address of its own: the same one again would join the earlier test's lead (a returning visitor).
    email = `piet${people++}@prive-dak.nl`;
    const { leadId, surveyToken } = await createLeadViaApi(visitor, { name: 'Piet Privé', email });
    // The new-lead e-mail to the admins names the lead.
    await app.app.dispatcher.poll();
    await visitor.ok(SUBMIT_SURVEY, {
      leadId,
      surveyToken,
      survey: {
        timeline: 'ASAP',
        specificGoals: 'Meer klanten in Utrecht',
        businessServices: ['Dakgoten'],
        investmentBudget: 'EUR_10000_PLUS',
      },
    });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { notes: "Belt liever na 17u", phone: "06 99999999" }) { id } }`, {
      id: leadId,
    });
    return { admin, leadId };
  }

  it('exports everything stored about the lead as JSON, and logs the export', async () => {
    const { admin, leadId } = await leadWithEverything();
    const { leadDataExport } = await admin.ok<{ leadDataExport: string }>(EXPORT, { id: leadId });
    const document = JSON.parse(leadDataExport);
    expect(document.lead).toMatchObject({ id: leadId, name: 'Piet Privé', email, phone: '06 99999999' });
    expect(document.survey).toMatchObject({ specificGoals: 'Meer klanten in Utrecht', timeline: 'ASAP' });
    expect(document.notes).toBe('Belt liever na 17u');
    expect(document.buttonClick).toMatchObject({ buttonText: 'Gratis Audit', pagePath: '/' });
    expect(document.history.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['created', 'survey_completed', 'updated']),
    );
    expect(JSON.stringify(document)).not.toMatch(/survey_token/);
    const { auditEvents } = await admin.ok<{ auditEvents: { action: string; actorEmail: string }[] }>(AUDIT, { id: leadId });
    expect(auditEvents).toEqual([{ action: 'lead.exported', actorEmail: admin.user.email }]);
    expect(errorCode(await admin.gql(EXPORT, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
  });

  it('erases personal fields, free text and their values in the history, keeps the figures, and logs it', async () => {
    const { admin, leadId } = await leadWithEverything();
    const before = await admin.ok<{ dashboard: { totalLeads: number; hotLeads: number } }>(`query { dashboard { totalLeads hotLeads } }`);
    const mailsBefore = await app.dataSource.query(`SELECT text FROM outgoing_messages WHERE lead_id = $1`, [leadId]);
    expect(JSON.stringify(mailsBefore)).toContain('Piet');
    const { eraseLead } = await admin.ok<{ eraseLead: Record<string, unknown> }>(ERASE, { id: leadId });
    expect(eraseLead).toMatchObject({
      name: 'Gewiste lead',
      email: '',
      phone: null,
      company: null,
      notes: null,
      erasedAt: expect.any(String),
      status: 'QUALIFIED',
      survey: { specificGoals: null, timeline: 'ASAP', businessServices: [] },
    });
    expect(eraseLead.leadScore).toEqual(expect.any(Number));
    const after = await admin.ok<{ dashboard: { totalLeads: number; hotLeads: number } }>(`query { dashboard { totalLeads hotLeads } }`);
    expect(after.dashboard).toEqual(before.dashboard);

    // Nothing personal is left anywhere in the database rows of this lead.
    const [row] = await app.dataSource.query(`SELECT to_jsonb(l) AS lead FROM leads l WHERE id = $1`, [leadId]);
    const history = await app.dataSource.query(`SELECT type, changes FROM lead_events WHERE lead_id = $1 ORDER BY id`, [leadId]);
    const mails = await app.dataSource.query(`SELECT subject, text, html FROM outgoing_messages WHERE lead_id = $1`, [leadId]);
    const everything = JSON.stringify([row, history, mails]);
    for (const personal of ['Piet', 'prive-dak', '99999999', 'Utrecht', 'Belt liever', 'Dakgoten', 'Dakwerken']) {
      expect([personal, everything.includes(personal)]).toEqual([personal, false]);
    }
    expect(history.at(-1).type).toBe('erased');
    const { auditEvents } = await admin.ok<{ auditEvents: { action: string }[] }>(AUDIT, { id: leadId });
    expect(auditEvents.map((event) => event.action)).toEqual(['lead.erased']);
  });

  it('deleting a lead leaves no personal values in its history either, and is logged', async () => {
    const { admin, leadId } = await leadWithEverything();
    await expect(app.dataSource.query(`SELECT id FROM outgoing_messages WHERE lead_id = $1`, [leadId])).resolves.not.toEqual([]);
    await admin.ok(`mutation($id: ID!) { deleteLead(id: $id) }`, { id: leadId });
    const history = await app.dataSource.query(`SELECT changes FROM lead_events WHERE lead_id = $1`, [leadId]);
    expect(JSON.stringify(history)).not.toMatch(/Belt liever|99999999/);
    await expect(app.dataSource.query(`SELECT id FROM outgoing_messages WHERE lead_id = $1`, [leadId])).resolves.toEqual([]);
    const { auditEvents } = await admin.ok<{ auditEvents: { action: string }[] }>(AUDIT, { id: leadId });
    expect(auditEvents.map((event) => event.action)).toEqual(['lead.deleted']);
  });

  it('stores which privacy statement version the visitor saw, and refuses a malformed one', async () => {
    const admin = await loginAsAdmin(app);
    const { leadId } = await createLeadViaApi(app.client(), { privacyVersion: '2026-11-25' });
    const { lead } = await admin.ok<{ lead: { privacyVersion: string } }>(`query($id: ID!) { lead(id: $id) { privacyVersion } }`, {
      id: leadId,
    });
    expect(lead.privacyVersion).toBe('2026-11-25');
    const refused = await app.client().gql(`mutation($input: CreateLeadInput!) { createLead(input: $input) { leadId } }`, {
      input: { name: 'X', email: 'x@example.nl', source: 'CONTACT', privacyVersion: '<script>' },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
  });
});
