import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: accounts that can be disabled and show their last sign-in, API tokens with an expiry and
 * a read-only scope, the audit log, sessions findable by account, and on leads the privacy statement
 * version the visitor saw and when the lead's personal data was erased.
 */
export class AccountsAuditPrivacy1764300000000 implements MigrationInterface {
  name = 'AccountsAuditPrivacy1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz, ADD COLUMN last_sign_in_at timestamptz`);
    await queryRunner.query(
      `ALTER TABLE api_tokens ADD COLUMN expires_at timestamptz, ADD COLUMN read_only boolean NOT NULL DEFAULT false`,
    );
    // Ending every session of one account (password change, disabling) finds them by this.
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions ((sess->'passport'->'user'->>'id'))`);

    await queryRunner.query(`
      CREATE TABLE audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        action varchar(50) NOT NULL,
        actor_id uuid,
        actor_email varchar(254),
        credential varchar(16),
        ip varchar(64),
        target_type varchar(20),
        target_id varchar(64),
        details jsonb
      )
    `);
    await queryRunner.query(`CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX audit_events_action_at_idx ON audit_events (action, at DESC)`);

    await queryRunner.query(`ALTER TABLE leads ADD COLUMN privacy_version varchar(20), ADD COLUMN erased_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leads DROP COLUMN erased_at, DROP COLUMN privacy_version`);
    await queryRunner.query(`DROP TABLE audit_events`);
    await queryRunner.query(`DROP INDEX sessions_user_id_idx`);
    await queryRunner.query(`ALTER TABLE api_tokens DROP COLUMN read_only, DROP COLUMN expires_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN last_sign_in_at, DROP COLUMN disabled_at`);
  }
}
