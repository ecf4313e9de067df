import { createDataSource } from '../../src/database/data-source';
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
});
