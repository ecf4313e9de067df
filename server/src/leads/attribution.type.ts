import { Field, ObjectType } from 'type-graphql';
import { Channel } from './channel.enums';

@ObjectType({ description: 'One arrival on the site: the first page of a visit and how the visitor got there.', simpleResolvers: true })
export class LeadArrival {
  @Field(() => String, { nullable: true, description: 'utm_source' }) source: string | null;
  @Field(() => String, { nullable: true, description: 'utm_medium' }) medium: string | null;
  @Field(() => String, { nullable: true, description: 'utm_campaign' }) campaign: string | null;
  @Field(() => String, { nullable: true, description: 'utm_term' }) term: string | null;
  @Field(() => String, { nullable: true, description: 'utm_content' }) content: string | null;
  @Field(() => String, { nullable: true }) gclid: string | null;
  @Field(() => String, { nullable: true }) gbraid: string | null;
  @Field(() => String, { nullable: true }) wbraid: string | null;
  @Field(() => String, { nullable: true }) fbclid: string | null;
  @Field(() => String, { nullable: true }) msclkid: string | null;
  @Field(() => String, { nullable: true, description: 'The external page the visitor came from.' }) referrer: string | null;
  @Field(() => String, { nullable: true, description: 'Path of the first page of the visit.' }) landingPage: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType({
  description: 'Where a lead came from. The channel is derived by the server (docs/lead-api.md, "Attribution").',
  simpleResolvers: true,
})
export class LeadAttribution {
  @Field(() => Channel)
  channel: Channel;

  @Field(() => LeadArrival, { description: 'The arrival that first brought the visitor.' })
  first: LeadArrival;

  @Field(() => LeadArrival, { description: 'The latest arrival (the same as first when there was one).' })
  last: LeadArrival;
}
