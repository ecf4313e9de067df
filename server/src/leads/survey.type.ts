import { Field, Int, ObjectType } from 'type-graphql';
import { BusinessSize, BusinessType, Challenge, InvestmentBudget, MarketingChannel, MonthlyBudget, Timeline } from './survey.enums';

@ObjectType({ description: "A lead's survey answers; every answer may be missing while the survey is partial.", simpleResolvers: true })
export class Survey {
  @Field(() => [String])
  businessServices: string[];

  @Field(() => BusinessType, { nullable: true })
  businessType: BusinessType | null;

  @Field(() => BusinessSize, { nullable: true })
  businessSize: BusinessSize | null;

  @Field(() => [MarketingChannel])
  currentMarketing: MarketingChannel[];

  @Field(() => String, { nullable: true })
  marketingMethods: string | null;

  @Field(() => Boolean, { nullable: true })
  doingMarketingSelf: boolean | null;

  @Field(() => MonthlyBudget, { nullable: true })
  monthlyBudget: MonthlyBudget | null;

  @Field(() => [Challenge])
  mainChallenges: Challenge[];

  @Field(() => String, { nullable: true })
  biggestFrustration: string | null;

  @Field(() => String, { nullable: true })
  missedOpportunities: string | null;

  @Field(() => [String])
  improvementAreas: string[];

  @Field(() => String, { nullable: true })
  competitorAdvantages: string | null;

  @Field(() => String, { nullable: true })
  specificGoals: string | null;

  @Field(() => Timeline, { nullable: true })
  timeline: Timeline | null;

  @Field(() => [String])
  priorities: string[];

  @Field(() => [String])
  successMetrics: string[];

  @Field(() => InvestmentBudget, { nullable: true })
  investmentBudget: InvestmentBudget | null;

  @Field(() => String, { nullable: true })
  budgetFlexibility: string | null;

  @Field(() => String, { nullable: true })
  expectedROI: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 10.' })
  websiteSatisfaction: number | null;

  @Field(() => Boolean, { description: 'True once the visitor finished all 15 steps.' })
  completed: boolean;
}
