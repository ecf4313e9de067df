import { InvestmentBudget } from './survey.enums';
import type { SurveyAnswers } from './survey.model';
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

/**
 * In SQL the rule is the column `leads.priority_score` (the score of a priority lead, else NULL),
 * which a trigger keeps (migrations/1765500000000-lead-priority-score.ts); a test checks it against
 * this function row by row on a real database.
 */
export function isPriority(lead: PriorityCandidate): boolean {
  return lead.status === LeadStatus.NEW && (lead.qualification === Qualification.HOT || (lead.leadScore ?? 0) > PRIORITY_SCORE_ABOVE);
}

/**
 * A qualified lead (docs/scoring.md): scored hot or warm, or moved to QUALIFIED or a column after it
 * (board order is LeadStatus's order). The channel report counts these.
 */
export const QUALIFIED_SCORES: readonly Qualification[] = [Qualification.HOT, Qualification.WARM];
export const QUALIFIED_STATUSES: readonly LeadStatus[] = Object.values(LeadStatus).slice(
  Object.values(LeadStatus).indexOf(LeadStatus.QUALIFIED),
);

export function isQualifiedLead(lead: { status: LeadStatus; qualification: Qualification | null }): boolean {
  return QUALIFIED_STATUSES.includes(lead.status) || (lead.qualification !== null && QUALIFIED_SCORES.includes(lead.qualification));
}

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The same predicate for SQL aggregates over `alias` (a leads row); server/test/ad-spend checks it against isQualifiedLead. */
export function qualifiedLeadSql(alias = 'leads'): string {
  // coalesce keeps the answer true or false (never NULL) for leads without a survey.
  return `(${alias}.status IN (${sqlList(QUALIFIED_STATUSES)}) OR coalesce(${alias}.qualification IN (${sqlList(QUALIFIED_SCORES)}), false))`;
}
