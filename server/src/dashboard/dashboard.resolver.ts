import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/context';
import { Dashboard, DashboardArgs } from './dashboard.type';

/** ADMIN: the dashboard's figures. */
@Authorized('admin')
@Resolver()
export class DashboardResolver {
  @Query(() => Dashboard, {
    description: 'Admin. Figures for the leads created in [from, to); leave both out for all data. Changes compare with the period of equal length before.',
  })
  async dashboard(@Args(() => DashboardArgs) { from, to }: DashboardArgs, @Ctx() ctx: GraphQLContext): Promise<Dashboard> {
    return ctx.services.dashboard.load(from, to);
  }
}
