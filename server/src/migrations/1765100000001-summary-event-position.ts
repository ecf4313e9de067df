import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's summary records how far into the lead event log its figures reflect changes
 * (`events_tx`, `events_id`, a position as the live feed keeps one), so that its periodic recount
 * counts again only the days of leads changed since, instead of every lead every minute
 * (docs/architecture.md, "Dashboard"). Zero: nothing seen yet, so the first recount after this
 * upgrade counts every lead, as before.
 */
export class SummaryEventPosition1765100000001 implements MigrationInterface {
  name = 'SummaryEventPosition1765100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lead_stats_refresh
        ADD COLUMN events_tx xid8 NOT NULL DEFAULT '0',
        ADD COLUMN events_id bigint NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lead_stats_refresh DROP COLUMN events_tx, DROP COLUMN events_id`);
  }
}
