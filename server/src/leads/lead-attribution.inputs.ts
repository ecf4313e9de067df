import { Field, InputType } from 'type-graphql';
import { ValidateNested } from 'class-validator';
import { MaxChars, Trim } from '../shared/graphql/validation';

/** Bounds of what a browser records on arrival; a value past them refuses the lead (BAD_USER_INPUT), like every field. */
export const UTM_MAX = 200;
export const CLICK_ID_MAX = 200;
export const ARRIVAL_URL_MAX = 500;

@InputType({ description: 'One arrival on the site as the browser recorded it on the first page of a visit. Every text is optional.' })
export class LeadArrivalInput {
  @Field(() => String, { nullable: true, description: 'utm_source' })
  @Trim()
  @MaxChars(UTM_MAX)
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_medium' })
  @Trim()
  @MaxChars(UTM_MAX)
  medium?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_campaign' })
  @Trim()
  @MaxChars(UTM_MAX)
  campaign?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_term' })
  @Trim()
  @MaxChars(UTM_MAX)
  term?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_content' })
  @Trim()
  @MaxChars(UTM_MAX)
  content?: string | null;

  @Field(() => String, { nullable: true, description: 'Google Ads click id.' })
  @Trim()
  @MaxChars(CLICK_ID_MAX)
  gclid?: string | null;

  @Field(() => String, { nullable: true, description: 'Google Ads click id (iOS apps).' })
  @Trim()
  @MaxChars(CLICK_ID_MAX)
  gbraid?: string | null;

  @Field(() => String, { nullable: true, description: 'Google Ads click id (iOS web).' })
  @Trim()
  @MaxChars(CLICK_ID_MAX)
  wbraid?: string | null;

  @Field(() => String, { nullable: true, description: 'Meta click id.' })
  @Trim()
  @MaxChars(CLICK_ID_MAX)
  fbclid?: string | null;

  @Field(() => String, { nullable: true, description: 'Microsoft Ads click id.' })
  @Trim()
  @MaxChars(CLICK_ID_MAX)
  msclkid?: string | null;

  @Field(() => String, { nullable: true, description: 'The page of another site the visitor came from (as the browser reports it).' })
  @Trim()
  @MaxChars(ARRIVAL_URL_MAX)
  referrer?: string | null;

  @Field(() => String, { nullable: true, description: 'The path of the first page of the visit, e.g. /diensten/google-ads.' })
  @Trim()
  @MaxChars(ARRIVAL_URL_MAX)
  landingPage?: string | null;

  @Field(() => Date, { description: 'When the visitor arrived (a time after the request is taken as the request time).' })
  at: Date;
}

@InputType({ description: 'How the visitor came to the site: the first arrival, and the last one if it came in another way.' })
export class LeadAttributionInput {
  @Field(() => LeadArrivalInput)
  @ValidateNested()
  first: LeadArrivalInput;

  @Field(() => LeadArrivalInput, { nullable: true, description: 'Left out: the same as first.' })
  @ValidateNested()
  last?: LeadArrivalInput | null;
}
