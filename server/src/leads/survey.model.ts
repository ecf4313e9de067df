import type { BusinessSize, BusinessType, Challenge, InvestmentBudget, MarketingChannel, MonthlyBudget, Timeline } from './survey.enums';

/**
 * A survey as stored in `leads.survey` (jsonb) and as the rules read it. Every answer is optional:
 * a survey is saved after each step, so it may be partial.
 */
export interface SurveyAnswers {
  businessServices?: string[];
  businessType?: BusinessType | null;
  businessSize?: BusinessSize | null;
  currentMarketing?: MarketingChannel[];
  marketingMethods?: string | null;
  doingMarketingSelf?: boolean | null;
  monthlyBudget?: MonthlyBudget | null;
  mainChallenges?: Challenge[];
  biggestFrustration?: string | null;
  missedOpportunities?: string | null;
  improvementAreas?: string[];
  competitorAdvantages?: string | null;
  specificGoals?: string | null;
  timeline?: Timeline | null;
  priorities?: string[];
  successMetrics?: string[];
  investmentBudget?: InvestmentBudget | null;
  budgetFlexibility?: string | null;
  expectedROI?: string | null;
  websiteSatisfaction?: number | null;
}

export interface ButtonClickRecord {
  buttonText: string;
  pagePath: string;
  pageTitle: string;
  /** ISO-8601. */
  timestamp: string;
}
