import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Channel } from '../leads/channel.enums';

@ObjectType({ description: 'The leads of one channel created in the period.' })
export class ChannelStats {
  @Field(() => Channel, { nullable: true, description: 'Null: leads from before attribution was recorded.' })
  channel: Channel | null;
  @Field(() => Int) leads: number;
  @Field(() => Int, { description: 'Leads whose survey scored HOT.' }) hotLeads: number;
  @Field(() => Int, { description: 'hotLeads / leads, whole percent.' }) hotPercent: number;
  @Field(() => Int, { description: 'Leads with outcome WON.' }) wonDeals: number;
  @Field(() => Float, { description: 'Euro: the deal value of the won leads (saved, else derived).' }) wonValue: number;
}

@ObjectType({ description: 'The leads of one campaign (utm_campaign) created in the period.' })
export class CampaignStats {
  @Field(() => String) campaign: string;
  @Field(() => Int) leads: number;
  @Field(() => Int, { description: 'Leads whose survey scored HOT.' }) hotLeads: number;
  @Field(() => Int, { description: 'hotLeads / leads, whole percent.' }) hotPercent: number;
  @Field(() => Int, { description: 'Leads with outcome WON.' }) wonDeals: number;
  @Field(() => Float, { description: 'Euro: the deal value of the won leads (saved, else derived).' }) wonValue: number;
}
