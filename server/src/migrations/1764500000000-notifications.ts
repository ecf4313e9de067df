import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (docs/operations.md, "Meldingen"):
 * - `event_dispatch`: how far the dispatcher has read `lead_events` (one row); it advances in the
 *   same transaction that queues the e-mails and webhook deliveries for the events it read, so
 *   every event is turned into work exactly once, and nothing is added to the visitor's transaction;
 * - `webhooks` and their `webhook_deliveries` (one per webhook and event: the delivery log);
 * - `outgoing_messages`: every e-mail the product sends, or would send without SMTP_URL;
 * - `notification_settings`: which e-mails an account wants (no row: the defaults).
 * The dispatcher starts at the log's end: an upgrade does not notify about old events.
 */
export class Notifications1764500000000 implements MigrationInterface {
  name = 'Notifications1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_dispatch (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        tx xid8 NOT NULL,
        id bigint NOT NULL
      )
    `);
    await queryRunner.query(`INSERT INTO event_dispatch (tx, id) VALUES (pg_snapshot_xmin(pg_current_snapshot()), 0)`);

    await queryRunner.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url varchar(2048) NOT NULL,
        events varchar(32)[] NOT NULL,
        secret varchar(100) NOT NULL,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        message_id varchar(100) NOT NULL,
        event varchar(32) NOT NULL,
        payload jsonb NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        status_code integer,
        error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        UNIQUE (webhook_id, message_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE outgoing_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(32) NOT NULL,
        message_id varchar(200) NOT NULL UNIQUE,
        recipient varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        status varchar(16) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        error varchar(500),
        lead_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )
    `);
    await queryRunner.query(`CREATE INDEX outgoing_messages_created_idx ON outgoing_messages (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        new_lead boolean NOT NULL,
        hot_survey boolean NOT NULL,
        daily_summary boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_settings`);
    await queryRunner.query(`DROP TABLE outgoing_messages`);
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhooks`);
    await queryRunner.query(`DROP TABLE event_dispatch`);
  }
}
