import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One field of a lead changed: old and new value as text (null: empty).' })
export class LeadFieldChange {
  @Field(() => String, { description: 'status, outcome, value, notes, lastContact, name, email, phone, company, website.' })
  field: string;

  @Field(() => String, { nullable: true })
  from: string | null;

  @Field(() => String, { nullable: true })
  to: string | null;
}

@ObjectType({ description: 'Something that happened to a lead: a timeline entry (who, when, from, to).' })
export class LeadHistoryEntry {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String, {
    description:
      "'created', 'updated', 'moved', 'outcome', 'survey', 'survey_completed', 'erased', 'returned' (the person asked again " +
      "and joined this lead: the earlier details, page and source) or 'merged' (another lead was merged into it).",
  })
  type: string;

  @Field(() => ID, { nullable: true, description: 'The account that made the change; null for the visitor or the system.' })
  actorId: string | null;

  @Field(() => String, { nullable: true })
  actorEmail: string | null;

  @Field(() => [LeadFieldChange])
  changes: LeadFieldChange[];
}
