import { Arg, Authorized, Query, Resolver } from 'type-graphql';
import type { AdSpendService } from './ad-spend.service';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import { ReportGrouping, Touch } from './ad-spend.enums';
import { ChannelReportRow, CostPerLeadSeries, ManualSpend } from './ad-spend.type';

/**
 * ADMIN, like the dashboard whose leads it counts: a viewer gets FORBIDDEN. A read-only API token
 * (an admin's, for queries only) may read it; writing spend is AdSpendResolver's mutations, which
 * such a token may not call.
 */
@Authorized(ADMIN_ROLE)
@Resolver()
export class ChannelReportResolver {
  constructor(private readonly services: { adSpend: AdSpendService }) {}

  @Query(() => [ChannelReportRow], {
    complexity: listComplexity,
    description:
      'Spend, leads and what became of them per channel (or channel and campaign) for the leads created in [from, to) and the spend ' +
      'of the days whose Amsterdam midnight falls in it; at most ten years. Admins (read-only API tokens too).',
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
