import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every index on `leads` is written by every new lead, so each must serve a query that needs it
 * (docs/architecture.md, "Indexes on leads"). `leads_channel_created_at_idx` was made for the
 * dashboard's channel panel and the leads list's channel filter. The panel and the channel report now
 * read the dashboard's daily summary, and the list's filter does not need it: a channel is a large
 * share of the leads, so a page of 25 is found just as fast by walking `leads_created_at_idx` newest
 * first, and counting a large channel was a sequential scan with the index too. At 100 000 leads the
 * filtered page took 0.5 ms with the index and 0.8 ms without; only the count of the rarest channel
 * (5% of the leads) went from a bitmap scan to a sequential one, about as long as the unfiltered
 * list's own count. The campaign index stays: a campaign is a small share, and without it a page of
 * one campaign reads most of the table.
 */
export class DropLeadChannelIndex1765300000000 implements MigrationInterface {
  name = 'DropLeadChannelIndex1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_channel_created_at_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX leads_channel_created_at_idx ON leads (channel, created_at)`);
  }
}
