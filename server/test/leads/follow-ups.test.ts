import { loginAsAdmin } from '../support/auth';
import { errorCode } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi } from '../factories/lead.factory';
import { amsterdamDay as day } from '../support/amsterdam-days';

const LEAD = `query($id: ID!) { lead(id: $id) { nextActionOn nextActionNote followUp history { type changes { field from to } } } }`;
const SET = `mutation($id: ID!, $on: String, $note: String) {
  updateLead(id: $id, input: { nextActionOn: $on, nextActionNote: $note }) { nextActionOn nextActionNote followUp }
}`;
const DUE = `{ leads(filter: { followUpDue: true }, order: NEXT_ACTION) { id nextActionOn followUp } due: leadCount(filter: { followUpDue: true }) }`;
const COLUMNS = `{ pipelineColumns { status staleAfterDays staleSince } }`;
const UPDATE_COLUMN = `mutation($status: LeadStatus!, $days: Int) { updatePipelineColumn(status: $status, staleAfterDays: $days) { status staleAfterDays staleSince } }`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Follow-ups end to end over HTTP: next actions, the 'Vandaag opvolgen' filter and order, column settings, audit. */
describe('follow-ups', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof loginAsAdmin>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAsAdmin(app);
  });
  afterAll(() => app.close());

  const newLead = async () => (await createLeadViaApi(app.client())).leadId;

  it('stores a next action per lead, reckons it against the Amsterdam day, and keeps it in the history', async () => {
    const id = await newLead();
    const cases: [string | null, string][] = [
      [day(-3), 'OVERDUE'],
      [day(0), 'DUE_TODAY'],
      [day(2), 'PLANNED'],
      [null, 'NONE'],
    ];
    for (const [on, state] of cases) {
      const { updateLead } = await admin.ok<{ updateLead: { nextActionOn: string | null; followUp: string } }>(SET, {
        id,
        on,
        note: on ? 'Offerte nabellen' : null,
      });
      expect(updateLead).toEqual({ nextActionOn: on, nextActionNote: on ? 'Offerte nabellen' : null, followUp: state });
    }
    const { lead } = await admin.ok<{
      lead: { history: { type: string; changes: { field: string; from: string | null; to: string | null }[] }[] };
    }>(LEAD, { id });
    const changes = lead.history.flatMap((entry) => entry.changes).filter((change) => change.field === 'nextActionOn');
    expect(changes).toEqual([
      { field: 'nextActionOn', from: day(2), to: null },
      { field: 'nextActionOn', from: day(0), to: day(2) },
      { field: 'nextActionOn', from: day(-3), to: day(0) },
      { field: 'nextActionOn', from: null, to: day(-3) },
    ]);
  });

  it('refuses a day that is not a calendar day and a note longer than 500 characters, in Dutch, and keeps what was stored', async () => {
    const id = await newLead();
    await admin.ok(SET, { id, on: day(1), note: 'Bellen' });
    for (const variables of [
      { id, on: '2026-02-30' },
      { id, on: '25-11-2026' },
      { id, on: day(1), note: '🙂'.repeat(501) },
    ]) {
      const result = await admin.gql(SET, variables);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors)).toMatch(/geen geldige datum|hoogstens 500 tekens/);
    }
    // 500 emoji are 500 characters as PostgreSQL counts them: accepted.
    await admin.ok(SET, { id, on: day(1), note: '🙂'.repeat(500) });
    const { lead } = await admin.ok<{ lead: { nextActionOn: string } }>(LEAD, { id });
    expect(lead.nextActionOn).toBe(day(1));
  });

  it("lists leads due today or earlier, earliest first: the dashboard's 'Vandaag opvolgen'", async () => {
    await app.dataSource.query(`UPDATE leads SET next_action_on = NULL`);
    const [late, today, later, none] = [await newLead(), await newLead(), await newLead(), await newLead()];
    await admin.ok(SET, { id: today, on: day(0) });
    await admin.ok(SET, { id: late, on: day(-5) });
    await admin.ok(SET, { id: later, on: day(1) });
    const result = await admin.ok<{ leads: { id: string; followUp: string }[]; due: number }>(DUE);
    expect(result.leads).toEqual([
      { id: late, nextActionOn: day(-5), followUp: 'OVERDUE' },
      { id: today, nextActionOn: day(0), followUp: 'DUE_TODAY' },
    ]);
    expect(result.due).toBe(2);
    const { leads: notDue } = await admin.ok<{ leads: { id: string }[] }>(`{ leads(filter: { followUpDue: false }, limit: 1000) { id } }`);
    expect(notDue.map((lead) => lead.id)).toEqual(expect.arrayContaining([later, none]));
    expect(notDue.map((lead) => lead.id)).not.toEqual(expect.arrayContaining([late]));
  });

  it('erasing a lead removes the note of its next action, also from its history', async () => {
    const id = await newLead();
    await admin.ok(SET, { id, on: day(1), note: 'Jan bellen op 0612345678' });
    await admin.ok(`mutation($id: ID!) { eraseLead(id: $id) { id } }`, { id });
    const { lead } = await admin.ok<{
      lead: { nextActionNote: string | null; history: { changes: { field: string; to: string | null }[] }[] };
    }>(LEAD, { id });
    expect(lead.nextActionNote).toBeNull();
    expect(JSON.stringify(lead.history)).not.toContain('0612345678');
  });

  it('has a stale setting per column, changed within bounds and audited', async () => {
    const before = Date.now();
    const { pipelineColumns } = await admin.ok<{
      pipelineColumns: { status: string; staleAfterDays: number | null; staleSince: string | null }[];
    }>(COLUMNS);
    expect(pipelineColumns.map(({ status, staleAfterDays }) => [status, staleAfterDays])).toEqual([
      ['NEW', null],
      ['CONTACTED', 7],
      ['QUALIFIED', 14],
      ['CLOSED', null],
    ]);
    const contacted = pipelineColumns[1];
    expect(Math.abs(Date.parse(contacted.staleSince!) - (before - 7 * DAY_MS))).toBeLessThan(60_000);
    expect(pipelineColumns[0].staleSince).toBeNull();

    for (const days of [0, 366, -1]) {
      const result = await admin.gql(UPDATE_COLUMN, { status: 'NEW', days });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    }
    const { updatePipelineColumn } = await admin.ok<{ updatePipelineColumn: { staleAfterDays: number } }>(UPDATE_COLUMN, {
      status: 'NEW',
      days: 2,
    });
    expect(updatePipelineColumn.staleAfterDays).toBe(2);
    await admin.ok(UPDATE_COLUMN, { status: 'QUALIFIED', days: null });
    const after = await admin.ok<{ pipelineColumns: { staleAfterDays: number | null }[] }>(COLUMNS);
    expect(after.pipelineColumns.map((column) => column.staleAfterDays)).toEqual([2, 7, null, null]);

    const audit = await app.dataSource.query(
      `SELECT actor_email, details FROM audit_events WHERE action = 'pipeline.column_changed' ORDER BY id`,
    );
    expect(audit).toEqual([
      { actor_email: admin.user.email, details: { status: 'NEW', staleAfterDays: { from: null, to: 2 } } },
      { actor_email: admin.user.email, details: { status: 'QUALIFIED', staleAfterDays: { from: 14, to: null } } },
    ]);
  });

  it('audits creating and deleting a webhook (address and events, never the secret)', async () => {
    const { createWebhook } = await admin.ok<{ createWebhook: { id: string; secret: string } }>(
      `mutation { createWebhook(input: { url: "https://hooks.example.com/leads", events: [LEAD_CREATED] }) { id secret } }`,
    );
    await admin.ok(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: createWebhook.id });
    const audit = await app.dataSource.query(
      `SELECT action, actor_email, target_id, details FROM audit_events WHERE action LIKE 'webhook.%' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'webhook.created',
        actor_email: admin.user.email,
        target_id: createWebhook.id,
        details: { url: 'https://hooks.example.com/leads', events: ['LEAD_CREATED'] },
      },
      {
        action: 'webhook.deleted',
        actor_email: admin.user.email,
        target_id: createWebhook.id,
        details: { url: 'https://hooks.example.com/leads' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(createWebhook.secret);
  });
});
