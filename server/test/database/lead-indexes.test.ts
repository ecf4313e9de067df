import type { Pool } from 'pg';
import { startTestApp, type TestApp } from '../support/test-app';
import { loginAsAdmin } from '../support/auth';
import type { ApiClient } from '../support/api-client';
import { CREATE_LEAD, SUBMIT_SURVEY, quickScanInput, uniquePhone } from '../factories/lead.factory';
import { insertBulkLeads } from '../../src/scripts/bulk-leads';
import { LeadStatus } from '../../src/leads/lead.enums';

/**
 * Every index on `leads` makes every new lead slower (issue #31), so each must be used by a product
 * operation that needs it: this file lists the indexes with those operations, runs each operation
 * through the API on a table of a few thousand leads, and checks that PostgreSQL read the index
 * (pg_stat_user_indexes.idx_scan). The same table is in docs/architecture.md, "Indexes on leads".
 */

/** What the operations work on: an admin, and leads made by visitors through the API. */
interface Scene {
  admin: ApiClient;
  visitor: ApiClient;
  /** A lead with a duplicate (same e-mail, phone and website domain), both made through createLead. */
  leadId: string;
  /** The campaign with the fewest leads, as the dashboard's campaign panel links to it. */
  campaign: string;
}

interface Use {
  /** The product operation, as docs/architecture.md names it. */
  operation: string;
  run(scene: Scene): Promise<unknown>;
}

const LEAD_LIST = `query AdminLeadList($filter: LeadFilter, $order: LeadOrder! = BOARD, $limit: Int, $offset: Int! = 0) {
  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) { id }
  leadCount(filter: $filter)
}`;
const DASHBOARD = `query { dashboard { totalLeads leadsThisWeek priorityList { id } recentSurveys { id } } }`;
const DUPLICATES = `query Duplicates($id: ID!) { lead(id: $id) { id duplicates { id } } }`;

/** The leads page as the admin panel asks for it: 25 leads, newest first, and how many match. */
const leadsPage = (scene: Scene, filter: Record<string, unknown>) =>
  scene.admin.ok(LEAD_LIST, { filter, order: 'NEWEST', limit: 25, offset: 0 });

/** A visitor's quick scan with a fresh e-mail address and phone number. */
const newVisitorLead = (scene: Scene) => scene.visitor.ok(CREATE_LEAD, { input: quickScanInput() });

/** Every index on `leads` and the operations that need it. An index without an entry fails the test. */
const INDEX_USES: Record<string, Use[]> = {
  leads_pkey: [{ operation: 'a lead by id (profile, edits, moves)', run: (s) => s.admin.ok(DUPLICATES, { id: s.leadId }) }],
  leads_board_order_idx: [
    {
      operation: "the board: a column's cards in order",
      run: (s) => s.admin.ok(`query { leads(filter: { status: NEW }, order: BOARD, limit: 1000) { id } }`),
    },
    {
      operation: 'moveLead: the cards around the new position',
      run: (s) => s.admin.ok(`mutation($id: ID!) { moveLead(id: $id, status: CONTACTED, position: 3) { id } }`, { id: s.leadId }),
    },
  ],
  leads_created_at_idx: [
    { operation: 'leads list, newest first', run: (s) => leadsPage(s, {}) },
    { operation: 'dashboard: leads after the summary cut, leads this week', run: (s) => s.admin.ok(DASHBOARD) },
  ],
  leads_search_trgm_idx: [{ operation: 'leads list search', run: (s) => leadsPage(s, { search: 'dakwerken-devries' }) }],
  leads_campaign_created_at_idx: [{ operation: 'leads list of one campaign', run: (s) => leadsPage(s, { campaign: s.campaign }) }],
  leads_survey_completed_at_idx: [{ operation: 'dashboard: last completed surveys', run: (s) => s.admin.ok(DASHBOARD) }],
  leads_priority_idx: [{ operation: 'dashboard: priority list', run: (s) => s.admin.ok(DASHBOARD) }],
  leads_next_action_on_idx: [
    {
      operation: "dashboard: 'Vandaag opvolgen' (follow-ups due)",
      run: (s) => s.admin.ok(LEAD_LIST, { filter: { followUpDue: true }, order: 'NEXT_ACTION', limit: 10 }),
    },
  ],
  leads_open_email_holder_idx: [{ operation: 'createLead: the open lead holding the e-mail', run: newVisitorLead }],
  leads_email_normalized_idx: [
    { operation: "createLead: the person's earlier lead", run: newVisitorLead },
    { operation: 'duplicates of a lead', run: (s) => s.admin.ok(DUPLICATES, { id: s.leadId }) },
  ],
  leads_phone_e164_idx: [
    { operation: 'createLead: an open lead with the same phone and name', run: newVisitorLead },
    { operation: 'duplicates of a lead', run: (s) => s.admin.ok(DUPLICATES, { id: s.leadId }) },
  ],
  leads_website_domain_idx: [{ operation: 'duplicates of a lead', run: (s) => s.admin.ok(DUPLICATES, { id: s.leadId }) }],
};

const BULK_LEADS = 20_000;

async function leadIndexes(app: TestApp): Promise<string[]> {
  const rows: { indexname: string }[] = await app.dataSource.query(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'leads' ORDER BY indexname`,
  );
  return rows.map((row) => row.indexname);
}

async function scans(app: TestApp, index: string): Promise<number> {
  const [row]: { idx_scan: string }[] = await app.dataSource.query(
    `SELECT idx_scan FROM pg_stat_user_indexes WHERE relname = 'leads' AND indexrelname = $1`,
    [index],
  );
  if (!row) throw new Error(`${index} is no index on leads (see the first test)`);
  return Number(row.idx_scan);
}

/**
 * A connection sends its statistics when it goes idle, but at most once a second: one that sent them
 * just before holds the next ones back for up to 10 s. The server's statements run on the app's pool,
 * in this process, so each idle connection of it is asked to send them now.
 */
async function flushPoolStatistics(app: TestApp): Promise<void> {
  const pool = (app.dataSource.driver as unknown as { master: Pool }).master;
  const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('SELECT pg_stat_force_next_flush()')));
  } finally {
    for (const client of clients) client.release();
  }
}

/** Whether `index` was scanned more than `before` times, within `timeoutMs` (statistics arrive late). */
async function scannedSince(app: TestApp, index: string, before: number, timeoutMs = 12_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  await flushPoolStatistics(app);
  for (;;) {
    if ((await scans(app, index)) > before) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('indexes on leads: each is used by a product operation that needs it', () => {
  let app: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    app = await startTestApp();
    // All in NEW: a column far longer than the board's page of 1 000 cards, where reading it in the
    // index's order matters (a short column is as quickly read whole and sorted). At a few thousand
    // leads the planner's choices are close calls that a little bloat turns (a walk of created_at
    // instead of the search index, a sort instead of the board's index); at 20 000 they are not.
    await insertBulkLeads(app.dataSource, { count: BULK_LEADS, attribution: true, status: LeadStatus.NEW });
    // One lead in twenty has a next action, from two weeks ago to two weeks ahead.
    await app.dataSource.query(
      `UPDATE leads SET next_action_on = current_date + (abs(hashtext(id::text)) % 29 - 14) WHERE abs(hashtext(id::text)) % 20 = 0`,
    );

    const visitor = app.client();
    const first = quickScanInput();
    const { createLead } = await visitor.ok<{ createLead: { leadId: string } }>(CREATE_LEAD, { input: first });
    // The same person with another address and phone: a second lead, a duplicate by website domain.
    await visitor.ok(CREATE_LEAD, { input: quickScanInput({ name: 'Piet de Vries', website: first.website, phone: uniquePhone() }) });
    const [{ campaign }]: { campaign: string }[] = await app.dataSource.query(
      `SELECT campaign FROM leads WHERE campaign IS NOT NULL GROUP BY campaign ORDER BY count(*), campaign LIMIT 1`,
    );
    await app.dataSource.query('ANALYZE leads');
    // The dashboard's summary keeper reads leads_created_at_idx every 2 s on its own; stopped, only
    // the operation under test reads the indexes.
    await app.app.dashboardSummary.close();
    scene = { admin: await loginAsAdmin(app), visitor, leadId: createLead.leadId, campaign };
  });

  afterAll(() => app?.close());

  it('names every index on leads, and only those', async () => {
    const indexes = await leadIndexes(app);
    const unlisted = indexes.filter((index) => !(index in INDEX_USES));
    const gone = Object.keys(INDEX_USES).filter((index) => !indexes.includes(index));
    expect({
      unlisted: unlisted.map(
        (index) =>
          `${index}: every new lead writes this index. Add the product operation that needs it to INDEX_USES here and to ` +
          `docs/architecture.md ("Indexes on leads"), or drop the index in a migration.`,
      ),
      gone: gone.map((index) => `${index}: no such index on leads any more; remove its entry here and in docs/architecture.md.`),
    }).toEqual({ unlisted: [], gone: [] });
  });

  const uses = Object.entries(INDEX_USES).flatMap(([index, list]) => list.map((use) => [index, use.operation, use] as const));

  it.each(uses)('%s is read by %s', async (index, operation, use) => {
    const before = await scans(app, index);
    await use.run(scene);
    if (!(await scannedSince(app, index, before))) {
      throw new Error(
        `${operation} did not read ${index} (${BULK_LEADS} leads, after ANALYZE). If the operation no longer needs it, ` +
          `list the operation that does, or drop the index in a migration.`,
      );
    }
  });
});

/**
 * The columns some index on leads reads (key, expression or partial-index condition): PostgreSQL
 * updates a row in place, writing no index entry, only when none of them changes (a HOT update).
 */
async function indexedColumns(app: TestApp): Promise<string[]> {
  const rows: { attname: string }[] = await app.dataSource.query(
    `SELECT DISTINCT a.attname FROM pg_depend d
     JOIN pg_index i ON i.indexrelid = d.objid
     JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
     WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       AND d.refobjid = 'leads'::regclass AND d.refobjsubid > 0
     ORDER BY 1`,
  );
  return rows.map((row) => row.attname);
}

describe('indexes on leads: a survey save updates its lead in place', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  /** The columns of the lead whose values differ between two reads of its row. */
  const changedColumns = (before: Record<string, unknown>, after: Record<string, unknown>) =>
    Object.keys(after).filter((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]));
  const row = async (id: string): Promise<Record<string, unknown>> =>
    (await app.dataSource.query(`SELECT to_jsonb(l) AS row FROM leads l WHERE id = $1`, [id]))[0].row;

  it('changes no indexed column while the lead stays out of the priority list, and the priority column once it enters', async () => {
    const indexed = await indexedColumns(app);
    // What the board, the list and the priority list read: the test would pass on nothing otherwise.
    expect(indexed).toEqual(expect.arrayContaining(['status', 'pipeline_order', 'created_at', 'priority_score']));
    const visitor = app.client();
    const { createLead } = await visitor.ok<{ createLead: { leadId: string; surveyToken: string } }>(CREATE_LEAD, {
      input: quickScanInput(),
    });
    /** Saves the survey so far; which columns of the lead changed, and which of those an index reads. */
    const save = async (survey: Record<string, unknown>) => {
      const before = await row(createLead.leadId);
      const { submitSurvey } = await visitor.ok<{ submitSurvey: { leadScore: number; qualification: string } }>(SUBMIT_SURVEY, {
        leadId: createLead.leadId,
        surveyToken: createLead.surveyToken,
        survey,
        completed: false,
      });
      const after = await row(createLead.leadId);
      const changed = changedColumns(before, after);
      return { ...submitSurvey, after, changed, indexedChanged: changed.filter((column) => indexed.includes(column)) };
    };

    // A first step and a second: the score and qualification change, no indexed column does.
    const firstStep = { businessType: 'BV', businessSize: 'SIZE_6_15' };
    const first = await save(firstStep);
    expect(first.changed).toEqual(expect.arrayContaining(['survey', 'lead_score', 'qualification']));
    expect(first.indexedChanged).toEqual([]);
    const second = await save({ ...firstStep, currentMarketing: ['GOOGLE_ADS'], monthlyBudget: 'EUR_1000_2500' });
    expect(second.leadScore).not.toBe(first.leadScore);
    expect(second.indexedChanged).toEqual([]);

    // Answers that make it a hot lead on top of NEW: it enters the priority list's index.
    const hot = await save({
      ...firstStep,
      businessSize: 'SIZE_16_50',
      currentMarketing: ['GOOGLE_ADS'],
      monthlyBudget: 'EUR_2500_5000',
      timeline: 'ASAP',
      investmentBudget: 'EUR_10000_PLUS',
    });
    expect(hot.qualification).toBe('HOT');
    expect(hot.indexedChanged).toEqual(['priority_score']);
    expect(hot.after.priority_score).toBe(hot.leadScore);
  });
});
