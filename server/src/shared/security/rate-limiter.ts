import type { DataSource, EntityManager } from 'typeorm';
import { RateLimitedError } from '../errors';
import { batchArray } from '../database/statement-batches';

export interface RateLimitOptions {
  /** Distinguishes limits sharing the table, e.g. `create_lead`. */
  prefix: string;
  points: number;
  durationSeconds: number;
  message: string;
}

/** What the counting statement returns. */
export interface RateLimitCount {
  points: number;
  ms_left: number | string;
}

export interface RateLimiter {
  /** Attempts allowed per key and window. */
  readonly points: number;
  /**
   * Counts one attempt for `key` inside the caller's transaction; throws RATE_LIMITED (and the
   * caller's rollback undoes the count) once the key used up its points in the current window.
   */
  consume(manager: EntityManager, key: string): Promise<void>;
  /**
   * The counting statement, to run as a CTE inside a caller's own statement (one round trip less on a
   * hot path); `$keyParam` and `$windowParam` take the values of `parameters(key)`.
   */
  statement(keyParam: number, windowParam: number): string;
  parameters(key: string): [string, number];
  /**
   * The counting for several attempts at once, as CTEs to put in a caller's own WITH: `$keysParam`
   * takes one key per attempt (`batchParameters`), a key may repeat. The last CTE, named `name`, has
   * a row per attempt: its place in the keys (`n`, from 1), and `points` and `ms_left` as `statement`
   * would have returned them had the attempts come one after the other in that order. Each key's
   * row is written once, and the rows in key order, so two batches never wait on each other crosswise.
   */
  batchStatement(keysParam: number, windowParam: number, name?: string): string;
  batchParameters(keys: readonly string[]): [string[], number];
  /** Throws RATE_LIMITED when the count the statement returned is over the limit. */
  check(count: RateLimitCount): void;
}

/** The database's clock in milliseconds, as `rate_limits.expire` holds it. */
const NOW_MS = `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`;

/**
 * The window rule, for an insert of `(key, attempts, expire)` into `rate_limits AS r`: a key whose
 * window has ended starts a new one with these attempts, a running window adds them.
 */
const COUNT_ATTEMPTS = `ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN r.expire <= ${NOW_MS} THEN excluded.points ELSE r.points + excluded.points END,
        expire = CASE WHEN r.expire <= ${NOW_MS} THEN excluded.expire ELSE r.expire END
      RETURNING key, points, expire - ${NOW_MS} AS ms_left`;

/**
 * A fixed-window limit counted in PostgreSQL (table `rate_limits`), so it holds across every server
 * process on the database, on the database's clock. It counts inside the caller's transaction: a lead
 * then costs one commit (one WAL flush) instead of two, which the create-lead benchmark measured
 * (rate-limiter-flexible's PostgreSQL store, tried first, commits on a connection of its own).
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const windowMs = options.durationSeconds * 1000;
  const limiter: RateLimiter = {
    points: options.points,
    statement: (keyParam, windowParam) => `
      INSERT INTO rate_limits AS r (key, points, expire)
      VALUES ($${keyParam}::varchar, 1, ${NOW_MS} + $${windowParam}::bigint)
      ${COUNT_ATTEMPTS}`,
    parameters: (key) => [`${options.prefix}:${key}`, windowMs],
    batchStatement: (keysParam, windowParam, name = 'attempt') => `
      ${name}_key AS (SELECT key, n FROM unnest(${batchArray(keysParam, 'varchar')}) WITH ORDINALITY AS a(key, n)),
      ${name}_count AS (
        INSERT INTO rate_limits AS r (key, points, expire)
        SELECT key, count(*), ${NOW_MS} + $${windowParam}::bigint FROM ${name}_key GROUP BY key ORDER BY key
        ${COUNT_ATTEMPTS}),
      ${name} AS (
        SELECT k.n, (c.points - count(*) OVER same_key + row_number() OVER (same_key ORDER BY k.n))::int AS points, c.ms_left
        FROM ${name}_key k JOIN ${name}_count c USING (key)
        WINDOW same_key AS (PARTITION BY k.key))`,
    batchParameters: (keys) => [keys.map((key) => `${options.prefix}:${key}`), windowMs],
    check(count) {
      if (count.points > options.points) {
        throw new RateLimitedError(options.message, Math.max(1, Math.ceil(Number(count.ms_left) / 1000)));
      }
    },
    async consume(manager, key) {
      const [count]: RateLimitCount[] = await manager.query(limiter.statement(1, 2), limiter.parameters(key));
      limiter.check(count);
    },
  };
  return limiter;
}

/**
 * Forgets the windows that have ended (an ended window counts as none), so a row per client address
 * does not stay forever. Run now and then off the request path (app.ts, every minute): a visitor's
 * request never waits for it, nor for another visitor's.
 */
export async function pruneRateLimits(dataSource: DataSource): Promise<void> {
  await dataSource.query(`DELETE FROM rate_limits WHERE expire <= ${NOW_MS}`);
}
