import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, API tokens, the session store (connect-pg-simple's table, created here rather than by
 * the store at run time) and the per-account login throttle.
 */
export class CreateAccounts1763800000000 implements MigrationInterface {
  name = 'CreateAccounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        password_hash varchar(255) NOT NULL,
        role varchar(50) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lower_check CHECK (email = lower(email))
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(100) NOT NULL,
        token_hash varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash)`);
    await queryRunner.query(`CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id)`);

    // connect-pg-simple's layout (sid, sess, expire); jsonb so sessions can be found by user.
    await queryRunner.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess jsonb NOT NULL,
        expire timestamptz NOT NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);

    // One row per e-mail address tried, whether or not an account has it (see login-throttle.ts).
    await queryRunner.query(`
      CREATE TABLE login_throttle (
        email varchar(254) PRIMARY KEY,
        failures timestamptz[] NOT NULL DEFAULT '{}',
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_throttle`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE api_tokens`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
