import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store of rate-limiter-flexible's PostgreSQL limiter (shared/rate-limiter.ts), created here so
 * that no request ever runs DDL. One row per limited key (`<prefix>:<ip>`); every server process on
 * the database counts in the same row, so a limit holds across processes.
 */
export class RateLimits1763760200000 implements MigrationInterface {
  name = 'RateLimits1763760200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limits`);
  }
}
