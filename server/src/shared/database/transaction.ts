import type { DataSource, EntityManager } from 'typeorm';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * A READ COMMITTED transaction that runs again (up to `attempts` times) when PostgreSQL aborted it
 * to break a deadlock, e.g. two moves that locked the same two columns after reading stale statuses.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
