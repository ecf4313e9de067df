import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One factor of the lead score with the points the answers earned (0 included).' })
export class ScoreLine {
  @Field(() => String, {
    description: 'businessSize, currentMarketing, investmentBudget, timeline, tooFewQualifiedLeads or noOnlineVisibility.',
  })
  factor: string;

  @Field(() => String, { description: 'Dutch, as the admin panel shows it.' })
  label: string;

  @Field(() => Int)
  points: number;
}
