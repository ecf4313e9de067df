import { Arg, Authorized, Query, Resolver } from 'type-graphql';
import type { AdSpendService } from './ad-spend.service';
import { listComplexity } from '../shared/graphql/operation-limits';
import { ReportGrouping, Touch } from './ad-spend.enums';
import { ChannelReportRow, CostPerLeadSeries, ManualSpend } from './ad-spend.type';

/**
 * Any signed-in account (viewers and read-only API tokens too): the channel report reads figures,
 * it changes nothing. Writing spend is AdSpendResolver's, for admins.
 */
@Authorized()
@Resolver()
export class ChannelReportResolver {
  constructor(private readonly services: { adSpend: AdSpendService }) {}

  @Query(() => [ChannelReportRow], {
    complexity: listComplexity,
    description:
      'Spend, leads and what became of them per channel (or channel and campaign) for the leads created in [from, to) and the spend ' +
      'of the days whose Amsterdam midnight falls in it; at most ten years. Signed-in accounts of any role.',
  })
  channelReport(
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('by', () => ReportGrouping, { nullable: true, defaultValue: ReportGrouping.CHANNEL }) by: ReportGrouping | null,
    @Arg('touch', () => Touch, { nullable: true, defaultValue: Touch.FIRST }) touch: Touch | null,
  ): Promise<ChannelReportRow[]> {
    return this.services.adSpend.report(from, to, by ?? ReportGrouping.CHANNEL, touch ?? Touch.FIRST);
  }

  @Query(() => CostPerLeadSeries, {
    description: 'Cost per lead per day, week or month of [from, to) for every channel with spend (the period picks the width).',
  })
  costPerLeadSeries(
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('touch', () => Touch, { nullable: true, defaultValue: Touch.FIRST }) touch: Touch | null,
  ): Promise<CostPerLeadSeries> {
    return this.services.adSpend.series(from, to, touch ?? Touch.FIRST);
  }

  @Query(() => [ManualSpend], { complexity: listComplexity, description: 'Every manual amount, newest month first.' })
  manualSpend(): Promise<ManualSpend[]> {
    return this.services.adSpend.listManual();
  }
}
