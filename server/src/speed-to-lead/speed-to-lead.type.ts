import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LeadSource } from '../leads/lead.enums';

@ObjectType({ description: 'How fast leads were contacted: from creation to the first move out of NEW or a saved lastContact.' })
export class SpeedFiguresType {
  @Field(() => Int, { description: 'Leads created in the period.' })
  leads: number;

  @Field(() => Int, { description: 'Of those, contacted so far.' })
  contacted: number;

  @Field(() => Float, { nullable: true, description: 'Median minutes to first contact of the contacted leads; null when none.' })
  medianMinutes: number | null;

  @Field(() => Int, { description: 'Whole percent of all leads in the period contacted within 5 minutes.' })
  within5Minutes: number;

  @Field(() => Int, { description: 'Whole percent contacted within 1 hour.' })
  within1Hour: number;

  @Field(() => Int, { description: 'Whole percent contacted within 24 hours.' })
  within24Hours: number;
}

@ObjectType()
export class SpeedBySource extends SpeedFiguresType {
  @Field(() => LeadSource)
  source: LeadSource;
}

@ObjectType({ description: 'Speed to lead for the period, overall and per channel.' })
export class SpeedToLead extends SpeedFiguresType {
  @Field(() => [SpeedBySource])
  bySource: SpeedBySource[];
}
