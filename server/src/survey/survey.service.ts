import { timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LeadStatus, type Qualification } from '../leads/lead.enums';
import { hashSurveyToken } from '../leads/lead-capture.service';
import { derivedDealValue } from '../leads/deal-value.rules';
import { isHighValue } from '../leads/lead-flags.rules';
import type { LeadEventService } from '../leads/lead-event.service';
import { ForbiddenError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { inTransaction } from '../shared/transaction';
import type { RateLimiter } from '../shared/rate-limiter';
import { scoreSurvey } from './lead-score.rules';
import type { SurveyAnswers } from './survey.model';

export interface SurveyOutcome {
  leadScore: number;
  qualification: Qualification;
  completed: boolean;
}

/** One message for an unknown lead and a wrong token: neither tells a guesser which lead ids exist. */
const WRONG_TOKEN = 'Deze vragenlijst hoort niet bij deze aanvraag.';
const EXPIRED = 'De link naar deze vragenlijst is verlopen (na 24 uur). Neem gerust contact met ons op.';
const ALREADY_COMPLETED = 'Deze vragenlijst is al afgerond.';

const ANSWER_KEYS: (keyof SurveyAnswers)[] = [
  'businessServices',
  'businessType',
  'businessSize',
  'currentMarketing',
  'marketingMethods',
  'doingMarketingSelf',
  'monthlyBudget',
  'mainChallenges',
  'biggestFrustration',
  'missedOpportunities',
  'improvementAreas',
  'competitorAdvantages',
  'specificGoals',
  'timeline',
  'priorities',
  'successMetrics',
  'investmentBudget',
  'budgetFlexibility',
  'expectedROI',
  'websiteSatisfaction',
];

/** Answers as they arrive: any of them may be null. */
export type SubmittedAnswers = { [K in keyof SurveyAnswers]?: SurveyAnswers[K] | null };

/** The answers as stored: only what was answered (null, empty text and missing all mean "not answered"). */
export function storedAnswers(input: SubmittedAnswers): SurveyAnswers {
  const answers: Record<string, unknown> = {};
  for (const key of ANSWER_KEYS) {
    const value = input[key];
    if (value === undefined || value === null || value === '') continue;
    // A list answer names each option once (the dashboard counts leads per challenge).
    answers[key] = Array.isArray(value) ? [...new Set(value)] : value;
  }
  return answers as SurveyAnswers;
}

function sameHash(stored: string | null, token: string): boolean {
  if (!stored) return false;
  const given = Buffer.from(hashSurveyToken(token), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * submitSurvey. Each call replaces the saved answers and stores their score, qualification, derived
 * deal value and high-value flag (computed by the rules modules, never in SQL). The completing call
 * moves a NEW lead to the top of QUALIFIED: a freshly qualified lead is the one sales should call
 * first, just as a new lead sits on top of NEW. After completion the survey is closed (FORBIDDEN):
 * sales may already be acting on the score, so nobody can rewrite it, not even with the token.
 */
export class SurveyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: LeadEventService,
    private readonly limits?: { perClient: RateLimiter; perLead: RateLimiter },
  ) {}

  /** `now` is for the seed script's history; the API uses the current time. */
  async submit(
    leadId: string,
    surveyToken: string,
    input: SubmittedAnswers,
    completed: boolean,
    options: { now?: Date; clientIp?: string } = {},
  ): Promise<SurveyOutcome> {
    if (this.limits && options.clientIp !== undefined) {
      // Counted on their own (autocommit), before the token is checked: wrong guesses count too.
      await this.limits.perClient.consume(this.dataSource.manager, options.clientIp);
      await this.limits.perLead.consume(this.dataSource.manager, isUuid(leadId) ? leadId : 'invalid');
    }
    if (!isUuid(leadId) || surveyToken.length > 200) throw new ForbiddenError(WRONG_TOKEN);
    const now = options.now ?? new Date();
    const answers = storedAnswers(input);
    const { score, qualification } = scoreSurvey(answers);

    return inTransaction(this.dataSource, async (manager) => {
      // Only this lead's own row is locked: a second completing call waits here, then sees it closed.
      const [row] = await manager.query(
        'SELECT status, survey_token_hash, survey_token_expires_at, survey_completed FROM leads WHERE id = $1 FOR UPDATE',
        [leadId],
      );
      if (!row || !sameHash(row.survey_token_hash, surveyToken)) throw new ForbiddenError(WRONG_TOKEN);
      if (!row.survey_token_expires_at || new Date(row.survey_token_expires_at) <= now) throw new ForbiddenError(EXPIRED);
      if (row.survey_completed) throw new ForbiddenError(ALREADY_COMPLETED);

      // A completed survey moves a NEW card on top of QUALIFIED (the column default order).
      const qualifies = completed && row.status === LeadStatus.NEW;
      await manager.query(
        `UPDATE leads SET survey = $2, survey_completed = $3, survey_completed_at = CASE WHEN $3 THEN $4::timestamptz END,
                lead_score = $5, qualification = $6, derived_value = $7, high_value = $8, updated_at = $4::timestamptz
                ${qualifies ? `, status = '${LeadStatus.QUALIFIED}', pipeline_order = DEFAULT` : ''}
         WHERE id = $1`,
        [
          leadId,
          JSON.stringify(answers),
          completed,
          now,
          score,
          qualification,
          derivedDealValue(answers),
          isHighValue(qualification, answers),
        ],
      );
      await this.events.record(manager, {
        leadId,
        type: completed ? 'survey_completed' : 'survey',
        changes: qualifies ? { status: { from: LeadStatus.NEW, to: LeadStatus.QUALIFIED } } : undefined,
      });
      return { leadScore: score, qualification, completed };
    });
  }
}
