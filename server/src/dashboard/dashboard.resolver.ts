import { Args, Authorized, Query, Resolver } from 'type-graphql';
import type { DashboardService } from './dashboard.service';
import { Dashboard, DashboardArgs } from './dashboard.type';

/** ADMIN: the dashboard's figures. */
@Authorized('admin')
@Resolver()
export class DashboardResolver {
  constructor(private readonly services: { dashboard: DashboardService }) {}

  @Query(() => Dashboard, {
    description:
      'Admin. Figures for the leads created in [from, to); leave both out for all data. Changes compare with the period of equal length before.',
  })
  async dashboard(@Args(() => DashboardArgs) { from, to }: DashboardArgs): Promise<Dashboard> {
    return this.services.dashboard.load(from, to);
  }
}
