import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The retention policy in force and what its next run will do.' })
export class RetentionPolicy {
  @Field(() => Int, { description: 'Leads that never became a customer are anonymised this many months after their last activity.' })
  leadMonths: number;

  @Field(() => Int, { description: 'Typed answers of surveys never completed are removed after this many days.' })
  partialSurveyDays: number;

  @Field(() => Int, { description: 'Audit log entries are kept this many days.' })
  auditDays: number;

  @Field(() => Int, { description: 'Leads the next daily run (at night) will anonymise, as things stand.' })
  leadsDueNextRun: number;

  @Field(() => Date, { nullable: true, description: 'When the job last ran.' })
  lastRunAt: Date | null;
}
