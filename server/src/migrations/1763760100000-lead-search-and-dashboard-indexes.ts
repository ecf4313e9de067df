import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The searched text as leads/lead-search.ts built it when this migration was written, frozen here:
 * a later change there needs a migration of its own that re-creates the index (docs/architecture.md).
 */
const SEARCH_TEXT = `leads.name || chr(31) || coalesce(leads.company, '') || chr(31) || leads.email`;

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
    await queryRunner.query(`CREATE INDEX leads_search_trgm_idx ON leads USING gin ((${SEARCH_TEXT}) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX leads_survey_completed_at_idx ON leads (survey_completed_at DESC) WHERE survey_completed`);
    await queryRunner.query(`CREATE INDEX leads_new_by_score_idx ON leads (lead_score DESC, created_at DESC) WHERE status = 'NEW'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_new_by_score_idx`);
    await queryRunner.query(`DROP INDEX leads_survey_completed_at_idx`);
    await queryRunner.query(`DROP INDEX leads_search_trgm_idx`);
  }
}
