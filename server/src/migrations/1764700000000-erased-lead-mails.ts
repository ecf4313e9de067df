import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasing or deleting a lead also deletes the e-mails about it (their subject and text name the
 * lead): an index on `outgoing_messages.lead_id` for that, and the e-mails of leads erased or
 * deleted before this version are deleted now.
 */
export class ErasedLeadMails1764700000000 implements MigrationInterface {
  name = 'ErasedLeadMails1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX outgoing_messages_lead_idx ON outgoing_messages (lead_id) WHERE lead_id IS NOT NULL`);
    await queryRunner.query(`
      DELETE FROM outgoing_messages m
      WHERE m.lead_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = m.lead_id AND l.erased_at IS NULL)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outgoing_messages_lead_idx`);
  }
}
