import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';
import { RETENTION_JOB } from '../../src/jobs/app-jobs';

const POLICY = `query { retentionPolicy { leadMonths partialSurveyDays auditDays leadsDueNextRun lastRunAt } }`;

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The retention policy applied by the pg-boss job: old leads that never became customers are
 * anonymised, won ones and recent ones are not, partial surveys lose their typed answers, old audit
 * entries go; the schedule is registered once however many server processes share the database, and
 * a job sent inside a transaction exists only if it commits.
 */
describe('retention job', () => {
  let app: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { JOB_QUEUE: 'on', JOB_POLLING_SECONDS: '1', LEAD_RETENTION_MONTHS: '24', PARTIAL_SURVEY_RETENTION_DAYS: '30' };
    app = await startTestApp({ env });
    // A second server process on the same database.
    second = await startTestApp({ env, databaseUrl: app.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  it('anonymises stale leads that never became customers, trims partial surveys, shows the policy and runs once per send', async () => {
    // Both processes registered the nightly schedule: it exists once.
    const schedules = await app.dataSource.query(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'retention'`);
    expect(schedules).toEqual([{ name: RETENTION_JOB, cron: '15 3 * * *', timezone: 'Europe/Amsterdam' }]);
    // From here on only this test's jobs run: run at 03:15 in Amsterdam, the schedule would send its own.
    await app.dataSource.query(`DELETE FROM pgboss.schedule WHERE name = $1`, [RETENTION_JOB]);
    await app.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [RETENTION_JOB]);
    await app.dataSource.query(`DELETE FROM audit_events WHERE action = 'retention.applied'`);

    const admin = await loginAsAdmin(app);
    const visitor = app.client();
    const stale = await createLeadViaApi(visitor, { name: 'Oud Contact' });
    const won = await createLeadViaApi(visitor, { name: 'Oude Klant' });
    const fresh = await createLeadViaApi(visitor, { name: 'Nieuw Contact' });
    const partial = await createLeadViaApi(visitor, { name: 'Half Ingevuld' });
    await visitor.ok(SUBMIT_SURVEY, { ...partial, survey: { specificGoals: 'Geheim doel', timeline: 'ASAP' }, completed: false });
    await app.dataSource.query(`UPDATE leads SET outcome = 'WON' WHERE id = $1`, [won.leadId]);
    await app.dataSource.query(
      `UPDATE leads SET created_at = now() - interval '30 months', updated_at = now() - interval '30 months' WHERE id = ANY($1::uuid[])`,
      [[stale.leadId, won.leadId]],
    );
    await app.dataSource.query(`UPDATE leads SET created_at = now() - interval '40 days' WHERE id = $1`, [partial.leadId]);
    await app.dataSource.query(`INSERT INTO audit_events (action, at) VALUES ('logout', now() - interval '400 days')`);

    const { retentionPolicy } = await admin.ok<{
      retentionPolicy: { leadMonths: number; leadsDueNextRun: number; lastRunAt: string | null };
    }>(POLICY);
    expect(retentionPolicy).toMatchObject({ leadMonths: 24, leadsDueNextRun: 1, lastRunAt: null });

    // A job sent in a transaction that rolls back never runs.
    await app.dataSource
      .transaction(async (manager) => {
        await app.app.jobs!.send(RETENTION_JOB, {}, manager);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [{ count: queued }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1`, [
      RETENTION_JOB,
    ]);
    expect(queued).toBe(0);

    await app.dataSource.transaction((manager) => app.app.jobs!.send(RETENTION_JOB, {}, manager));
    const runs = await until(async () => {
      const rows = await app.dataSource.query(`SELECT details FROM audit_events WHERE action = 'retention.applied'`);
      return rows.length > 0 && rows;
    });
    expect(runs).toHaveLength(1);
    expect(runs[0].details).toMatchObject({ erasedLeads: 1, trimmedSurveys: 1, deletedAuditEvents: 1 });

    const names = await app.dataSource.query(`SELECT id, name, survey FROM leads ORDER BY name`);
    const byId = new Map(names.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(stale.leadId)).toMatchObject({ name: 'Gewiste lead' });
    expect(byId.get(won.leadId)).toMatchObject({ name: 'Oude Klant' });
    expect(byId.get(fresh.leadId)).toMatchObject({ name: 'Nieuw Contact' });
    expect(byId.get(partial.leadId)).toMatchObject({ name: 'Half Ingevuld', survey: { timeline: 'ASAP' } });
    expect((byId.get(partial.leadId) as { survey: Record<string, unknown> }).survey.specificGoals).toBeUndefined();

    const after = await admin.ok<{ retentionPolicy: { leadsDueNextRun: number; lastRunAt: string | null } }>(POLICY);
    expect(after.retentionPolicy).toMatchObject({ leadsDueNextRun: 0, lastRunAt: expect.any(String) });
  });
});
