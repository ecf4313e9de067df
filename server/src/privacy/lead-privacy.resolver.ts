import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../shared/graphql/actor';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import type { LeadService } from '../leads/lead.service';
import { Lead } from '../leads/lead.type';
import { toLead } from '../leads/lead.mapper';
import type { LeadPrivacyService } from './lead-privacy.service';

/** ADMIN: a data subject's rights on one lead, its data as one document and its erasure. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class LeadPrivacyResolver {
  constructor(private readonly services: { leads: LeadService; privacy: LeadPrivacyService }) {}

  @Query(() => String, {
    description:
      'Admin. Everything stored about the lead (fields, survey, notes, click data, history) as one JSON document, ' +
      'for a data subject access request. Audited.',
  })
  leadDataExport(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return this.services.privacy.exportLead(id, actorOf(ctx));
  }

  @Mutation(() => Lead, {
    description:
      'Admin. Erases the personal fields and free text (name, contact details, notes, typed survey answers, history values) ' +
      'and keeps the anonymous figures the dashboard needs. Unlike deleteLead the lead still counts. Audited.',
  })
  async eraseLead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Lead> {
    await this.services.privacy.eraseLead(id, actorOf(ctx));
    const entity = await this.services.leads.findById(id);
    return toLead(entity!);
  }
}
