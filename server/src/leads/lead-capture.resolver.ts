import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { AppServices } from '../services';
import type { GraphQLContext } from '../shared/context';
import { CreateLeadInput } from './lead.inputs';
import { CreateLeadPayload } from './lead-capture.type';
import { SurveyInput } from '../survey/survey.inputs';
import { SurveyResult } from '../survey/survey-result.type';

/**
 * PUBLIC operations: what an anonymous visitor may do. Everything else about leads is in the admin
 * resolvers. The survey token returned here is the visitor's only key to the survey.
 */
@Resolver()
export class LeadCaptureResolver {
  constructor(private readonly services: AppServices) {}

  @Mutation(() => CreateLeadPayload, {
    description: 'Public. Rate-limited per client IP (RATE_LIMITED). QUICKSCAN also requires phone, company and website.',
  })
  async createLead(@Arg('input', () => CreateLeadInput) input: CreateLeadInput, @Ctx() ctx: GraphQLContext): Promise<CreateLeadPayload> {
    const created = await this.services.capture.capture(input, ctx.clientIp);
    return Object.assign(new CreateLeadPayload(), created);
  }

  @Mutation(() => SurveyResult, {
    description:
      'Public, with the token from createLead (FORBIDDEN when wrong, expired after 24 hours, or the survey is already completed). ' +
      'Rate-limited per client IP and per lead (RATE_LIMITED). ' +
      'completed: false saves the answers so far; completing moves a NEW lead to the top of QUALIFIED.',
  })
  async submitSurvey(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('surveyToken', () => String, { description: 'The secret createLead returned.' }) surveyToken: string,
    @Arg('survey', () => SurveyInput, { description: 'The answers so far.' }) survey: SurveyInput,
    @Arg('completed', () => Boolean, { defaultValue: true, description: 'False saves a partial survey after a step.' }) completed: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SurveyResult> {
    const outcome = await this.services.surveys.submit(leadId, surveyToken, survey, completed, { clientIp: ctx.clientIp });
    return Object.assign(new SurveyResult(), outcome);
  }
}
