import { Field, Int, ObjectType } from 'type-graphql';
import { Qualification } from '../leads/lead.enums';

@ObjectType({ description: 'The score of the answers saved so far.' })
export class SurveyResult {
  @Field(() => Int)
  leadScore: number;

  @Field(() => Qualification)
  qualification: Qualification;

  @Field(() => Boolean, { description: 'True once the survey was submitted as completed; it cannot change after that.' })
  completed: boolean;
}
