import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { LeadSource, LeadStatus, Qualification } from '../leads/lead.enums';
import { Lead } from '../leads/lead.type';
import { CampaignStats, ChannelStats } from './attribution-stats.type';
import { BusinessType, Challenge, MonthlyBudget, Timeline } from '../leads/survey.enums';

@ArgsType()
export class DashboardArgs {
  @Field(() => Date, { nullable: true, description: 'Inclusive; leave out (with `to`) for all data.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Exclusive; defaults to now when `from` is given.' })
  to?: Date | null;
}

@ObjectType({ description: 'The period shown and the one before it (equal length) that changes compare with.' })
export class DashboardPeriod {
  @Field(() => Date, { nullable: true, description: 'Null: from the first lead.' })
  from: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null: up to now, all data.' })
  to: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null when there is no previous period (all data).' })
  previousFrom: Date | null;

  @Field(() => Date, { nullable: true })
  previousTo: Date | null;
}

@ObjectType({ description: 'A KPI against the previous period of equal length.' })
export class KpiChange {
  @Field(() => Float, { description: 'The KPI in the previous period.' })
  previous: number;

  @Field(() => Float, { description: 'Current minus previous (percentage points for rates).' })
  difference: number;

  @Field(() => Int, { nullable: true, description: 'Relative change in whole percent; null when the previous value was 0.' })
  percent: number | null;
}

@ObjectType()
export class DashboardChanges {
  @Field(() => KpiChange) totalLeads: KpiChange;
  @Field(() => KpiChange) newLeads: KpiChange;
  @Field(() => KpiChange) qualifiedLeads: KpiChange;
  @Field(() => KpiChange) conversionRate: KpiChange;
  @Field(() => KpiChange) surveyCompletionRate: KpiChange;
  @Field(() => KpiChange) averageScore: KpiChange;
  @Field(() => KpiChange) hotLeads: KpiChange;
  @Field(() => KpiChange) warmLeads: KpiChange;
  @Field(() => KpiChange) coldLeads: KpiChange;
  @Field(() => KpiChange) highValueLeads: KpiChange;
  @Field(() => KpiChange) priorityLeads: KpiChange;
}

@ObjectType()
export class LeadsBySource {
  @Field(() => Int) quickscan: number;
  @Field(() => Int) contact: number;
  @Field(() => Int) whatsapp: number;
}

@ObjectType({ description: 'A lead source with its share of all leads in the period.' })
export class SourceShare {
  @Field(() => LeadSource) source: LeadSource;
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Whole percent of totalLeads.' }) percent: number;
}

@ObjectType({ description: 'Share of the leads with a score (a survey, partial or complete).' })
export class QualificationShare {
  @Field(() => Qualification) qualification: Qualification;
  @Field(() => Int) count: number;
  @Field(() => Int) percent: number;
}

@ObjectType({ description: 'A monthly marketing budget; percent of the leads that answered it.' })
export class BudgetShare {
  @Field(() => MonthlyBudget) budget: MonthlyBudget;
  @Field(() => Int) count: number;
  @Field(() => Int) percent: number;
}

@ObjectType({ description: 'A business type; percent of the leads that answered it.' })
export class BusinessTypeShare {
  @Field(() => BusinessType) businessType: BusinessType;
  @Field(() => Int) count: number;
  @Field(() => Int) percent: number;
}

@ObjectType({ description: 'A timeline; percent of the leads that answered it (unknown is left out).' })
export class TimelineShare {
  @Field(() => Timeline) timeline: Timeline;
  @Field(() => Int) count: number;
  @Field(() => Int) percent: number;
}

@ObjectType({ description: 'A challenge; percent of the leads with a survey that named it.' })
export class ChallengeShare {
  @Field(() => Challenge) challenge: Challenge;
  @Field(() => Int) count: number;
  @Field(() => Int) percent: number;
}

@ObjectType()
export class ButtonStat {
  @Field(() => String) buttonText: string;
  @Field(() => Int) clicks: number;
  @Field(() => Int, { description: 'Whole percent of all leads with click data.' }) percent: number;
}

@ObjectType()
export class PageStat {
  @Field(() => String) pagePath: string;
  @Field(() => Int) clicks: number;
  @Field(() => Int) percent: number;
}

@ObjectType({ description: 'Leads from a button that reached QUALIFIED or CLOSED.' })
export class ButtonConversion {
  @Field(() => String) buttonText: string;
  @Field(() => Int) clicks: number;
  @Field(() => Int) conversions: number;
  @Field(() => Int, { description: 'Whole percent of clicks (badge tiers at 50 and 25).' }) rate: number;
}

@ObjectType()
export class ButtonPerformance {
  @Field(() => Int, { description: 'Leads with click data; 0 shows the empty text.' }) totalClicks: number;
  @Field(() => [ButtonStat], { description: 'Top 5 by clicks.' }) topButtons: ButtonStat[];
  @Field(() => [PageStat], { description: 'Top 5 by clicks.' }) topPages: PageStat[];
  @Field(() => [ButtonConversion], { description: 'Top 5 by conversion rate, then clicks.' }) buttonConversion: ButtonConversion[];
}

@ObjectType()
export class DayCount {
  @Field(() => String, { description: 'YYYY-MM-DD, a day in Amsterdam.' }) date: string;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'A board column: its leads in the period and their deal value.' })
export class PipelineColumnStats {
  @Field(() => LeadStatus) status: LeadStatus;
  @Field(() => Int) count: number;
  @Field(() => Float, { description: 'Euro: saved values, else derived.' }) value: number;
  @Field(() => Int, { description: 'Whole percent of the leads in the period.' }) percent: number;
  @Field(() => Int, { description: 'Whole percent of the pipeline value.' }) valuePercent: number;
}

@ObjectType({ description: 'Every figure of the dashboard for leads created in the period, computed in SQL.' })
export class Dashboard {
  @Field(() => DashboardPeriod) period: DashboardPeriod;

  @Field(() => Int) totalLeads: number;
  @Field(() => Int, { description: 'Leads now in NEW.' }) newLeads: number;
  @Field(() => Int, { description: 'Leads now in QUALIFIED.' }) qualifiedLeads: number;
  @Field(() => Int, { description: 'qualifiedLeads / totalLeads, whole percent.' }) conversionRate: number;
  @Field(() => Int, { description: 'Leads created in the 7 days before now, whatever the period.' }) leadsThisWeek: number;
  @Field(() => LeadsBySource) leadsBySource: LeadsBySource;
  @Field(() => Int, { description: 'Completed surveys / totalLeads, whole percent.' }) surveyCompletionRate: number;
  @Field(() => Float, { description: 'Average lead score of the leads with a score, one decimal; 0 without any.' }) averageScore: number;
  @Field(() => Int) hotLeads: number;
  @Field(() => Int) warmLeads: number;
  @Field(() => Int) coldLeads: number;
  @Field(() => Int) highValueLeads: number;
  @Field(() => Int, { description: 'NEW and (HOT or score above 70).' }) priorityLeads: number;
  @Field(() => [Lead], { description: 'The 5 priority leads with the highest score.' }) priorityList: Lead[];

  @Field(() => DashboardChanges, { nullable: true, description: 'Null when there is no previous period (all data).' })
  changes: DashboardChanges | null;

  @Field(() => [SourceShare]) sources: SourceShare[];
  @Field(() => [QualificationShare]) qualificationSplit: QualificationShare[];
  @Field(() => [BudgetShare], { description: 'Top 4 monthly budgets.' }) budgetDistribution: BudgetShare[];
  @Field(() => [BusinessTypeShare], { description: 'Top 5 business types.' }) businessProfile: BusinessTypeShare[];
  @Field(() => [TimelineShare], { description: 'Answered timelines, most urgent first.' }) timelineUrgency: TimelineShare[];
  @Field(() => [ChallengeShare], { description: 'Top 5 challenges.' }) topChallenges: ChallengeShare[];
  @Field(() => [Lead], { description: 'The last 4 completed surveys, newest first.' }) recentSurveys: Lead[];
  @Field(() => ButtonPerformance) buttonPerformance: ButtonPerformance;
  @Field(() => [DayCount], { description: 'Leads per day over the period (at most the last 366 days), zeros included.' })
  leadsPerDay: DayCount[];
  @Field(() => [PipelineColumnStats], { description: 'The four columns in board order.' }) pipeline: PipelineColumnStats[];
  @Field(() => Float, { description: "Sum of the columns' values." }) pipelineValue: number;
  @Field(() => [ChannelStats], { description: 'Leads per channel (only channels with leads), in the enum order; null channel last.' })
  channels: ChannelStats[];
  @Field(() => [CampaignStats], { description: 'The 10 campaigns with the most leads.' }) campaigns: CampaignStats[];

  @Field(() => Date, {
    description:
      'When the summary was last recounted (every minute by default). A new lead always counts at once; ' +
      'a change to a lead (a move, survey, value or deletion) shows in the figures from the next recount on.',
  })
  summaryRefreshedAt: Date;
}
