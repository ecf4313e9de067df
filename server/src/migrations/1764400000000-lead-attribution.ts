import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where leads come from (docs/lead-api.md, "Attribution"): the arrivals a visitor's browser recorded
 * are stored on the lead row itself (`attribution`, jsonb: `first` and `last`), with the channel the
 * server derived from them and the campaign they name as plain columns, so the leads list filters and
 * the dashboard's channel and campaign panels group by an indexed column. Creating a lead stays one
 * INSERT of the visitor's own row. Leads from before have none of these (NULL): nothing is guessed.
 * Adding nullable columns without a default rewrites nothing, so the upgrade is quick on a big table.
 */
export class LeadAttribution1764400000000 implements MigrationInterface {
  name = 'LeadAttribution1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN attribution jsonb,
        ADD COLUMN channel varchar(16),
        ADD COLUMN campaign varchar(200),
        ADD CONSTRAINT leads_channel_check
          CHECK (channel IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT'))
    `);
    await queryRunner.query(`CREATE INDEX leads_channel_created_at_idx ON leads (channel, created_at)`);
    await queryRunner.query(`CREATE INDEX leads_campaign_created_at_idx ON leads (campaign, created_at) WHERE campaign IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_campaign_created_at_idx`);
    await queryRunner.query(`DROP INDEX leads_channel_created_at_idx`);
    await queryRunner.query(
      `ALTER TABLE leads DROP CONSTRAINT leads_channel_check, DROP COLUMN campaign, DROP COLUMN channel, DROP COLUMN attribution`,
    );
  }
}
