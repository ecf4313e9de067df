import { errorCode, type ApiClient } from '../support/api-client';
import { bearerClient, loginAsAdmin, loginAsNonAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const MERGE = `mutation($keep: ID!, $merge: ID!, $dryRun: Boolean) {
  mergeLeads(keepId: $keep, mergeId: $merge, dryRun: $dryRun) {
    id notes returns leadScore survey { timeline specificGoals completed }
    attribution { first { source } last { source } } history { type changes { field from to } } } }`;
const DUPLICATES = `query($id: ID!) { lead(id: $id) { id duplicates { id } } }`;

let n = 0;
const address = () => `merge.${Date.now().toString(36)}${n++}@schilder-jansen.nl`;

describe('duplicates and mergeLeads', () => {
  let app: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000', WEBHOOK_ALLOW_PRIVATE: 'true' } });
    admin = await loginAsAdmin(app);
    await admin.ok(
      `mutation { createWebhook(input: { url: "http://127.0.0.1:9/hook", events: [LEAD_CREATED, LEAD_MERGED, LEAD_DELETED] }) { id } }`,
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Two leads of one person that did not join: the first was lost and reopened, then the second came. */
  async function pair(website = 'https://www.schilder-jansen.nl') {
    const email = address();
    const older = await createLeadViaApi(app.client(), {
      email,
      website,
      buttonClick: null,
      attribution: { first: { source: 'google', medium: 'cpc', at: '2026-01-01T09:00:00.000Z' } },
    });
    await admin.ok(`mutation($id: ID!) { setLeadOutcome(id: $id, outcome: LOST) { id } }`, { id: older.leadId });
    const newer = await createLeadViaApi(app.client(), {
      email: email.toUpperCase(),
      website,
      attribution: { first: { source: 'facebook', medium: 'paid_social', at: '2026-02-01T09:00:00.000Z' } },
    });
    await admin.ok(`mutation($id: ID!) { setLeadOutcome(id: $id, outcome: OPEN) { id } }`, { id: older.leadId });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { notes: "Belde op maandag" }) { id } }`, { id: older.leadId });
    await admin.ok(`mutation($id: ID!) { updateLead(id: $id, input: { notes: "Wil offerte" }) { id } }`, { id: newer.leadId });
    return { older, newer };
  }

  it('lists leads with the same e-mail, phone or website domain as possible duplicates', async () => {
    const { older, newer } = await pair();
    const other = await createLeadViaApi(app.client(), { email: address(), website: 'https://andere-site.nl' });
    const { lead } = await admin.ok<{ lead: { duplicates: { id: string }[] } }>(DUPLICATES, { id: older.leadId });
    expect(lead.duplicates.map((d) => d.id)).toContain(newer.leadId);
    expect(lead.duplicates.map((d) => d.id)).not.toContain(other.leadId);
  });

  it('previews a merge without storing it, then merges in one go with the rules of the issue', async () => {
    const { older, newer } = await pair(`https://${address().split('@')[0]}.nl`);
    await app.client().ok(SUBMIT_SURVEY, { ...newer, survey: { timeline: 'ASAP', specificGoals: 'Meer klanten' } });

    const preview = await admin.ok<{ mergeLeads: Record<string, any> }>(MERGE, { keep: older.leadId, merge: newer.leadId, dryRun: true });
    const count = async () =>
      Number(
        (await app.dataSource.query(`SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])`, [[older.leadId, newer.leadId]]))[0].n,
      );
    expect(await count()).toBe(2);
    expect(
      (
        await app.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'lead.merged' AND target_id = $1`, [
          older.leadId,
        ])
      )[0].n,
    ).toBe(0);

    await app.app.dispatcher.poll();
    const { mergeLeads } = await admin.ok<{ mergeLeads: Record<string, any> }>(MERGE, { keep: older.leadId, merge: newer.leadId });
    // Click data: the kept lead had none, so it takes the other's. Webhook deliveries stay, and say what happened.
    const [{ button_click }] = await app.dataSource.query(`SELECT button_click FROM leads WHERE id = $1`, [older.leadId]);
    expect(button_click).toMatchObject({ buttonText: 'Gratis Audit', pagePath: '/' });
    await app.app.dispatcher.poll();
    const deliveries: { event: string; lead: string; merged: string | null }[] = await app.dataSource.query(
      `SELECT event, payload->'data'->>'id' AS lead, payload->'data'->>'mergedLeadId' AS merged FROM webhook_deliveries
       WHERE payload->'data'->>'id' = ANY($1::text[]) ORDER BY created_at, event`,
      [[older.leadId, newer.leadId]],
    );
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { event: 'LEAD_CREATED', lead: newer.leadId, merged: null },
        { event: 'LEAD_MERGED', lead: older.leadId, merged: newer.leadId },
        { event: 'LEAD_DELETED', lead: newer.leadId, merged: null },
      ]),
    );
    expect(await count()).toBe(1);
    expect(mergeLeads).toMatchObject({
      id: older.leadId,
      notes: 'Belde op maandag\n\nWil offerte',
      returns: 1,
      survey: { timeline: 'ASAP', specificGoals: 'Meer klanten', completed: true },
      attribution: { first: { source: 'google' }, last: { source: 'facebook' } },
    });
    expect(mergeLeads.leadScore).not.toBeNull();
    // The preview was what the merge gave.
    expect({ ...preview.mergeLeads, history: undefined }).toEqual({ ...mergeLeads, history: undefined });
    // Both timelines as one: the other lead's creation and survey are in the kept lead's history.
    const types = mergeLeads.history.map((entry: { type: string }) => entry.type);
    expect(types.filter((type: string) => type === 'created')).toHaveLength(2);
    expect(types).toEqual(expect.arrayContaining(['merged', 'survey_completed']));
    const [audit] = await app.dataSource.query(`SELECT action, details FROM audit_events WHERE action = 'lead.merged' AND target_id = $1`, [
      older.leadId,
    ]);
    expect(audit).toEqual({ action: 'lead.merged', details: { mergedLeadId: newer.leadId } });
    // A returning visitor now joins the kept lead.
    const [{ email }] = await app.dataSource.query(`SELECT email FROM leads WHERE id = $1`, [older.leadId]);
    expect((await createLeadViaApi(app.client(), { email })).leadId).toBe(older.leadId);
  });

  it('refuses the same id twice, a missing lead, a viewer and a read-only token', async () => {
    const { older, newer } = await pair();
    expect(errorCode(await admin.gql(MERGE, { keep: older.leadId, merge: older.leadId }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await admin.gql(MERGE, { keep: older.leadId, merge: '00000000-0000-4000-8000-000000000000' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await admin.gql(MERGE, { keep: 'geen-id', merge: newer.leadId }))).toBe('BAD_USER_INPUT');
    const viewer = await loginAsNonAdmin(app);
    expect(errorCode(await viewer.gql(MERGE, { keep: older.leadId, merge: newer.leadId, dryRun: true }))).toBe('FORBIDDEN');
    const token = await admin.ok<{ createApiToken: string }>(`mutation { createApiToken(name: "alleen lezen", readOnly: true) }`);
    const readOnly = bearerClient(app, token.createApiToken);
    expect(errorCode(await readOnly.gql(MERGE, { keep: older.leadId, merge: newer.leadId, dryRun: true }))).toBe('FORBIDDEN');
    expect(
      Number(
        (await app.dataSource.query(`SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])`, [[older.leadId, newer.leadId]]))[0].n,
      ),
    ).toBe(2);
  });
});
