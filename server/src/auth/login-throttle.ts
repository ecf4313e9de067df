import type { DataSource } from 'typeorm';
import { normalizeEmail } from '../users/user.service';

/** The window in which failures count, fixed by the API's contract (docs/lead-api.md, "Limits"). */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export interface LoginThrottleOptions {
  maxFailures: number;
  lockMinutes: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts failed sign-ins per e-mail address in PostgreSQL, so the lock holds across server
 * processes and whatever address the attempts come from, and works the same for addresses without
 * an account (which therefore cannot be told apart by the lock).
 *
 * Every attempt first reserves a failure slot (inside a row lock), and only a successful sign-in
 * gives it back. So a burst of parallel guesses cannot slip past the limit while the first ones are
 * still being verified: at most `maxFailures` passwords are ever checked per window.
 */
export class LoginThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LoginThrottleOptions,
  ) {}

  async reserve(email: string): Promise<Reservation> {
    const key = normalizeEmail(email);
    return this.dataSource.transaction(async (manager) => {
      // The upsert creates or locks the address's row in one step: a concurrent success may delete
      // the row at any moment, so a separate INSERT-then-SELECT could find nothing.
      const [row]: { locked_seconds: number | null; recent: number }[] = await manager.query(
        `INSERT INTO login_throttle AS t (email) VALUES ($1)
         ON CONFLICT (email) DO UPDATE SET updated_at = t.updated_at
         RETURNING ceil(extract(epoch FROM t.locked_until - now()))::int AS locked_seconds,
                   cardinality(array(SELECT f FROM unnest(t.failures) AS f WHERE f > now() - make_interval(mins => $2))) AS recent`,
        [key, LOGIN_FAILURE_WINDOW_MINUTES],
      );
      if (row.locked_seconds !== null && row.locked_seconds > 0) {
        return { allowed: false, retryAfterSeconds: row.locked_seconds };
      }
      if (row.recent >= this.options.maxFailures) {
        // The slots are taken by attempts still being verified; refuse like a lock would.
        return { allowed: false, retryAfterSeconds: this.options.lockMinutes * 60 };
      }
      await manager.query(
        `UPDATE login_throttle
            SET failures = array(SELECT f FROM unnest(failures) AS f WHERE f > now() - make_interval(mins => $2)) || clock_timestamp(),
                locked_until = NULL, updated_at = now()
          WHERE email = $1`,
        [key, LOGIN_FAILURE_WINDOW_MINUTES],
      );
      return { allowed: true };
    });
  }

  /** The attempt was wrong: its slot stays taken; the last allowed failure locks the address. */
  async failed(email: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE login_throttle
          SET locked_until = now() + make_interval(mins => $3), failures = '{}', updated_at = now()
        WHERE email = $1
          AND cardinality(array(SELECT f FROM unnest(failures) AS f WHERE f > now() - make_interval(mins => $2))) >= $4`,
      [normalizeEmail(email), LOGIN_FAILURE_WINDOW_MINUTES, this.options.lockMinutes, this.options.maxFailures],
    );
  }

  /** Gives back a reserved slot whose password was never checked. */
  async release(email: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE login_throttle SET failures = failures[1:cardinality(failures) - 1], updated_at = now() WHERE email = $1`,
      [normalizeEmail(email)],
    );
  }

  /** A correct password clears the address's record. */
  async succeeded(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE email = $1`, [normalizeEmail(email)]);
  }

  /** Forgets addresses with nothing left to remember (run now and then, so guesses leave no trace). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_throttle
        WHERE (locked_until IS NULL OR locked_until < now())
          AND updated_at < now() - make_interval(mins => $1)`,
      [LOGIN_FAILURE_WINDOW_MINUTES],
    );
  }
}
