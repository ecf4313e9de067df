import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's channel and campaign panels read the same summary as its other figures
 * (docs/architecture.md, "Dashboard"): the summary gains the hot leads, won deals and won value per
 * day and key, and the dims `channel` and `campaign`. The summary is marked out of date, so the
 * first server process to start rebuilds it.
 */
export class DashboardSummaryAttribution1764400000001 implements MigrationInterface {
  name = 'DashboardSummaryAttribution1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE lead_stats_daily
        ADD COLUMN hot integer NOT NULL DEFAULT 0,
        ADD COLUMN won integer NOT NULL DEFAULT 0,
        ADD COLUMN won_value bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE lead_stats_refresh SET refreshed_at = '-infinity'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lead_stats_daily DROP COLUMN hot, DROP COLUMN won, DROP COLUMN won_value`);
  }
}
