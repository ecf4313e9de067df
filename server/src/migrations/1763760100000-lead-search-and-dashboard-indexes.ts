import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LEAD_SEARCH_TEXT_SQL } from '../leads/lead-search';

/**
 * Indexes for the admin lists and the dashboard at 100 000 leads (measured by `npm run bench`):
 * - one trigram index makes the case-insensitive substring search on name, company and e-mail an
 *   index lookup instead of a scan (pg_trgm ships with PostgreSQL, embedded and packaged alike). It
 *   covers the three fields joined by chr(31), which no search term contains, so a match still lies
 *   inside one field; one GIN index instead of three keeps every lead write (a move too) cheaper;
 * - the last survey completions and the priority list read a handful of rows from partial indexes.
 * Period filters use leads_created_at_idx; column reads use leads_board_order_idx (first migration).
 */
export class LeadSearchAndDashboardIndexes1763760100000 implements MigrationInterface {
  name = 'LeadSearchAndDashboardIndexes1763760100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX leads_search_trgm_idx ON leads USING gin ((${LEAD_SEARCH_TEXT_SQL('leads')}) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX leads_survey_completed_at_idx ON leads (survey_completed_at DESC) WHERE survey_completed`);
    await queryRunner.query(`CREATE INDEX leads_new_by_score_idx ON leads (lead_score DESC, created_at DESC) WHERE status = 'NEW'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_new_by_score_idx`);
    await queryRunner.query(`DROP INDEX leads_survey_completed_at_idx`);
    await queryRunner.query(`DROP INDEX leads_search_trgm_idx`);
  }
}
