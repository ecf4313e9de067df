import { timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { runPrepared } from '../shared/database/prepared-statement';
import { batchArray, statementBatches, storeOrEachAlone } from '../shared/database/statement-batches';
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

/** Visitors' survey saves stored by one statement at most (docs/architecture.md, "Capture"). */
const MAX_SAVE_BATCH = 50;

/** The batch statement's arrays, $1-$9: lead, answers, completed, time, score, qualification, value, high value, token hash. */
const SAVE_ARRAYS = ['uuid', 'text', 'boolean', 'timestamptz', 'int', 'text', 'int', 'boolean', 'text']
  .map((type, i) => batchArray(i + 1, type))
  .join(', ');

/** A save as the statements store it: the answers with what the rules made of them. */
interface SurveySave {
  leadId: string;
  tokenHash: string;
  answers: SurveyAnswers;
  completed: boolean;
  now: Date;
  score: number;
  qualification: Qualification;
  clientIp: string;
}

/** What storing a save answers: whether the survey was open (and is now saved) and both counts. */
interface StoredSave {
  saved: boolean;
  client: RateLimitCount;
  lead: RateLimitCount;
}

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

  /** The visitors' saves (submitSurvey), many at once under load: one statement per batch instead of one per save. */
  private readonly storeVisitorSave = statementBatches<SurveySave, StoredSave>((saves) => this.storeBatch(saves), MAX_SAVE_BATCH);

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

    const save: SurveySave = {
      leadId,
      tokenHash: hashSurveyToken(surveyToken),
      answers,
      completed,
      now,
      score,
      qualification,
      clientIp: options.clientIp ?? '',
    };
    // The API's saves (counted, at the current time) go in batches; the seed's one by one, uncounted.
    const row = limits && !options.now ? await this.storeVisitorSave(save) : (await this.storeSaves([save], limits))[0];
    limits?.perClient.check(row.client);
    limits?.perLead.check(row.lead);
    if (!row.saved) throw new ForbiddenError(await this.whyClosed(leadId, surveyToken, now));
    return { leadScore: score, qualification, completed };
  }

  /**
   * Stores the visitors' saves that arrived together (storeSaves) as if one after the other: each
   * is counted once per client and per lead, each lead open and within both limits is locked (in id
   * order, so two batches never wait on each other crosswise), updated and given its event; the
   * batch commits without waiting for its WAL flush only when every save in it is a draft. A lead
   * saved twice in one batch has its later saves stored after the batch, one by one in order (one
   * UPDATE cannot change a row twice); they are then counted after the batch's other saves of the
   * same client, an order requests sent at the same moment never had. If the statement fails as a
   * whole, every save is stored again on its own (storeOrEachAlone).
   */
  private async storeBatch(saves: readonly SurveySave[]): Promise<(StoredSave | Error)[]> {
    const store = (batch: readonly SurveySave[]) => this.storeSaves(batch, this.limits);
    const seen = new Set<string>();
    const first = saves.filter((save) => !seen.has(save.leadId) && seen.add(save.leadId));
    const answers = await storeOrEachAlone(first, store);
    const byFirst = new Map(first.map((save, i) => [save, answers[i]]));
    const result: (StoredSave | Error)[] = [];
    for (const save of saves) result.push(byFirst.get(save) ?? (await storeOrEachAlone([save], store))[0]);
    return result;
  }

  /**
   * Saves in one statement (one round trip, one short transaction) on their clients' and leads' own
   * rows, each as it would be alone, counted against the limits when there are any (the API; the
   * seed's saves are not): each attempt is counted per client and per lead (committed also when the
   * token is wrong, so guesses count), `open` locks the lead only while both counts are within their
   * limits, the token holds and the survey is open (a second completing call waits here, then finds
   * it closed), the update stores the answers and, when a completed survey finds the card in NEW,
   * puts it on top of QUALIFIED (board_top_order(), the column default), and the event records the
   * call for the live feed. Drafts commit without waiting for their WAL flush (synchronous_commit
   * off for this transaction only, when no save in it completes a survey): each save carries every
   * answer so far, so a database crash in the next fraction of a second can lose only a draft, never
   * a lead or a completed survey; visitors then stop queueing on each other's WAL flushes
   * (docs/architecture.md, "Capture").
   */
  private async storeSaves(
    saves: readonly SurveySave[],
    limits: { perClient: RateLimiter; perLead: RateLimiter } | undefined,
  ): Promise<StoredSave[]> {
    // $1-$9: the arrays; then, when counted, each limiter's keys and window; then both limits.
    const counting = limits
      ? [
          ...limits.perClient.batchParameters(saves.map((save) => save.clientIp)),
          ...limits.perLead.batchParameters(saves.map((save) => save.leadId)),
        ]
      : [];
    const [clientLimit, leadLimit] = [1, 2].map((i) => 9 + counting.length + i);
    const stored = await runPrepared<StoredSave>(
      this.dataSource,
      limits ? 'submit_survey_batch' : 'submit_survey_batch_uncounted',
      `WITH input AS (
         SELECT * FROM unnest(${SAVE_ARRAYS})
           WITH ORDINALITY AS i(id, survey, completed, at, lead_score, qualification, derived_value, high_value, token_hash, n)),
       ${
         limits
           ? `${limits.perClient.batchStatement(10, 11, 'client_attempt')}, ${limits.perLead.batchStatement(12, 13, 'lead_attempt')}`
           : `client_attempt AS (SELECT n, 0 AS points, 0 AS ms_left FROM input), lead_attempt AS (SELECT n, 0 AS points, 0 AS ms_left FROM input)`
       },
       open AS (
         SELECT l.id, l.status, i.n FROM input i
         JOIN client_attempt c USING (n) JOIN lead_attempt a USING (n)
         JOIN leads l ON l.id = i.id AND l.survey_token_hash = i.token_hash AND l.survey_token_expires_at > i.at AND NOT l.survey_completed
         WHERE c.points <= $${clientLimit} AND a.points <= $${leadLimit}
         ORDER BY l.id
         FOR UPDATE OF l),
       saved AS (
         UPDATE leads l SET survey = i.survey::jsonb, survey_completed = i.completed,
                survey_completed_at = CASE WHEN i.completed THEN i.at END, lead_score = i.lead_score, qualification = i.qualification,
                derived_value = i.derived_value, high_value = i.high_value, updated_at = i.at,
                status = CASE WHEN i.completed AND open.status = '${LeadStatus.NEW}' THEN '${LeadStatus.QUALIFIED}' ELSE l.status END,
                pipeline_order = CASE WHEN i.completed AND open.status = '${LeadStatus.NEW}' THEN board_top_order() ELSE l.pipeline_order END
         FROM open JOIN input i USING (n) WHERE l.id = open.id
         RETURNING l.id, open.n, i.completed, open.status <> l.status AS qualified),
       event AS (
         INSERT INTO lead_events (lead_id, type, changes)
         SELECT id, CASE WHEN completed THEN 'survey_completed' ELSE 'survey' END, CASE WHEN qualified THEN jsonb_build_object('status', jsonb_build_object('from', '${LeadStatus.NEW}', 'to', '${LeadStatus.QUALIFIED}')) END
         FROM saved ORDER BY n)
       SELECT i.n, s.id IS NOT NULL AS saved, to_json(c) AS client, to_json(a) AS lead,
              set_config('synchronous_commit', CASE WHEN (SELECT bool_or(completed) FROM input) THEN current_setting('synchronous_commit') ELSE 'off' END, true) AS commit
       FROM input i JOIN client_attempt c USING (n) JOIN lead_attempt a USING (n) LEFT JOIN saved s USING (n)
       ORDER BY i.n`,
      [
        saves.map((save) => save.leadId),
        saves.map((save) => JSON.stringify(save.answers)),
        saves.map((save) => save.completed),
        saves.map((save) => save.now),
        saves.map((save) => save.score),
        saves.map((save) => save.qualification),
        saves.map((save) => derivedDealValue(save.answers)),
        saves.map((save) => isHighValue(save.qualification, save.answers)),
        saves.map((save) => save.tokenHash),
        ...counting,
        limits?.perClient.points ?? 0,
        limits?.perLead.points ?? 0,
      ],
    );
    if (stored.length !== saves.length) throw new Error(`survey batch: ${stored.length} answers for ${saves.length} saves`);
    return stored;
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
