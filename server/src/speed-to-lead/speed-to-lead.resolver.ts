import { Args, Authorized, Query, Resolver } from 'type-graphql';
import type { SpeedToLeadService } from './speed-to-lead.service';
import { DashboardArgs } from '../dashboard/dashboard.type';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { SpeedToLead } from './speed-to-lead.type';

/** ADMIN: speed to lead, beside the dashboard's figures. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class SpeedToLeadResolver {
  constructor(private readonly services: { speedToLead: SpeedToLeadService }) {}

  @Query(() => SpeedToLead, { description: 'Admin. For the leads created in [from, to) (both left out: all leads).' })
  async speedToLead(@Args(() => DashboardArgs) { from, to }: DashboardArgs): Promise<SpeedToLead> {
    return (await this.services.speedToLead.load(from ?? null, to ?? (from ? new Date() : null))) as SpeedToLead;
  }
}
