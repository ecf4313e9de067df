import { BusinessSize, InvestmentBudget, MonthlyBudget, Timeline } from './survey.enums';
import type { SurveyAnswers } from './survey.model';

/** docs/scoring.md "Deal value": the only place these points and amounts live. */
export const SCALE_VALUE = 12_250;
export const GROWTH_VALUE = 5_250;
export const STARTER_VALUE = 2_300;

const MONTHLY_BUDGET_POINTS: Partial<Record<MonthlyBudget, number>> = {
  [MonthlyBudget.EUR_5000_PLUS]: 3,
  [MonthlyBudget.EUR_2500_5000]: 2,
  [MonthlyBudget.EUR_1000_2500]: 1,
};

const INVESTMENT_POINTS: Partial<Record<InvestmentBudget, number>> = {
  [InvestmentBudget.EUR_10000_PLUS]: 2,
  [InvestmentBudget.EUR_6000_10000]: 2,
  [InvestmentBudget.EUR_3000_6000]: 1,
};

const SIZE_POINTS: Partial<Record<BusinessSize, number>> = {
  [BusinessSize.SIZE_50_PLUS]: 2,
  [BusinessSize.SIZE_16_50]: 1,
};

/** Services the visitor actually named (empty entries are dropped). */
export function namedServiceCount(services: string[] | undefined): number {
  return (services ?? []).filter((service) => service.trim() !== '').length;
}

function servicePoints(services: string[] | undefined): number {
  const count = namedServiceCount(services);
  if (count >= 4) return 2;
  return count >= 2 ? 1 : 0;
}

export function dealValuePoints(survey: SurveyAnswers): number {
  return (
    ((survey.monthlyBudget && MONTHLY_BUDGET_POINTS[survey.monthlyBudget]) || 0) +
    ((survey.investmentBudget && INVESTMENT_POINTS[survey.investmentBudget]) || 0) +
    ((survey.businessSize && SIZE_POINTS[survey.businessSize]) || 0) +
    servicePoints(survey.businessServices) +
    (survey.timeline === Timeline.ASAP ? 1 : 0)
  );
}

/** The value of a lead nobody priced by hand: 2300 without a survey. */
export function derivedDealValue(survey: SurveyAnswers | null | undefined): number {
  if (!survey) return STARTER_VALUE;
  const points = dealValuePoints(survey);
  if (points >= 6) return SCALE_VALUE;
  if (points >= 3) return GROWTH_VALUE;
  return STARTER_VALUE;
}

export function packageLabel(value: number): string {
  if (value >= SCALE_VALUE) return 'Scale Pakket';
  if (value >= GROWTH_VALUE) return 'Growth Pakket';
  if (value >= STARTER_VALUE) return 'Starter Pakket';
  return 'Custom Pakket';
}

/** The same rule in SQL, for aggregates over `alias` (a leads row): the saved value, else the derived one. */
export const dealValueSql = (alias: string) => `coalesce(${alias}.deal_value, ${alias}.derived_value)`;
