import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const SPEED = `query { speedToLead { leads contacted medianMinutes within5Minutes within1Hour within24Hours bySource { source leads contacted } } }`;

/** speedToLead: a move out of NEW or a saved lastContact is the first contact; a survey's own move is not. */
describe('speed to lead', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('measures creation to first contact, overall and per channel', async () => {
    const admin = await loginAsAdmin(app);
    const visitor = app.client();
    const [fast, slow, called, surveyed] = await Promise.all([1, 2, 3, 4].map(() => createLeadViaApi(visitor)));
    await createLeadViaApi(visitor, { source: 'CONTACT', phone: null, company: null, website: null });
    // Created 3 minutes, 2 hours and 30 hours before the contact that follows.
    for (const [lead, minutes] of [
      [fast, 3],
      [slow, 120],
      [called, 1800],
    ] as const) {
      await app.dataSource.query(`UPDATE leads SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [lead.leadId, minutes]);
    }
    await admin.ok(`mutation($id: ID!) { moveLead(id: $id, status: CONTACTED, position: 1) { id } }`, { id: fast.leadId });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { status: CONTACTED }) { id } }`, { id: slow.leadId });
    await admin.ok(`mutation($id: ID!, $at: DateTimeISO!) { updateLead(id: $id, input: { lastContact: $at }) { id } }`, {
      id: called.leadId,
      at: new Date().toISOString(),
    });
    await visitor.ok(SUBMIT_SURVEY, { ...surveyed, survey: { timeline: 'ASAP' }, completed: true });

    const { speedToLead } = await admin.ok<{ speedToLead: Record<string, unknown> }>(SPEED);
    expect(speedToLead).toEqual({
      leads: 5,
      contacted: 3,
      medianMinutes: expect.closeTo(120, 0),
      within5Minutes: 20,
      within1Hour: 20,
      within24Hours: 40,
      bySource: [
        { source: 'CONTACT', leads: 1, contacted: 0 },
        { source: 'QUICKSCAN', leads: 4, contacted: 3 },
      ],
    });
  });
});
