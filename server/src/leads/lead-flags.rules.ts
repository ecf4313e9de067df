import { InvestmentBudget } from '../survey/survey.enums';
import type { SurveyAnswers } from '../survey/survey.model';
import { LeadStatus, Qualification } from './lead.enums';

/** docs/scoring.md: high value and priority. The only place these rules live. */
export const PRIORITY_SCORE_ABOVE = 70;
export const PRIORITY_LIST_SIZE = 5;

const NOT_HIGH_VALUE_BUDGETS = new Set<InvestmentBudget>([InvestmentBudget.EUR_0_500, InvestmentBudget.UNDECIDED]);

export function isHighValue(qualification: Qualification | null | undefined, survey: SurveyAnswers | null | undefined): boolean {
  const budget = survey?.investmentBudget;
  return qualification === Qualification.HOT && !!budget && !NOT_HIGH_VALUE_BUDGETS.has(budget);
}

export interface PriorityCandidate {
  status: LeadStatus;
  qualification: Qualification | null;
  leadScore: number | null;
}

export function isPriority(lead: PriorityCandidate): boolean {
  return lead.status === LeadStatus.NEW && (lead.qualification === Qualification.HOT || (lead.leadScore ?? 0) > PRIORITY_SCORE_ABOVE);
}

/**
 * The same predicate for SQL aggregates (dashboard counts and lists), on the `leads` table under the
 * given alias. A unit test checks it against isPriority row by row on a real database.
 */
export function prioritySql(alias = 'leads'): string {
  // IS NOT DISTINCT FROM keeps the answer true or false (never NULL) for leads without a survey.
  return `(${alias}.status = '${LeadStatus.NEW}' AND (${alias}.qualification IS NOT DISTINCT FROM '${Qualification.HOT}' OR COALESCE(${alias}.lead_score, 0) > ${PRIORITY_SCORE_ABOVE}))`;
}
