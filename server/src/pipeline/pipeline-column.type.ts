import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { LeadStatus } from '../leads/lead.enums';
import { STALE_AFTER_DAYS_MAX } from '../leads/follow-up.rules';
import { AtLeast, AtMost } from '../shared/graphql/validation';

@ObjectType({ description: "A board column's settings." })
export class PipelineColumn {
  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => Int, { nullable: true, description: 'After this many days without any change a card is marked stale; null: never.' })
  staleAfterDays: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Now minus staleAfterDays: a card of this column whose updatedAt is at or before it is stale. Null: never.',
  })
  staleSince: Date | null;
}

@ArgsType()
export class UpdatePipelineColumnArgs {
  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => Int, { nullable: true, description: `1 to ${STALE_AFTER_DAYS_MAX}; null switches marking stale cards off.` })
  @AtLeast(1)
  @AtMost(STALE_AFTER_DAYS_MAX)
  staleAfterDays: number | null;
}
