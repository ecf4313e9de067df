import { createDataSource } from '../../src/database/data-source';
import { sqlStateOf } from '../../src/shared/database/database-input-error';
import { createTestDatabase } from '../support/test-database';

describe('migrations', () => {
  it('build exactly the schema the entities describe (nothing left for synchronize to do)', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
      expect(await dataSource.showMigrations()).toBe(false);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  // The column domains (1765400000000-lead-column-domains.ts) hold the rules the table checks held.
  describe("leads' column rules", () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let dataSource: ReturnType<typeof createDataSource>;
    let id: string;
    beforeAll(async () => {
      database = await createTestDatabase();
      dataSource = createDataSource({ url: database.url, poolSize: 2 });
      await dataSource.initialize();
      [{ id }] = await dataSource.query(
        `INSERT INTO leads (name, email, source) VALUES ('Jan', 'jan@example.nl', 'QUICKSCAN') RETURNING id`,
      );
    });
    afterAll(async () => {
      await dataSource.destroy();
      await database.drop();
    });

    const set = (assignment: string) => dataSource.query(`UPDATE leads SET ${assignment} WHERE id = $1`, [id]);

    it.each([
      `source = 'EMAIL'`,
      `status = 'ARCHIVED'`,
      `outcome = 'OPEN '`,
      `qualification = 'LUKEWARM'`,
      `channel = 'TV'`,
      `first_channel = 'paid_search'`,
      `lead_score = 101`,
      `lead_score = -1`,
      `deal_value = -1`,
      `returns = -1`,
      `message = repeat('é', 5001)`,
      `notes = repeat('x', 5001)`,
      `pipeline_order = 'Infinity'`,
      `pipeline_order = '-Infinity'`,
    ])('refuse %s (check violation)', async (assignment) => {
      const error = await set(assignment).then(
        () => null,
        (refused: unknown) => refused,
      );
      expect(sqlStateOf(error)).toBe('23514');
    });

    it('refuse a next action note over 500 characters (its varchar)', async () => {
      const error = await set(`next_action_note = repeat('x', 501)`).then(
        () => null,
        (refused: unknown) => refused,
      );
      expect(sqlStateOf(error)).toBe('22001');
    });

    it('accept the values at the edges', async () => {
      await set(
        `source = 'WHATSAPP', status = 'CLOSED', outcome = 'LOST', qualification = 'HOT', channel = 'DIRECT', first_channel = 'PAID_SOCIAL',
         lead_score = 100, deal_value = 0, returns = 0, message = repeat('é', 5000), notes = repeat('x', 5000),
         next_action_note = repeat('é', 500), pipeline_order = -1e300`,
      );
      await set(`lead_score = 0, qualification = NULL, channel = NULL, first_channel = NULL, deal_value = NULL, message = NULL`);
      const [lead] = await dataSource.query(`SELECT status, lead_score, char_length(notes) AS notes FROM leads WHERE id = $1`, [id]);
      expect(lead).toEqual({ status: 'CLOSED', lead_score: 0, notes: 5000 });
    });
  });
});
