import { timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { runPrepared } from '../shared/database/prepared-statement';
import { LeadStatus, type Qualification } from '../leads/lead.enums';
import { hashSurveyToken } from '../shared/security/random-token';
import { derivedDealValue } from '../leads/deal-value.rules';
import { isHighValue } from '../leads/lead-flags.rules';
import { ForbiddenError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import type { RateLimitCount, RateLimiter } from '../shared/security/rate-limiter';
import { scoreSurvey } from '../leads/lead-score.rules';
import type { SurveyAnswers } from '../leads/survey.model';

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
  return answers;
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
    const limits = options.clientIp !== undefined ? this.limits : undefined;
    if (!isUuid(leadId) || surveyToken.length > 200) {
      // Wrong guesses count too.
      if (limits) {
        await limits.perClient.consume(this.dataSource.manager, options.clientIp!);
        await limits.perLead.consume(this.dataSource.manager, 'invalid');
      }
      throw new ForbiddenError(WRONG_TOKEN);
    }
    const now = options.now ?? new Date();
    const answers = storedAnswers(input);
    const { score, qualification } = scoreSurvey(answers);

    // One statement (one round trip, one short transaction) on this client's and this lead's own
    // rows: the attempt is counted per client and per lead (committed also when the token is wrong,
    // so guesses count), `open` locks the lead only while both counts are within their limits, the
    // token holds and the survey is open (a second completing call waits here, then finds it
    // closed), the update stores the answers and, when a completed survey finds the card in
    // NEW, puts it on top of QUALIFIED (board_top_order(), the column default), and the event records
    // the call for the live feed. A partial save commits without waiting for its WAL flush
    // (synchronous_commit off for this transaction only): it is a draft that every later save
    // repeats in full, so a database crash in the next fraction of a second can lose only a draft,
    // never a lead or a completed survey; visitors then stop queueing on each other's WAL flushes
    // (docs/architecture.md, "Capture").
    const counted = limits
      ? `client_attempt AS (${limits.perClient.statement(12, 13)}), lead_attempt AS (${limits.perLead.statement(14, 15)}),`
      : `client_attempt AS (SELECT 0 AS points, 0 AS ms_left), lead_attempt AS (SELECT 0 AS points, 0 AS ms_left),`;
    const [row] = await runPrepared<{ saved: boolean; client: RateLimitCount; lead: RateLimitCount }>(
      this.dataSource,
      limits ? 'submit_survey_limited' : 'submit_survey',
      `WITH ${counted}
       open AS (
         SELECT id, status FROM leads
         WHERE id = $1 AND survey_token_hash = $9 AND survey_token_expires_at > $4::timestamptz AND NOT survey_completed
           AND (SELECT points FROM client_attempt) <= $10 AND (SELECT points FROM lead_attempt) <= $11
         FOR UPDATE),
       saved AS (
         UPDATE leads l SET survey = $2, survey_completed = $3, survey_completed_at = CASE WHEN $3 THEN $4::timestamptz END,
                lead_score = $5, qualification = $6, derived_value = $7, high_value = $8, updated_at = $4::timestamptz,
                status = CASE WHEN $3 AND open.status = '${LeadStatus.NEW}' THEN '${LeadStatus.QUALIFIED}' ELSE l.status END,
                pipeline_order = CASE WHEN $3 AND open.status = '${LeadStatus.NEW}' THEN board_top_order() ELSE l.pipeline_order END
         FROM open WHERE l.id = open.id
         RETURNING l.id, open.status <> l.status AS qualified),
       event AS (
         INSERT INTO lead_events (lead_id, type, changes)
         SELECT id, CASE WHEN $3 THEN 'survey_completed' ELSE 'survey' END,
                CASE WHEN qualified THEN jsonb_build_object('status', jsonb_build_object('from', '${LeadStatus.NEW}', 'to', '${LeadStatus.QUALIFIED}')) END
         FROM saved)
       SELECT EXISTS (SELECT FROM saved) AS saved, (SELECT to_json(c) FROM client_attempt c) AS client,
              (SELECT to_json(l) FROM lead_attempt l) AS lead,
              set_config('synchronous_commit', CASE WHEN $3 THEN current_setting('synchronous_commit') ELSE 'off' END, true) AS commit`,
      [
        leadId,
        JSON.stringify(answers),
        completed,
        now,
        score,
        qualification,
        derivedDealValue(answers),
        isHighValue(qualification, answers),
        hashSurveyToken(surveyToken),
        limits?.perClient.points ?? 0,
        limits?.perLead.points ?? 0,
        ...(limits ? [...limits.perClient.parameters(options.clientIp!), ...limits.perLead.parameters(leadId)] : []),
      ],
    );
    limits?.perClient.check(row.client);
    limits?.perLead.check(row.lead);
    if (!row.saved) throw new ForbiddenError(await this.whyClosed(leadId, surveyToken, now));
    return { leadScore: score, qualification, completed };
  }

  /** Why the survey could not be saved: the token is wrong, has expired, or the survey is closed. */
  private async whyClosed(leadId: string, surveyToken: string, now: Date): Promise<string> {
    const [row]: { survey_token_hash: string | null; survey_token_expires_at: Date | null; survey_completed: boolean }[] =
      await this.dataSource.query('SELECT survey_token_hash, survey_token_expires_at, survey_completed FROM leads WHERE id = $1', [leadId]);
    if (!row || !sameHash(row.survey_token_hash, surveyToken)) return WRONG_TOKEN;
    if (!row.survey_token_expires_at || new Date(row.survey_token_expires_at) <= now) return EXPIRED;
    return ALREADY_COMPLETED;
  }
}
