import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Channel } from '../leads/channel.enums';
import { CalendarDayScalar } from '../shared/graphql/scalars';
import { SeriesBucket } from './ad-spend.enums';

@ObjectType({
  description: 'What an import stored, or with dryRun would store: one row per day and campaign of the file.',
  simpleResolvers: true,
})
export class AdSpendImport {
  @Field(() => Int, { description: 'Days × campaigns stored (lines of the same day and campaign are added up into one).' })
  rows: number;

  @Field(() => Int, { description: 'Distinct campaigns (case and surrounding spaces ignored).' })
  campaigns: number;

  @Field(() => CalendarDayScalar, { nullable: true, description: 'The first day with spend; null for a file without rows.' })
  from: string | null;

  @Field(() => CalendarDayScalar, { nullable: true, description: 'The last day with spend.' })
  to: string | null;

  @Field(() => Float, { description: 'The total in euros.' })
  total: number;
}

@ObjectType({ description: 'Spend entered by hand for a channel and month (a flyer, a directory listing).', simpleResolvers: true })
export class ManualSpend {
  @Field(() => ID)
  id: string;

  @Field(() => Channel)
  channel: Channel;

  @Field(() => String, { description: 'The month, as `2026-11`.' })
  month: string;

  @Field(() => Float, { description: 'Euros; the report spreads them evenly over the days of the month.' })
  amount: number;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({
  description:
    'One channel (or channel and campaign) of the channel report. Counts are of the leads created in the period; ratios are null without spend or when dividing by zero.',
  simpleResolvers: true,
})
export class ChannelReportRow {
  @Field(() => Channel, { nullable: true, description: 'Null: leads from before attribution was recorded.' })
  channel: Channel | null;

  @Field(() => String, { nullable: true, description: 'With by: CAMPAIGN; null for spend and leads without a campaign.' })
  campaign: string | null;

  @Field(() => Float, { description: 'Euros: imported spend of the days in the period, plus manual spend by the day.' })
  spend: number;

  @Field(() => Int)
  leads: number;

  @Field(() => Int, { description: 'Scored hot or warm, or in QUALIFIED or a later column.' })
  qualifiedLeads: number;

  @Field(() => Int, { description: 'Leads whose outcome is WON.' })
  wonDeals: number;

  @Field(() => Float, { description: 'The deal values of the won leads, in euros.' })
  revenue: number;

  @Field(() => Float, { nullable: true })
  costPerLead: number | null;

  @Field(() => Float, { nullable: true })
  costPerQualifiedLead: number | null;

  @Field(() => Float, { nullable: true })
  costPerWonDeal: number | null;

  @Field(() => Float, { nullable: true, description: 'Revenue / spend.' })
  roas: number | null;
}

@ObjectType({ description: 'One channel over one day, week or month of the series.', simpleResolvers: true })
export class CostPerLeadPoint {
  @Field(() => CalendarDayScalar, { description: "The stretch's first day (the period's first day for a partial first one)." })
  start: string;

  @Field(() => Channel)
  channel: Channel;

  @Field(() => Float)
  spend: number;

  @Field(() => Int)
  leads: number;

  @Field(() => Float, { nullable: true, description: 'Null without spend or without leads.' })
  costPerLead: number | null;
}

@ObjectType({ description: 'Cost per lead over time for every channel with spend in the period.', simpleResolvers: true })
export class CostPerLeadSeries {
  @Field(() => SeriesBucket)
  bucket: SeriesBucket;

  @Field(() => [CostPerLeadPoint], { description: 'By start, then channel; every stretch for every channel, zeros included.' })
  points: CostPerLeadPoint[];
}
