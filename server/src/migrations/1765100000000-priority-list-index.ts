import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's priority list (NEW leads that are hot or score above 70, highest score first) read
 * `leads_new_by_score_idx`, an index of every NEW lead by score: leads without a survey (no score)
 * sort first in it, so at 20 000 new leads the list scanned thousands of entries to find five, and
 * every new lead was written into it. The index now holds exactly the priority leads (the predicate
 * of docs/scoring.md, "Priority"), so the list reads five entries and a new lead, which has no survey
 * yet, is not written into it at all.
 */
export class PriorityListIndex1765100000000 implements MigrationInterface {
  name = 'PriorityListIndex1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX leads_priority_idx ON leads (lead_score DESC, created_at DESC)
      WHERE (leads.status = 'NEW' AND (leads.qualification IS NOT DISTINCT FROM 'HOT' OR COALESCE(leads.lead_score, 0) > 70))`);
    await queryRunner.query(`DROP INDEX leads_new_by_score_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX leads_new_by_score_idx ON leads (lead_score DESC, created_at DESC) WHERE status = 'NEW'`);
    await queryRunner.query(`DROP INDEX leads_priority_idx`);
  }
}
