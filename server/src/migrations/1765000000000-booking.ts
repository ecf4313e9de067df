import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking a call (docs/features.md, "Gesprek plannen"; docs/architecture.md, "Booking"):
 * - `booking_settings`: one row, the admins' availability (weekly hours in Amsterdam time, call
 *   length, buffer, minimum notice, horizon, days off, calls at once). Starts as Monday to Friday
 *   09:00-18:00 (the opening hours the site names), 30-minute calls, no buffer, 2 hours' notice,
 *   14 days ahead, one call at a time.
 * - `appointments`: a call per row. `held` is the time it occupies (the call plus the buffer after
 *   it) and `seat` which of the `capacity` parallel lines it occupies; the exclusion constraint lets
 *   no two BOOKED calls on one seat overlap, so a slot is held by the database itself, whatever
 *   runs at once (btree_gist gives gist the `seat WITH =` part). A lead's row goes with the lead.
 * - `appointment_links`: the SHA-256 of every secret link e-mailed for an appointment (each e-mail
 *   gets its own, so no secret is kept to write a later one).
 * - `booking_calendar_views`: when a lead first saw the calendar (the dashboard's funnel), and when
 *   a hot lead that then did not book was put up for a call.
 * - `outgoing_messages.calendar`: the iCalendar text an e-mail carries (an invitation or its
 *   cancellation).
 */
export class Booking1765000000000 implements MigrationInterface {
  name = 'Booking1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it without being a superuser.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE booking_settings (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        weekly_hours jsonb NOT NULL,
        call_minutes smallint NOT NULL CHECK (call_minutes BETWEEN 5 AND 480),
        buffer_minutes smallint NOT NULL CHECK (buffer_minutes BETWEEN 0 AND 480),
        notice_minutes integer NOT NULL CHECK (notice_minutes BETWEEN 0 AND 43200),
        horizon_days smallint NOT NULL CHECK (horizon_days BETWEEN 1 AND 365),
        days_off date[] NOT NULL DEFAULT '{}',
        capacity smallint NOT NULL CHECK (capacity BETWEEN 1 AND 50),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      INSERT INTO booking_settings (weekly_hours, call_minutes, buffer_minutes, notice_minutes, horizon_days, capacity)
      VALUES ('[{"weekday":"MONDAY","start":"09:00","end":"18:00"},{"weekday":"TUESDAY","start":"09:00","end":"18:00"},
                {"weekday":"WEDNESDAY","start":"09:00","end":"18:00"},{"weekday":"THURSDAY","start":"09:00","end":"18:00"},
                {"weekday":"FRIDAY","start":"09:00","end":"18:00"}]', 30, 0, 120, 14, 1)
    `);
    await queryRunner.query(`
      CREATE TABLE appointments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        held tstzrange NOT NULL,
        seat smallint NOT NULL CHECK (seat >= 1),
        status varchar(16) NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'CANCELLED')),
        sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at AND lower(held) = starts_at AND upper(held) >= ends_at),
        CONSTRAINT appointments_no_overlap EXCLUDE USING gist (seat WITH =, held WITH &&) WHERE (status = 'BOOKED')
      )
    `);
    await queryRunner.query(`CREATE INDEX appointments_lead_idx ON appointments (lead_id, starts_at)`);
    await queryRunner.query(`CREATE INDEX appointments_starts_at_idx ON appointments (starts_at)`);
    await queryRunner.query(`
      CREATE TABLE appointment_links (
        token_hash char(64) PRIMARY KEY,
        appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE INDEX appointment_links_appointment_idx ON appointment_links (appointment_id)`);
    await queryRunner.query(`
      CREATE TABLE booking_calendar_views (
        lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        shown_at timestamptz NOT NULL DEFAULT now(),
        followed_up_at timestamptz
      )
    `);
    await queryRunner.query(`ALTER TABLE outgoing_messages ADD COLUMN calendar text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outgoing_messages DROP COLUMN calendar`);
    await queryRunner.query(`DROP TABLE booking_calendar_views`);
    await queryRunner.query(`DROP TABLE appointment_links`);
    await queryRunner.query(`DROP TABLE appointments`);
    await queryRunner.query(`DROP TABLE booking_settings`);
  }
}
