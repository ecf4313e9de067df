import { loginAsAdmin } from '../support/auth';
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { CREATE_LEAD, createLeadViaApi, quickScanInput, SUBMIT_SURVEY, uniquePhone } from '../factories/lead.factory';

const LEAD = `query($id: ID!) { lead(id: $id) {
  id name email phone phoneInvalid company message status outcome returns previousLeadId pipelineOrder
  attribution { channel first { source campaign } last { source campaign } }
  history { type changes { field from to } } } }`;

interface LeadView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneInvalid: boolean;
  company: string | null;
  message: string | null;
  status: string;
  outcome: string;
  returns: number;
  previousLeadId: string | null;
  attribution: { channel: string; first: { source: string | null; campaign: string | null }; last: { source: string | null } } | null;
  history: { type: string; changes: { field: string; from: string | null; to: string | null }[] }[];
}

let counter = 0;
const uniqueAddress = () => `klant.${Date.now().toString(36)}${counter++}@dakwerken-devries.nl`;
const arrival = (source: string, campaign: string, at: string) => ({ first: { source, medium: 'cpc', campaign, at } });

describe('returning visitors join their open lead', () => {
  let app: TestApp;
  let admin: ApiClient;
  const leadOf = async (id: string) => (await admin.ok<{ lead: LeadView }>(LEAD, { id })).lead;
  const leadsWith = async (email: string) =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM leads WHERE email_normalized = $1', [email]))[0].n);

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000', RETURNING_VISITOR_DAYS: '90', WEBHOOK_ALLOW_PRIVATE: 'true' } });
    admin = await loginAsAdmin(app);
    await admin.ok(`mutation { createWebhook(input: { url: "http://127.0.0.1:9/hook", events: [LEAD_CREATED, LEAD_RETURNED] }) { id } }`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores normalised contact data beside what was typed, and flags an invalid phone', async () => {
    const email = uniqueAddress();
    const { leadId } = await createLeadViaApi(app.client(), { email: `  ${email.toUpperCase()} `, phone: '06-1234 5678' });
    const [row] = await app.dataSource.query('SELECT email, email_normalized, phone, phone_e164, phone_invalid FROM leads WHERE id = $1', [
      leadId,
    ]);
    expect(row).toEqual({
      email: email.toUpperCase(),
      email_normalized: email,
      phone: '06-1234 5678',
      phone_e164: '+31612345678',
      phone_invalid: false,
    });

    const invalid = await createLeadViaApi(app.client(), { email: uniqueAddress(), phone: '123456' });
    expect(await leadOf(invalid.leadId)).toMatchObject({ phone: '123456', phoneInvalid: true });
  });

  it('joins a quick scan and a later contact form with the same e-mail into one lead, with the history, a fresh token and the card on top', async () => {
    const email = uniqueAddress();
    const first = await createLeadViaApi(app.client(), {
      email,
      name: 'Jan de Vries',
      attribution: arrival('google', 'dak-voorjaar', '2026-01-05T09:00:00.000Z'),
    });
    const other = await createLeadViaApi(app.client(), { email: uniqueAddress() });
    const again = await app.client().ok<{ createLead: { leadId: string; surveyToken: string } }>(CREATE_LEAD, {
      input: {
        name: 'Jan de Vries',
        email: ` ${email.toUpperCase()}`,
        source: 'CONTACT',
        message: 'Kunnen jullie woensdag bellen?',
        buttonClick: { buttonText: 'Contact', pagePath: '/contact', pageTitle: 'Contact', timestamp: '2026-01-07T10:00:00.000Z' },
        attribution: arrival('facebook', 'dak-najaar', '2026-01-07T09:59:00.000Z'),
      },
    });
    // The same shape as for a new lead: the lead's id and a new survey token.
    expect(Object.keys(again.createLead).sort()).toEqual(['leadId', 'surveyToken']);
    expect(again.createLead.leadId).toBe(first.leadId);
    expect(again.createLead.surveyToken).not.toBe(first.surveyToken);
    expect(await leadsWith(email)).toBe(1);

    const lead = await leadOf(first.leadId);
    expect(lead).toMatchObject({ returns: 1, email: ` ${email.toUpperCase()}`.trim(), message: 'Kunnen jullie woensdag bellen?' });
    // First touch from the first visit, last touch from the new one.
    expect(lead.attribution?.first).toMatchObject({ source: 'google', campaign: 'dak-voorjaar' });
    expect(lead.attribution?.last).toMatchObject({ source: 'facebook' });
    const returned = lead.history.find((entry) => entry.type === 'returned')!;
    expect(returned.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', from: email, to: email.toUpperCase() },
        { field: 'message', from: null, to: 'Kunnen jullie woensdag bellen?' },
        { field: 'source', from: null, to: 'CONTACT' },
        { field: 'page', from: null, to: '/contact' },
      ]),
    );
    // On top of its column again, above the lead that came in after it.
    const { leads } = await admin.ok<{ leads: { id: string }[] }>(`{ leads(filter: { status: NEW }) { id } }`);
    expect(leads.map((l) => l.id).indexOf(first.leadId)).toBeLessThan(leads.map((l) => l.id).indexOf(other.leadId));
    // Admins hear of it as of a new lead (an e-mail that says it is a return), webhooks get LEAD_RETURNED.
    await app.app.dispatcher.poll();
    const mails: { subject: string }[] = await app.dataSource.query(`SELECT DISTINCT subject FROM outgoing_messages WHERE lead_id = $1`, [
      first.leadId,
    ]);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Nieuwe lead: Jan de Vries - Dakwerken De Vries',
      'Opnieuw aangevraagd: Jan de Vries - Dakwerken De Vries',
    ]);
    const hooks: { event: string; payload: { data: Record<string, unknown> } }[] = await app.dataSource.query(
      `SELECT event, payload FROM webhook_deliveries WHERE payload->'data'->>'id' = $1 ORDER BY created_at`,
      [first.leadId],
    );
    expect(hooks.map((hook) => hook.event)).toEqual(['LEAD_CREATED', 'LEAD_RETURNED']);
    expect(hooks[1].payload.data).toEqual({ id: first.leadId, source: 'CONTACT' });
    // The fresh token opens the survey of that lead.
    const survey = await app.client().gql(SUBMIT_SURVEY, { ...again.createLead, survey: { timeline: 'ASAP' }, completed: false });
    expect(survey.errors).toBeUndefined();
  });

  it('joins on the same phone when the name agrees (case, spaces, accents), and not on the phone alone', async () => {
    const phone = uniquePhone();
    const first = await createLeadViaApi(app.client(), { email: uniqueAddress(), name: 'José  Müller', phone });
    const same = await createLeadViaApi(app.client(), { email: uniqueAddress(), name: 'jose muller', phone: phone.replace(/^0/, '+31 ') });
    expect(same.leadId).toBe(first.leadId);
    const colleague = await createLeadViaApi(app.client(), { email: uniqueAddress(), name: 'Piet Müller', phone });
    expect(colleague.leadId).not.toBe(first.leadId);
    expect((await leadOf(first.leadId)).returns).toBe(1);
  });

  it('makes a new lead, linked to the earlier one, after a won or lost lead and after the window', async () => {
    const email = uniqueAddress();
    const won = await createLeadViaApi(app.client(), { email });
    await admin.ok(`mutation($id: ID!) { setLeadOutcome(id: $id, outcome: WON) { id } }`, { id: won.leadId });
    const next = await createLeadViaApi(app.client(), { email });
    expect(next.leadId).not.toBe(won.leadId);
    expect((await leadOf(next.leadId)).previousLeadId).toBe(won.leadId);

    await app.dataSource.query(`UPDATE leads SET created_at = now() - interval '91 days' WHERE id = $1`, [next.leadId]);
    const later = await createLeadViaApi(app.client(), { email });
    expect(later.leadId).not.toBe(next.leadId);
    expect((await leadOf(later.leadId)).previousLeadId).toBe(next.leadId);
    // From now on the new lead is the one to join.
    expect((await createLeadViaApi(app.client(), { email })).leadId).toBe(later.leadId);
    // Reopening the old one does not make two leads a visitor could join.
    await admin.ok(`mutation($id: ID!) { setLeadOutcome(id: $id, outcome: OPEN) { id } }`, { id: won.leadId });
    expect((await createLeadViaApi(app.client(), { email })).leadId).toBe(later.leadId);
  });

  it('makes one lead of two visitors with the same e-mail submitting at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const email = uniqueAddress();
      const answers = await Promise.all(
        [0, 1, 2].map((k) =>
          app.client().ok<{ createLead: { leadId: string } }>(CREATE_LEAD, { input: quickScanInput({ email, name: `Bezoeker ${k}` }) }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.createLead.leadId)).size).toBe(1);
      expect(await leadsWith(email)).toBe(1);
      expect((await leadOf(answers[0].createLead.leadId)).returns).toBe(2);
    }
  });
});
