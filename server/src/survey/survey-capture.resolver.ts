import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/graphql/context';
import type { SurveyService } from './survey.service';
import { SurveyInput } from './survey.inputs';
import { SurveyResult } from './survey-result.type';

/** PUBLIC operation: the visitor who created a lead answers its survey with the token createLead returned. */
@Resolver()
export class SurveyCaptureResolver {
  constructor(private readonly services: { surveys: SurveyService }) {}

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
