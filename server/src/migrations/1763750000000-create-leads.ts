import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLeads1763750000000 implements MigrationInterface {
  name = 'CreateLeads1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40),
        company varchar(200),
        website varchar(500),
        message text CHECK (char_length(message) <= 5000),
        budget varchar(50),
        source varchar(16) NOT NULL CHECK (source IN ('QUICKSCAN', 'CONTACT', 'WHATSAPP')),
        status varchar(16) NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED')),
        outcome varchar(8) NOT NULL DEFAULT 'OPEN' CHECK (outcome IN ('OPEN', 'WON', 'LOST')),
        pipeline_order double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_contact timestamptz,
        notes text CHECK (char_length(notes) <= 5000),
        survey jsonb,
        survey_completed boolean NOT NULL DEFAULT false,
        survey_completed_at timestamptz,
        lead_score smallint CHECK (lead_score BETWEEN 0 AND 100),
        qualification varchar(8) CHECK (qualification IN ('HOT', 'WARM', 'COLD')),
        deal_value integer CHECK (deal_value >= 0),
        derived_value integer NOT NULL DEFAULT 2300,
        high_value boolean NOT NULL DEFAULT false,
        button_click jsonb,
        survey_token_hash varchar(64),
        survey_token_expires_at timestamptz
      )
    `);
    await queryRunner.query(`CREATE INDEX leads_board_order_idx ON leads (status, pipeline_order, created_at)`);
    await queryRunner.query(`CREATE INDEX leads_created_at_idx ON leads (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE leads`);
  }
}
