import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fixed-window counters of shared/rate-limiter.ts: one row per limited key (`<prefix>:<ip>`) with its
 * count and the end of its window (epoch milliseconds). Every server process on the database counts in
 * the same row, so a limit holds across processes. (The shape is rate-limiter-flexible's PostgreSQL
 * store, so that library can share the table if another limit wants it.)
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
