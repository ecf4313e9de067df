import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { BUSINESS_TIME_ZONE } from '../time-zone';

/**
 * The product's job queue: pg-boss on the product's own PostgreSQL (schema `pgboss`, created and
 * upgraded by pg-boss itself on start), so jobs survive restarts and no other server is needed.
 * A small wrapper so features depend on four verbs, not on pg-boss: define a job (its handler and
 * optional schedule), send one (inside a transaction if given), start and stop with the app.
 *
 * Several server processes share the database: pg-boss lets one of them per minute turn due
 * schedules into jobs (a singleton key per schedule and minute), and every queue here has the
 * `singleton` policy, so a job never runs twice at once. See docs/operations.md ("Taken").
 */
export interface JobDefinition<Data extends object> {
  name: string;
  /** Cron expression (five fields) in `timeZone`; absent: the job only runs when sent. */
  cron?: string;
  timeZone?: string;
  handler(data: Data): Promise<void>;
  /**
   * How the queue retries and polls; default: the `singleton` policy, 3 retries a minute apart,
   * polled every JOB_POLLING_SECONDS. Deliveries to the outside (e-mail, webhooks) use `standard`
   * (several at once) with exponential backoff.
   */
  queue?: { policy?: 'standard' | 'singleton'; retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };
  pollingIntervalSeconds?: number;
}

export interface JobQueueOptions {
  databaseUrl: string;
  log: (message: string, error?: unknown) => void;
  /** Connections of pg-boss's own pool per process. */
  poolSize?: number;
  /** How often an idle worker looks for jobs (tests shorten it). */
  pollingIntervalSeconds?: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions: JobDefinition<object>[] = [];
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 2,
      application_name: 'leadmachine-jobs',
      schema: 'pgboss',
    });
    // Without a listener an error event (database restart) would crash the process.
    this.boss.on('error', (error) => options.log('job queue error', error));
  }

  /** Registers a job; call before start(). */
  define<Data extends object>(definition: JobDefinition<Data>): void {
    this.definitions.push(definition);
  }

  /**
   * Creates the queues and schedules. Two processes starting together on a fresh database create the
   * same queue tables at once, and PostgreSQL may abort one of them as a deadlock: that step simply
   * runs again (the other process has created the table by then).
   */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions) {
      const queue = { name: definition.name, policy: 'singleton' as const, retryLimit: 3, retryDelay: 60, ...definition.queue };
      await retryOnDeadlock(async () => {
        await this.boss.createQueue(definition.name, queue);
        // createQueue leaves an existing queue as it was: bring its retry settings up to date.
        await this.boss.updateQueue(definition.name, queue);
      });
      await this.boss.work<object>(
        definition.name,
        {
          pollingIntervalSeconds: Math.min(this.options.pollingIntervalSeconds ?? 30, definition.pollingIntervalSeconds ?? Infinity),
          batchSize: 1,
        },
        async ([job]) => {
          try {
            await definition.handler(job.data);
          } catch (error) {
            this.options.log(`job ${definition.name} failed`, error);
            throw error; // pg-boss retries it
          }
        },
      );
      await retryOnDeadlock(() =>
        definition.cron
          ? this.boss.schedule(definition.name, definition.cron, {}, { tz: definition.timeZone ?? BUSINESS_TIME_ZONE })
          : this.boss.unschedule(definition.name),
      );
    }
  }

  /**
   * Queues a job. With `manager` the job is inserted in that transaction: it exists exactly when the
   * transaction commits (for e-mail and webhooks that must follow a change, not precede it).
   * `startAfter`: not before then (a reminder before a call).
   */
  async send(name: string, data: object = {}, manager?: EntityManager, options: { startAfter?: Date } = {}): Promise<string | null> {
    const db = manager
      ? {
          async executeSql(text: string, values: unknown[]) {
            const result: unknown = await manager.query(text, values);
            // TypeORM answers UPDATE/DELETE with [rows, affected]; pg-boss expects { rows }.
            const rows =
              Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
                ? result[0]
                : result;
            return { rows: rows as unknown[] };
          },
        }
      : undefined;
    return this.boss.send(name, data, { ...(db ? { db } : {}), ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
  }

  /** Finishes the job in hand (up to `timeoutMs`), then stops polling and closes the pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

async function retryOnDeadlock(step: () => Promise<unknown>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= attempts || (error as { code?: string }).code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
