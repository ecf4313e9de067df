import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { LeadCaptureService } from './lead-capture.service';
import type { GraphQLContext } from '../shared/graphql/context';
import { CreateLeadInput } from './lead.inputs';
import { CreateLeadPayload } from './lead-capture.type';

/**
 * PUBLIC operation: a visitor creates a lead. Everything else about leads is in the admin resolvers.
 * The survey token returned here is the visitor's only key to the survey (survey-capture.resolver.ts).
 */
@Resolver()
export class LeadCaptureResolver {
  constructor(private readonly services: { capture: LeadCaptureService }) {}

  @Mutation(() => CreateLeadPayload, {
    description: 'Public. Rate-limited per client IP (RATE_LIMITED). QUICKSCAN also requires phone, company and website.',
  })
  async createLead(@Arg('input', () => CreateLeadInput) input: CreateLeadInput, @Ctx() ctx: GraphQLContext): Promise<CreateLeadPayload> {
    const created = await this.services.capture.capture(input, ctx.clientIp);
    return Object.assign(new CreateLeadPayload(), created);
  }
}
