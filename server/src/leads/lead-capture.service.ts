import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LeadSource, LeadStatus } from './lead.enums';
import type { CreateLeadInput } from './lead.inputs';
import type { ButtonClickRecord } from '../survey/survey.model';
import type { BoardService } from '../pipeline/board.service';
import { notifyLeadChange } from '../realtime/lead-change';
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
  ) {}

  /** createLead as a visitor calls it: rate limit, honeypot, the quick scan's required fields. */
  async capture(input: CreateLeadInput, clientIp: string): Promise<CreatedLead> {
    await this.limiter.consume(clientIp);
    if (textOrNull(input.faxNumber?.trim())) {
      // A bot: answer like a success so it learns nothing, and keep nothing.
      return { leadId: randomUUID(), surveyToken: newSurveyToken() };
    }
    if (input.source === LeadSource.QUICKSCAN) {
      const missing = QUICKSCAN_REQUIRED.filter((field) => !textOrNull(input[field]));
      if (missing.length > 0) {
        throw new BadUserInputError(missing.map((field) => ({ field, message: 'is verplicht bij een quick scan' })));
      }
    }
    return this.create({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      website: input.website,
      message: input.message,
      budget: input.budget,
      source: input.source,
      buttonClick: input.buttonClick
        ? {
            buttonText: input.buttonClick.buttonText,
            pagePath: input.buttonClick.pagePath,
            pageTitle: input.buttonClick.pageTitle,
            timestamp: input.buttonClick.timestamp.toISOString(),
          }
        : null,
    });
  }

  /**
   * Stores a lead on top of the NEW column with a fresh survey token. `createdAt` is for the seed
   * script (history); the API always uses the database's clock.
   */
  async create(lead: NewLead, options: { createdAt?: Date } = {}): Promise<CreatedLead> {
    const surveyToken = newSurveyToken();
    return inTransaction(this.dataSource, async (manager) => {
      await this.board.lockColumns(manager, [LeadStatus.NEW]);
      const order = await this.board.topOrder(manager, LeadStatus.NEW);
      const [row] = await manager.query(
        `INSERT INTO leads (name, email, phone, company, website, message, budget, source, status, pipeline_order,
                            button_click, survey_token_hash, survey_token_expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
                 coalesce($13::timestamptz, now()) + make_interval(hours => $14), coalesce($13::timestamptz, now()), coalesce($13::timestamptz, now()))
         RETURNING id`,
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
          order,
          lead.buttonClick ? JSON.stringify(lead.buttonClick) : null,
          hashSurveyToken(surveyToken),
          options.createdAt ?? null,
          SURVEY_TOKEN_HOURS,
        ],
      );
      await this.board.afterInsert(manager, LeadStatus.NEW, order);
      await notifyLeadChange(manager, { kind: 'CREATED', id: row.id });
      return { leadId: row.id as string, surveyToken };
    });
  }
}
