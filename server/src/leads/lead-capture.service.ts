import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LeadSource } from './lead.enums';
import type { CreateLeadInput } from './lead.inputs';
import type { ButtonClickRecord } from './survey.model';
import { LeadEventService } from './lead-event.service';
import { BadUserInputError } from '../shared/errors';
import type { RateLimitCount, RateLimiter } from '../shared/rate-limiter';
import { textOrNull } from '../shared/text';
import { hashSurveyToken, randomToken } from '../shared/random-token';
import { inTransaction } from '../shared/transaction';
import { runPrepared } from '../shared/prepared-statement';
import { databaseInputError } from '../shared/database-input-error';
import type { AttributionRecord } from './arrival.model';
import { toAttributionRecord } from './attribution.mapper';
import { firstTouch, leadCampaign, leadChannel } from './channel.rules';

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
  attribution?: AttributionRecord | null;
  /** The privacy statement version the visitor's form linked to. */
  privacyVersion?: string | null;
}

export interface CreatedLead {
  leadId: string;
  /** The only copy of the secret: the database keeps its SHA-256. */
  surveyToken: string;
}

const newSurveyToken = () => randomToken(32);

const QUICKSCAN_REQUIRED = ['phone', 'company', 'website'] as const;

/** Public lead capture: the quick scan, contact forms, WhatsApp. */
export class LeadCaptureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    /** The site's own host name: a referrer from there is no arrival from elsewhere. */
    private readonly siteHost = '',
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
      privacyVersion: input.privacyVersion,
      source,
      buttonClick: click
        ? { buttonText: click.buttonText, pagePath: click.pagePath, pageTitle: click.pageTitle, timestamp: click.timestamp.toISOString() }
        : null,
      attribution: input.attribution ? toAttributionRecord(input.attribution) : null,
    };
    return this.create(lead, { rateLimitKey: clientIp });
  }

  /**
   * Stores a lead on top of the NEW column with a fresh survey token, counting the attempt against
   * `rateLimitKey`, in one statement (one round trip, one short transaction) that writes only this
   * visitor's rows: the client's rate-limit row, the lead (its place on top of NEW is the column
   * default: the top sequence's next value, so nothing is read) and its `created` event, which the
   * live feed of every server process picks up. Over the limit the lead is not inserted, the attempt
   * still counts, and RATE_LIMITED is thrown. `createdAt` is for the seed script (history); the API
   * always uses the database's clock.
   */
  async create(lead: NewLead, options: { createdAt?: Date; rateLimitKey?: string } = {}): Promise<CreatedLead> {
    const surveyToken = newSurveyToken();
    const row = await this.storeLead(lead, surveyToken, options).catch(async (error: unknown) => {
      const refused = databaseInputError(error);
      if (!refused) throw error;
      // The statement failed as a whole, its count with it: a refused attempt must still count.
      if (options.rateLimitKey !== undefined) {
        const key = options.rateLimitKey;
        await inTransaction(this.dataSource, (manager) => this.limiter.consume(manager, key));
      }
      throw refused;
    });
    this.limiter.check(row);
    return { leadId: row.id!, surveyToken };
  }

  private async storeLead(
    lead: NewLead,
    surveyToken: string,
    options: { createdAt?: Date; rateLimitKey?: string },
  ): Promise<RateLimitCount & { id: string | null }> {
    const limited = options.rateLimitKey !== undefined;
    const attribution = lead.attribution ?? null;
    const first = attribution ? firstTouch(attribution.first, this.siteHost) : null;
    const [row] = await runPrepared<RateLimitCount & { id: string | null }>(
      this.dataSource,
      limited ? 'create_lead_limited' : 'create_lead',
      `WITH attempt AS (${limited ? this.limiter.statement(20, 21) : 'SELECT 0 AS points, 0 AS ms_left'}),
       lead AS (
         INSERT INTO leads (name, email, phone, company, website, message, budget, source, button_click, survey_token_hash,
                            created_at, updated_at, survey_token_expires_at, attribution, channel, campaign, privacy_version,
                            first_channel, first_campaign)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, at, at, at + make_interval(hours => $12), $13, $14, $15, $16, $17, $18
         FROM attempt, (SELECT coalesce($11::timestamptz, now()) AS at) now
         WHERE attempt.points <= $19
         RETURNING id),
       event AS (${LeadEventService.recordFrom('lead', 'created')})
       SELECT attempt.points, attempt.ms_left, lead.id FROM attempt LEFT JOIN lead ON true`,
      [
        lead.name,
        lead.email,
        textOrNull(lead.phone),
        textOrNull(lead.company),
        textOrNull(lead.website),
        textOrNull(lead.message),
        textOrNull(lead.budget),
        lead.source,
        lead.buttonClick ? JSON.stringify(lead.buttonClick) : null,
        hashSurveyToken(surveyToken),
        options.createdAt ?? null,
        SURVEY_TOKEN_HOURS,
        attribution ? JSON.stringify(attribution) : null,
        attribution ? leadChannel(attribution.first, attribution.last, this.siteHost) : null,
        attribution ? leadCampaign(attribution.first, attribution.last) : null,
        textOrNull(lead.privacyVersion),
        first?.channel ?? null,
        first?.campaign ?? null,
        this.limiter.points,
        ...(limited ? this.limiter.parameters(options.rateLimitKey!) : []),
      ],
    );
    return row;
  }
}
