import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LeadSource, LeadStatus } from './lead.enums';
import type { CreateLeadInput } from './lead.inputs';
import type { ButtonClickRecord } from '../survey/survey.model';
import type { BoardService } from '../pipeline/board.service';
import { ORDER_GAP } from '../pipeline/board-order.rules';
import { notifyLeadChangeSql } from '../realtime/lead-change';
import { BadUserInputError } from '../shared/errors';
import type { RateLimiter } from '../shared/rate-limiter';
import { textOrNull } from '../shared/text';
import { inTransaction } from '../shared/transaction';

/** How long the visitor may fill in the survey after creating the lead. */
export const SURVEY_TOKEN_HOURS = 24;

export interface NewLead {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  website?: string | null;
  message?: string | null;
  budget?: string | null;
  source: LeadSource;
  buttonClick?: ButtonClickRecord | null;
}

export interface CreatedLead {
  leadId: string;
  /** The only copy of the secret: the database keeps its SHA-256. */
  surveyToken: string;
}

export function hashSurveyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newSurveyToken = () => randomBytes(32).toString('base64url');

const QUICKSCAN_REQUIRED = ['phone', 'company', 'website'] as const;

/** Public lead capture: the quick scan, contact forms, WhatsApp. */
export class LeadCaptureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly board: BoardService,
    private readonly limiter: RateLimiter,
    /** The limiter's points: the statement stores nothing once the count passes them. */
    private readonly limitPoints: number,
  ) {}

  /** createLead as a visitor calls it: rate limit, honeypot, the quick scan's required fields. */
  async capture(input: CreateLeadInput, clientIp: string): Promise<CreatedLead> {
    if (textOrNull(input.faxNumber?.trim())) {
      // A bot: count it, answer like a success so it learns nothing, and keep nothing.
      await inTransaction(this.dataSource, (manager) => this.limiter.consume(manager, clientIp));
      return { leadId: randomUUID(), surveyToken: newSurveyToken() };
    }
    const source = input.source ?? LeadSource.QUICKSCAN;
    if (source === LeadSource.QUICKSCAN) {
      const missing = QUICKSCAN_REQUIRED.filter((field) => !textOrNull(input[field]));
      if (missing.length > 0) {
        throw new BadUserInputError(missing.map((field) => ({ field, message: 'is verplicht bij een quick scan' })));
      }
    }
    const click = input.buttonClick;
    const lead: NewLead = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      website: input.website,
      message: input.message,
      budget: input.budget,
      source,
      buttonClick: click
        ? { buttonText: click.buttonText, pagePath: click.pagePath, pageTitle: click.pageTitle, timestamp: click.timestamp.toISOString() }
        : null,
    };
    return this.create(lead, { rateLimitKey: clientIp });
  }

  /**
   * Stores a lead on top of the NEW column with a fresh survey token, counting the attempt against
   * `rateLimitKey`. `createdAt` is for the seed script (history); the API always uses the
   * database's clock.
   *
   * All of it is one statement, so one round trip and one commit: share the NEW column's lock (new
   * leads only add to the count of the column's first block and take distinct orders from the top
   * sequence, so they need not wait for each other), count the attempt, store the lead unless over
   * the limit, publish it (notifyLeadChangeSql: delivered only if this commits), and report how full
   * the first block got. Every round trip and every row lock held until commit showed in the
   * create-lead benchmark: the rollup and block rows the triggers update are shared by all new leads.
   */
  async create(lead: NewLead, options: { createdAt?: Date; rateLimitKey?: string } = {}): Promise<CreatedLead> {
    const surveyToken = newSurveyToken();
    const limited = options.rateLimitKey !== undefined;
    const [row] = await this.dataSource.query(
      `WITH shared AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared($15, $16)),
       ${limited ? `counted AS (${this.limiter.statement(17, 18)}),` : ''}
       stored AS (
         INSERT INTO leads (name, email, phone, company, website, message, budget, source, status, pipeline_order,
                            button_click, survey_token_hash, survey_token_expires_at, created_at, updated_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9::varchar, -(nextval('board_top_seq') * $14::float8),
                $10, $11, coalesce($12::timestamptz, now()) + make_interval(hours => $13),
                coalesce($12::timestamptz, now()), coalesce($12::timestamptz, now())
         FROM shared${limited ? `, counted WHERE counted.points <= $19` : ''}
         RETURNING id, pipeline_order
       ),
       published AS MATERIALIZED (SELECT ${notifyLeadChangeSql('CREATED', 'stored.id')} FROM stored)
       SELECT stored.id, stored.pipeline_order, (SELECT count(*) FROM published) AS published,
              (SELECT cards FROM board_blocks WHERE status = $9::varchar AND lo = '-Infinity'::float8) + 1 AS cards_in_block
              ${limited ? ', counted.points, counted.ms_left FROM counted LEFT JOIN stored ON true' : 'FROM stored'}`,
      [
        lead.name,
        lead.email,
        textOrNull(lead.phone),
        textOrNull(lead.company),
        textOrNull(lead.website),
        textOrNull(lead.message),
        textOrNull(lead.budget),
        lead.source,
        LeadStatus.NEW,
        lead.buttonClick ? JSON.stringify(lead.buttonClick) : null,
        hashSurveyToken(surveyToken),
        options.createdAt ?? null,
        SURVEY_TOKEN_HOURS,
        ORDER_GAP,
        ...this.board.columnLockKey(LeadStatus.NEW),
        ...(limited ? [...this.limiter.parameters(options.rateLimitKey!), this.limitPoints] : []),
      ],
    );
    if (limited) this.limiter.check(row);
    const created = { leadId: row.id as string, order: Number(row.pipeline_order), cardsInBlock: Number(row.cards_in_block) };
    if (created.cardsInBlock > this.board.blockLimits.maxCards) await this.board.splitAfterInsert(LeadStatus.NEW, created.order);
    return { leadId: created.leadId, surveyToken };
  }
}
