import { LeadHistoryEntry } from './lead-history.type';
import { listComplexity } from '../shared/graphql/operation-limits';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../shared/graphql/context';
import { actorOf } from '../shared/graphql/actor';
import type { LeadService } from './lead.service';
import type { LeadMergeService } from './lead-merge.service';
import { Lead } from './lead.type';
import { LeadOutcome } from './lead.enums';
import { LeadFilter, LeadsArgs, UpdateLeadInput } from './lead.inputs';
import { toLead } from './lead.mapper';
import { ScoreLine } from './score-line.type';
import { scoreSurvey } from './lead-score.rules';

/** ADMIN: reading and editing leads. Moves are in pipeline/, figures in dashboard/. */
@Authorized('admin')
@Resolver(() => Lead)
export class LeadResolver {
  constructor(private readonly services: { leads: LeadService; merges: LeadMergeService }) {}

  @Query(() => [Lead], { description: 'Admin. Board order unless `order` says otherwise; `limit`/`offset` page through long lists.' })
  async leads(@Args(() => LeadsArgs) args: LeadsArgs): Promise<Lead[]> {
    return (await this.services.leads.list(args)).map(toLead);
  }

  @Query(() => Int, { description: 'Admin. How many leads match the filter (for paging and titles).' })
  async leadCount(@Arg('filter', () => LeadFilter, { nullable: true }) filter: LeadFilter | null): Promise<number> {
    return this.services.leads.count(filter);
  }

  @Query(() => Lead, { nullable: true, description: 'Admin. Null when there is no such lead.' })
  async lead(@Arg('id', () => ID) id: string): Promise<Lead | null> {
    const entity = await this.services.leads.findById(id);
    return entity ? toLead(entity) : null;
  }

  @Mutation(() => Lead, { description: 'Admin. Only the fields given change.' })
  async updateLead(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateLeadInput) input: UpdateLeadInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Lead> {
    return toLead(await this.services.leads.update(id, input, actorOf(ctx).id));
  }

  @Mutation(() => Lead, {
    description: "Admin. 'Contact gehad': sets lastContact to now (the server's clock); speed to lead counts the first one.",
  })
  async recordContact(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Lead> {
    return toLead(await this.services.leads.update(id, { lastContact: new Date() }, actorOf(ctx).id));
  }

  @Mutation(() => Lead, { description: 'Admin.' })
  async setLeadOutcome(
    @Arg('id', () => ID) id: string,
    @Arg('outcome', () => LeadOutcome) outcome: LeadOutcome,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Lead> {
    return toLead(await this.services.leads.setOutcome(id, outcome, actorOf(ctx).id));
  }

  @Mutation(() => Boolean, { description: 'Admin. Permanent.' })
  async deleteLead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.leads.delete(id, actorOf(ctx));
    return true;
  }

  @Mutation(() => Lead, {
    description:
      'Admin. Merges the lead `mergeId` into `keepId` (two leads of one person) in one transaction: notes joined, the richer ' +
      'survey kept (the other in the history), first touch from the older lead and last touch from the newer, both ' +
      'timelines, calls and e-mails kept as one; the other lead is removed (LEAD_MERGED, audited). With `dryRun` nothing ' +
      'is stored and the answer is the lead as the merge would leave it. BAD_USER_INPUT when the ids are the same or a lead is missing.',
  })
  async mergeLeads(
    @Arg('keepId', () => ID) keepId: string,
    @Arg('mergeId', () => ID) mergeId: string,
    @Arg('dryRun', () => Boolean, { defaultValue: false }) dryRun: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Lead> {
    return toLead(await this.services.merges.merge(keepId, mergeId, { dryRun, actor: actorOf(ctx) }));
  }

  @FieldResolver(() => [Lead], {
    complexity: listComplexity,
    description:
      'Admin. Possible duplicates: other leads with the same normalised e-mail or phone, or the same website domain (newest first, at most 20).',
  })
  async duplicates(@Root() lead: Lead): Promise<Lead[]> {
    return (await this.services.merges.duplicates(lead.id)).map(toLead);
  }

  @FieldResolver(() => [LeadHistoryEntry], {
    complexity: listComplexity,
    description: "Admin. The lead's timeline, newest first: status, outcome, deal value, notes and survey changes with who and when.",
  })
  history(@Root() lead: Lead): Promise<LeadHistoryEntry[]> {
    return this.services.leads.history(lead.id);
  }

  @FieldResolver(() => [ScoreLine], { description: 'How the lead score adds up, factor by factor; empty without a survey.' })
  scoreBreakdown(@Root() lead: Lead): ScoreLine[] {
    if (!lead.survey) return [];
    return scoreSurvey(lead.survey).breakdown.map((line) => Object.assign(new ScoreLine(), line));
  }
}
