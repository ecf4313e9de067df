import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The channel report (Rendement) reads the dashboard's summary instead of every lead of its period:
 * the summary gains the qualified leads of each group (`qualified`) and, from the next recount, the
 * report's groups (the first touch's channel, and the channel with its campaign for either touch;
 * docs/architecture.md, "Dashboard"). The summary forgets what it has seen of the lead event log, so
 * the first recount after this upgrade counts every lead again, filling the new column and groups.
 */
export class SummaryChannelReport1765100000002 implements MigrationInterface {
  name = 'SummaryChannelReport1765100000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lead_stats_daily ADD COLUMN qualified integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE lead_stats_refresh SET refreshed_at = '-infinity', events_tx = '0', events_id = 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE lead_stats_daily DROP COLUMN qualified`);
  }
}
