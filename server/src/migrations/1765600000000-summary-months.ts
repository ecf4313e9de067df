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
    await queryRunner.query(`
      CREATE TABLE lead_stats_monthly (
        month date NOT NULL CHECK (month = date_trunc('month', month)),
        dim varchar(24) NOT NULL,
        key varchar(500) NOT NULL,
        leads integer NOT NULL DEFAULT 0,
        conversions integer NOT NULL DEFAULT 0,
        value_sum bigint NOT NULL DEFAULT 0,
        score_sum bigint NOT NULL DEFAULT 0,
        scored integer NOT NULL DEFAULT 0,
        hot integer NOT NULL DEFAULT 0,
        won integer NOT NULL DEFAULT 0,
        won_value bigint NOT NULL DEFAULT 0,
        qualified integer NOT NULL DEFAULT 0,
        PRIMARY KEY (month, dim, key)
      )`);
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
