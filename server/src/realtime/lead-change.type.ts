import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Lead } from '../leads/lead.type';

export enum LeadChangeKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
}

registerEnumType(LeadChangeKind, { name: 'LeadChangeKind', description: 'What happened to the lead (a move is an update).' });

@ObjectType({ description: 'One change to one lead, from any server process.' })
export class LeadChange {
  @Field(() => LeadChangeKind)
  kind: LeadChangeKind;

  @Field(() => ID)
  id: string;

  @Field(() => Lead, { nullable: true, description: 'The lead as it is now; null for DELETED.' })
  lead: Lead | null;
}
