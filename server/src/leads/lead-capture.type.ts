import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What the visitor who created a lead needs for the survey.' })
export class CreateLeadPayload {
  @Field(() => ID)
  leadId: string;

  @Field(() => String, { description: 'Secret for submitSurvey, valid 24 hours; shown only here and never stored.' })
  surveyToken: string;
}
