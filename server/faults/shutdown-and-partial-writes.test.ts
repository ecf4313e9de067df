/**
 * The server stopped with SIGTERM while visitors are mid-flow: every request it accepted finishes,
 * nothing is half-written. Then a survey write that fails halfway (a trigger raising on its second
 * statement, the event) leaves nothing partial behind.
 */
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { SUBMIT_SURVEY, quickScanInput } from '../test/factories/lead.factory';
import { startFaultDatabase, type FaultDatabase } from './support/fault-database';
import { CREATE_LEAD, post, sleep, tally, type Outcome } from './support/load';

const SURVEY = { businessType: 'BV', businessSize: 'SIZE_6_15', monthlyBudget: 'EUR_1000_2500', timeline: 'ASAP', websiteSatisfaction: 4 };

/** Per column, the leads and their live events: every stored lead has exactly one `created` event. */
const BOARD_CONSISTENT = `
  SELECT l.status, count(*)::int AS leads, count(e.lead_id)::int AS created_events
  FROM leads l LEFT JOIN lead_events e ON e.lead_id = l.id AND e.type = 'created'
  GROUP BY l.status ORDER BY l.status`;

describe('SIGTERM mid-load and a survey write failing halfway', () => {
  let db: FaultDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await startFaultDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
  });

  const start = () =>
    startServerProcess({
      databaseUrl: db.url,
      env: {
        RATE_LIMIT_LEADS_PER_MINUTE: '1000000',
        // The load saves many surveys from one client address.
        RATE_LIMIT_SURVEYS_PER_MINUTE: '1000000',
        RATE_LIMIT_SURVEYS_PER_LEAD_PER_MINUTE: '1000000',
      },
    });

  it('finishes the requests in flight, exits 0, and leaves every lead whole', async () => {
    server = await start();
    const url = server.url;
    const outcomes: (Outcome & { step: string })[] = [];
    let sigtermAt = Number.POSITIVE_INFINITY;
    let refused = false;
    // A visitor: quick scan, a partial survey, the completed survey; again, until the server is gone.
    const visitor = async () => {
      while (!refused) {
        const created = { ...(await post(url, CREATE_LEAD, { input: quickScanInput() })), step: 'create' };
        outcomes.push(created);
        if (!created.leadId) {
          refused ||= created.status === 0 && created.startedAt > sigtermAt;
          continue;
        }
        for (const completed of [false, true]) {
          const survey = {
            ...(await post(url, SUBMIT_SURVEY, { leadId: created.leadId, surveyToken: created.surveyToken, survey: SURVEY, completed })),
            step: completed ? 'complete' : 'partial',
            leadId: created.leadId,
          };
          outcomes.push(survey);
          if (survey.status !== 200) break;
        }
      }
    };
    const visitors = Promise.all(Array.from({ length: 12 }, visitor));
    await sleep(2_500);
    sigtermAt = Date.now();
    const exitCode = await server.stop();
    const stoppedAt = Date.now();
    server = undefined;
    // Visitors notice the refusal on their own; give up waiting after 10 s.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([visitors, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    refused = true;
    await visitors;

    const summary = JSON.stringify(tally(outcomes));
    const createTally = JSON.stringify(tally(outcomes.filter((o) => o.step === 'create')));
    process.stdout.write(`SIGTERM mid-load: ${summary}; createLead ${createTally}\n`);
    expect([summary, exitCode]).toEqual([summary, 0]);
    expect(stoppedAt - sigtermAt).toBeLessThan(15_000);
    // No request got a server error; those the server accepted before SIGTERM all succeeded.
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const acceptedBefore = outcomes.filter((o) => o.endedAt < sigtermAt || (o.startedAt < sigtermAt && o.status !== 0));
    expect(acceptedBefore.filter((o) => o.status !== 200 || o.code !== undefined)).toEqual([]);
    // Requests cut off: only ones that were not answered at all (connection refused or closed).
    const unanswered = outcomes.filter((o) => o.status === 0);
    expect(unanswered.filter((o) => o.startedAt < sigtermAt - 50)).toEqual([]);
    const inFlightAtSigterm = outcomes.filter((o) => o.startedAt < sigtermAt && o.endedAt > sigtermAt && o.status === 200).length;
    expect(inFlightAtSigterm).toBeGreaterThan(0);

    // Nothing half-written: every acknowledged lead is stored once, with what was acknowledged.
    const created = outcomes.filter((o) => o.step === 'create' && o.leadId).map((o) => o.leadId!);
    const completed = new Set(outcomes.filter((o) => o.step === 'complete' && o.status === 200 && !o.code).map((o) => o.leadId!));
    const partial = new Set(outcomes.filter((o) => o.step === 'partial' && o.status === 200 && !o.code).map((o) => o.leadId!));
    const rows = await db.query<{
      id: string;
      status: string;
      survey: unknown;
      survey_completed: boolean;
      lead_score: number | null;
      created_ms: string;
    }>(`SELECT id, status, survey, survey_completed, lead_score, (extract(epoch FROM created_at) * 1000)::bigint AS created_ms FROM leads`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // None stored without its answer reaching the visitor.
    const acknowledgedIds = new Set(created);
    const unacknowledged = rows
      .filter((row) => !acknowledgedIds.has(row.id))
      .map((row) => `stored ${Number(row.created_ms) - sigtermAt} ms after SIGTERM`);
    const cut = unanswered.map((o) => `${o.step} ${o.startedAt - sigtermAt}..${o.endedAt - sigtermAt} ms: ${o.error?.slice(0, 80)}`);
    expect({ unacknowledged, cut: unacknowledged.length ? cut : [] }).toEqual({ unacknowledged: [], cut: [] });
    for (const id of created) {
      const row = byId.get(id)!;
      expect(row).toBeDefined();
      if (completed.has(id)) expect([id, row.status, row.survey_completed, row.lead_score !== null]).toEqual([id, 'QUALIFIED', true, true]);
      else if (partial.has(id))
        expect([id, row.status, row.survey_completed, row.survey !== null, row.lead_score !== null]).toEqual([
          id,
          'NEW',
          false,
          true,
          true,
        ]);
      else expect([id, row.status, row.survey]).toEqual([id, 'NEW', null]);
    }
    const board = await db.query<{ status: string; leads: number; created_events: number }>(BOARD_CONSISTENT);
    for (const column of board) expect(column.created_events).toBe(column.leads);
  });

  it('stores nothing of a survey whose second write fails', async () => {
    server = await start();
    const visitor = await post(server.url, CREATE_LEAD, { input: quickScanInput() });
    expect(visitor.leadId).toBeDefined();
    const before = await db.query(`SELECT l::text AS row FROM leads l WHERE id = $1`, [visitor.leadId]);
    const boardBefore = await db.query(BOARD_CONSISTENT);
    // The first write (answers, score, the move to QUALIFIED) passes; the second (its event) raises.
    await db.query(`CREATE FUNCTION faults_refuse_qualified() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure on the second write'; END $$`);
    await db.query(`CREATE TRIGGER faults_refuse_qualified BEFORE INSERT ON lead_events FOR EACH ROW
      WHEN (NEW.type = 'survey_completed') EXECUTE FUNCTION faults_refuse_qualified()`);
    try {
      const failed = await post(server.url, SUBMIT_SURVEY, {
        leadId: visitor.leadId,
        surveyToken: visitor.surveyToken,
        survey: SURVEY,
        completed: true,
      });
      expect([failed.status, failed.code]).toEqual([200, 'INTERNAL_SERVER_ERROR']);
      expect(await db.query(`SELECT l::text AS row FROM leads l WHERE id = $1`, [visitor.leadId])).toEqual(before);
      expect(await db.query(BOARD_CONSISTENT)).toEqual(boardBefore);
    } finally {
      await db.query(`DROP TRIGGER faults_refuse_qualified ON lead_events`);
      await db.query(`DROP FUNCTION faults_refuse_qualified()`);
    }
    // The visitor tries again: it goes through, once.
    const retried = await post(server.url, SUBMIT_SURVEY, {
      leadId: visitor.leadId,
      surveyToken: visitor.surveyToken,
      survey: SURVEY,
      completed: true,
    });
    expect([retried.status, retried.code]).toEqual([200, undefined]);
    const [row] = await db.query<{ status: string; survey_completed: boolean }>(
      `SELECT status, survey_completed FROM leads WHERE id = $1`,
      [visitor.leadId],
    );
    expect(row).toEqual({ status: 'QUALIFIED', survey_completed: true });
    for (const column of await db.query<{ leads: number; created_events: number }>(BOARD_CONSISTENT)) {
      expect(column.created_events).toBe(column.leads);
    }
  });
});
