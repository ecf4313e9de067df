import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Follow-ups (docs/features.md, "Opvolgen"):
 * - a lead's next action: a day (`next_action_on`, an Amsterdam day) and a note, with an index on
 *   the day for the dashboard's 'Vandaag opvolgen' (leads due today or earlier);
 * - `pipeline_columns`: per board column after how many untouched days a card is marked stale
 *   (NULL: never). One row per column; CONTACTED and QUALIFIED start at 7 and 14 days.
 */
export class FollowUps1764600000000 implements MigrationInterface {
  name = 'FollowUps1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN next_action_on date,
        ADD COLUMN next_action_note varchar(500),
        ADD CONSTRAINT leads_next_action_note_check CHECK (char_length(next_action_note) <= 500)
    `);
    await queryRunner.query(`CREATE INDEX leads_next_action_on_idx ON leads (next_action_on) WHERE next_action_on IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE pipeline_columns (
        status varchar(16) PRIMARY KEY CHECK (status IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED')),
        stale_after_days smallint CHECK (stale_after_days BETWEEN 1 AND 365),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      INSERT INTO pipeline_columns (status, stale_after_days)
      VALUES ('NEW', NULL), ('CONTACTED', 7), ('QUALIFIED', 14), ('CLOSED', NULL)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pipeline_columns`);
    await queryRunner.query(`DROP INDEX leads_next_action_on_idx`);
    await queryRunner.query(`ALTER TABLE leads DROP COLUMN next_action_note, DROP COLUMN next_action_on`);
  }
}
