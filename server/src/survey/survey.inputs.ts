import { Field, InputType, Int } from 'type-graphql';
import { BusinessSize, BusinessType, Challenge, InvestmentBudget, MarketingChannel, MonthlyBudget, Timeline } from '../leads/survey.enums';
import { AtLeast, AtMost, MaxChars, MaxItems, Trim } from '../shared/graphql/validation';

/** Free text answers: docs/lead-api.md "Limits". */
const TEXT_MAX = 5000;
/** One entry of a list answer (a service, a priority), and how many entries a list may hold. */
const ENTRY_MAX = 200;
const LIST_MAX = 20;

@InputType({ description: 'The answers so far: every field is optional while the survey is partial.' })
export class SurveyInput {
  @Field(() => [String], { nullable: true, description: 'Empty entries are dropped.' })
  @Trim()
  @MaxItems(LIST_MAX)
  @MaxChars(ENTRY_MAX, { each: true })
  businessServices?: string[] | null;

  @Field(() => BusinessType, { nullable: true })
  businessType?: BusinessType | null;

  @Field(() => BusinessSize, { nullable: true })
  businessSize?: BusinessSize | null;

  @Field(() => [MarketingChannel], { nullable: true })
  @MaxItems(LIST_MAX)
  currentMarketing?: MarketingChannel[] | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  marketingMethods?: string | null;

  @Field(() => Boolean, { nullable: true })
  doingMarketingSelf?: boolean | null;

  @Field(() => MonthlyBudget, { nullable: true })
  monthlyBudget?: MonthlyBudget | null;

  @Field(() => [Challenge], { nullable: true })
  @MaxItems(LIST_MAX)
  mainChallenges?: Challenge[] | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  biggestFrustration?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  missedOpportunities?: string | null;

  @Field(() => [String], { nullable: true })
  @Trim()
  @MaxItems(LIST_MAX)
  @MaxChars(ENTRY_MAX, { each: true })
  improvementAreas?: string[] | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  competitorAdvantages?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  specificGoals?: string | null;

  @Field(() => Timeline, { nullable: true })
  timeline?: Timeline | null;

  @Field(() => [String], { nullable: true })
  @Trim()
  @MaxItems(LIST_MAX)
  @MaxChars(ENTRY_MAX, { each: true })
  priorities?: string[] | null;

  @Field(() => [String], { nullable: true })
  @Trim()
  @MaxItems(LIST_MAX)
  @MaxChars(ENTRY_MAX, { each: true })
  successMetrics?: string[] | null;

  @Field(() => InvestmentBudget, { nullable: true })
  investmentBudget?: InvestmentBudget | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  budgetFlexibility?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(TEXT_MAX)
  expectedROI?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 10.' })
  @AtLeast(1)
  @AtMost(10)
  websiteSatisfaction?: number | null;
}
