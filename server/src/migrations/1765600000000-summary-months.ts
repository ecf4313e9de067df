import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's summary gains a monthly level (docs/architecture.md, "Dashboard"):
 * `lead_stats_monthly` holds, per month, the sums of that month's rows of `lead_stats_daily`, so a
 * period of a year sums about twelve rows per group instead of 365. The refresher keeps it in the
 * same transactions as the daily rows; here it is filled from the daily rows as they are.
 */
export class SummaryMonths1765600000000 implements MigrationInterface {
  name = 'SummaryMonths1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The daily rows' columns, with `month` for `day`.
    await queryRunner.query(`CREATE TABLE lead_stats_monthly (LIKE lead_stats_daily INCLUDING DEFAULTS)`);
    await queryRunner.query(`ALTER TABLE lead_stats_monthly RENAME COLUMN day TO month`);
    await queryRunner.query(`ALTER TABLE lead_stats_monthly ADD PRIMARY KEY (month, dim, key), ADD CHECK (extract(day FROM month) = 1)`);
    await queryRunner.query(`
      INSERT INTO lead_stats_monthly (month, dim, key, leads, conversions, value_sum, score_sum, scored, hot, won, won_value, qualified)
      SELECT date_trunc('month', day)::date, dim, key, sum(leads), sum(conversions), sum(value_sum), sum(score_sum), sum(scored),
             sum(hot), sum(won), sum(won_value), sum(qualified)
      FROM lead_stats_daily GROUP BY 1, 2, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lead_stats_monthly`);
  }
}
