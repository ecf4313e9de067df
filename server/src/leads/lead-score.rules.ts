import { Qualification } from './lead.enums';
import { BusinessSize, Challenge, InvestmentBudget, MarketingChannel, Timeline } from './survey.enums';
import type { SurveyAnswers } from './survey.model';

/** docs/scoring.md "Lead score": the only place these points live. */
export const HOT_THRESHOLD = 70;
export const WARM_THRESHOLD = 40;
export const MAX_SCORE = 100;

export type ScoreFactor =
  'businessSize' | 'currentMarketing' | 'investmentBudget' | 'timeline' | 'tooFewQualifiedLeads' | 'noOnlineVisibility';

export interface ScoreLine {
  factor: ScoreFactor;
  /** Dutch, as the admin panel shows it. */
  label: string;
  points: number;
}

export interface SurveyScore {
  score: number;
  qualification: Qualification;
  /** Every factor with its points (0 where the answer earns nothing), in contract order. */
  breakdown: ScoreLine[];
}

const BUSINESS_SIZE_POINTS: Partial<Record<BusinessSize, number>> = {
  [BusinessSize.SIZE_2_5]: 10,
  [BusinessSize.SIZE_6_15]: 15,
  [BusinessSize.SIZE_16_50]: 20,
  [BusinessSize.SIZE_50_PLUS]: 20,
};

const INVESTMENT_POINTS: Partial<Record<InvestmentBudget, number>> = {
  [InvestmentBudget.EUR_10000_PLUS]: 25,
  [InvestmentBudget.EUR_6000_10000]: 20,
  [InvestmentBudget.EUR_3000_6000]: 15,
  [InvestmentBudget.EUR_1500_3000]: 10,
};

const TIMELINE_POINTS: Partial<Record<Timeline, number>> = {
  [Timeline.ASAP]: 15,
  [Timeline.WITHIN_1_MONTH]: 12,
  [Timeline.MONTHS_1_3]: 8,
};

/** Channels actually in use: NONE and repeats do not count. */
export function activeChannelCount(channels: MarketingChannel[] | undefined): number {
  return new Set((channels ?? []).filter((channel) => channel !== MarketingChannel.NONE)).size;
}

function marketingPoints(channels: MarketingChannel[] | undefined): number {
  const count = activeChannelCount(channels);
  if (count === 0) return 20;
  return count === 1 ? 15 : 10;
}

export function qualify(score: number): Qualification {
  if (score >= HOT_THRESHOLD) return Qualification.HOT;
  if (score >= WARM_THRESHOLD) return Qualification.WARM;
  return Qualification.COLD;
}

export function scoreSurvey(survey: SurveyAnswers): SurveyScore {
  const challenges = new Set(survey.mainChallenges ?? []);
  const breakdown: ScoreLine[] = [
    { factor: 'businessSize', label: 'Bedrijfsgrootte', points: (survey.businessSize && BUSINESS_SIZE_POINTS[survey.businessSize]) || 0 },
    { factor: 'currentMarketing', label: 'Huidige marketing', points: marketingPoints(survey.currentMarketing) },
    {
      factor: 'investmentBudget',
      label: 'Investeringsbudget',
      points: (survey.investmentBudget && INVESTMENT_POINTS[survey.investmentBudget]) || 0,
    },
    { factor: 'timeline', label: 'Tijdlijn', points: (survey.timeline && TIMELINE_POINTS[survey.timeline]) || 0 },
    {
      factor: 'tooFewQualifiedLeads',
      label: 'Uitdaging: te weinig gekwalificeerde leads',
      points: challenges.has(Challenge.TOO_FEW_QUALIFIED_LEADS) ? 10 : 0,
    },
    {
      factor: 'noOnlineVisibility',
      label: 'Uitdaging: geen online zichtbaarheid',
      points: challenges.has(Challenge.NO_ONLINE_VISIBILITY) ? 10 : 0,
    },
  ];
  const score = Math.min(
    MAX_SCORE,
    breakdown.reduce((sum, line) => sum + line.points, 0),
  );
  return { score, qualification: qualify(score), breakdown };
}
