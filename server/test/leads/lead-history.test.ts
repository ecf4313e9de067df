import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const HISTORY = `query($id: ID!) { lead(id: $id) { history { type actorEmail changes { field from to } } } }`;

interface Entry {
  type: string;
  actorEmail: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
}

/** lead.history: every change with who made it and its old and new value, newest first. */
describe('lead history', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('records status, outcome, deal value, notes and survey completion with who and from/to', async () => {
    const admin = await loginAsAdmin(app);
    const visitor = app.client();
    const lead = await createLeadViaApi(visitor);
    await visitor.ok(SUBMIT_SURVEY, { ...lead, survey: { timeline: 'ASAP' }, completed: true });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { notes: "Gebeld, terugbellen", value: 4000 }) { id } }`, {
      id: lead.leadId,
    });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { id } }`, { id: lead.leadId });
    await admin.ok(`mutation($id: ID!) { moveLead(id: $id, status: CLOSED, position: 1) { id } }`, { id: lead.leadId });
    await admin.ok(`mutation($id: ID!) { setLeadOutcome(id: $id, outcome: LOST) { id } }`, { id: lead.leadId });

    const { lead: found } = await admin.ok<{ lead: { history: Entry[] } }>(HISTORY, { id: lead.leadId });
    const me = admin.user.email;
    expect(found.history).toEqual([
      { type: 'outcome', actorEmail: me, changes: [{ field: 'outcome', from: 'WON', to: 'LOST' }] },
      {
        type: 'moved',
        actorEmail: me,
        changes: [
          { field: 'status', from: 'CONTACTED', to: 'CLOSED' },
          { field: 'outcome', from: 'OPEN', to: 'WON' },
        ],
      },
      { type: 'moved', actorEmail: me, changes: [{ field: 'status', from: 'QUALIFIED', to: 'CONTACTED' }] },
      {
        type: 'updated',
        actorEmail: me,
        changes: expect.arrayContaining([
          { field: 'notes', from: null, to: 'Gebeld, terugbellen' },
          { field: 'value', from: null, to: '4000' },
        ]),
      },
      { type: 'survey_completed', actorEmail: null, changes: [{ field: 'status', from: 'NEW', to: 'QUALIFIED' }] },
      { type: 'created', actorEmail: null, changes: [] },
    ]);
  });
});
