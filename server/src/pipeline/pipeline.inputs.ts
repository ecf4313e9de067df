import { ArgsType, Field, ID, Int } from 'type-graphql';
import { LeadStatus } from '../leads/lead.enums';
import { AtLeast } from '../shared/graphql/validation';

@ArgsType()
export class MoveLeadArgs {
  @Field(() => ID)
  id: string;

  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => Int, { description: '1-based; past the end means last.' })
  @AtLeast(1)
  position: number;
}
