import type { DataSource } from 'typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors';

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RATE_LIMITED once the key used up its points. */
  consume(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Distinguishes limits sharing the table, e.g. `create_lead`. */
  prefix: string;
  points: number;
  durationSeconds: number;
  message: string;
}

/**
 * A fixed-window limit counted in PostgreSQL (table `rate_limits`, created by a migration), so it holds
 * across every server process on the database. rate-limiter-flexible does one atomic upsert per attempt
 * on TypeORM's own pool; expired rows are cleared by the library every few minutes.
 */
export function createRateLimiter(dataSource: DataSource, options: RateLimitOptions): RateLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: dataSource,
    storeType: 'typeorm',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new RateLimitedError(options.message, Math.ceil(rejection.msBeforeNext / 1000));
        }
        throw rejection;
      }
    },
  };
}
