import { Authorized, Query, Resolver } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { RetentionService } from './retention.service';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { RetentionPolicy } from './retention.type';

/** ADMIN: the retention policy and how many leads its next run touches. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class RetentionResolver {
  constructor(private readonly services: { dataSource: DataSource; retention: RetentionService }) {}

  @Query(() => RetentionPolicy)
  async retentionPolicy(): Promise<RetentionPolicy> {
    const { retention } = this.services;
    // The job runs nightly: what falls due before tomorrow night is what it will touch.
    const nextRun = new Date(Date.now() + 24 * 3_600_000);
    const [last]: { at: Date }[] = await this.services.dataSource.query(
      `SELECT at FROM audit_events WHERE action = 'retention.applied' ORDER BY at DESC LIMIT 1`,
    );
    return Object.assign(new RetentionPolicy(), {
      ...retention.config,
      leadsDueNextRun: await retention.leadsDue(nextRun),
      lastRunAt: last?.at ?? null,
    });
  }
}
