import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LeadSource } from './lead.enums';
import type { CreateLeadInput } from './lead.inputs';
import type { ButtonClickRecord } from './survey.model';
import { LeadEventService } from './lead-event.service';
import { BadUserInputError } from '../shared/errors';
import type { RateLimitCount, RateLimiter } from '../shared/security/rate-limiter';
import { textOrNull } from '../shared/text/text';
import { hashSurveyToken, randomToken } from '../shared/security/random-token';
import { inTransaction } from '../shared/database/transaction';
import { runPrepared } from '../shared/database/prepared-statement';
import { batchArray, statementBatches, storeOrEachAlone } from '../shared/database/statement-batches';
import { databaseInputError } from '../shared/database/database-input-error';
import type { AttributionRecord } from './arrival.model';
import { toAttributionRecord } from './attribution.mapper';
import { firstTouch, leadCampaign, leadChannel } from './channel.rules';
import { contactColumns, normalizeContact, type NormalisedContact } from './contact.rules';

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

/** Visitors' leads stored by one statement at most (docs/architecture.md, "Capture"). */
const MAX_CAPTURE_BATCH = 50;

/** What storing a lead answers: the client's count, the new lead's id (null: none was inserted) and an open lead with the same phone and name. */
type StoredLead = RateLimitCount & { id: string | null; phone_match: string | null };

/** A visitor's lead waiting for its batch: counted against `rateLimitKey` when there is one. */
interface CaptureRow {
  lead: NewLead;
  contact: NormalisedContact;
  surveyToken: string;
  rateLimitKey?: string;
}

/** Public lead capture: the quick scan, contact forms, WhatsApp. */
export class LeadCaptureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    /** The site's own host name: a referrer from there is no arrival from elsewhere. */
    private readonly siteHost = '',
    /** A visit joins an open lead of the same person created within this many days. */
    private readonly returningDays = 90,
  ) {}

  /**
   * The visitors' leads (createLead), many at once under load: one statement per batch instead of
   * one per lead, the leads stored as if one after the other (storeJoined), each alone if the batch
   * statement fails as a whole.
   */
  private readonly storeCaptured = statementBatches<CaptureRow, StoredLead>(
    (rows) => storeOrEachAlone(rows, (batch) => this.storeJoined(batch)),
    MAX_CAPTURE_BATCH,
  );

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
    return this.create(lead, { rateLimitKey: clientIp, join: true });
  }

  /**
   * Stores a lead on top of the NEW column with a fresh survey token, counting the attempt against
   * `rateLimitKey`, in one statement (one round trip, one short transaction) that writes only this
   * visitor's rows: the client's rate-limit row, the lead (its place on top of NEW is the column
   * default: the top sequence's next value, so nothing is read) and its `created` event, which the
   * live feed of every server process picks up. Over the limit the lead is not inserted, the attempt
   * still counts, and RATE_LIMITED is thrown. `createdAt` is for the seed script (history); the API
   * always uses the database's clock.
   *
   * With `join` (createLead), a person who already has an open lead joins it instead (returning
   * visitors, docs/architecture.md): the same statement inserts nothing when an open lead of the
   * last `returningDays` days has the same phone and name, or (through the unique partial index on
   * the open lead holding each normalised e-mail) when one has the same e-mail. The answer has the
   * same shape either way: the lead's id and a fresh survey token.
   *
   * createLead's leads (`join` with a rate-limit key) go through `storeCaptured`: visitors arriving
   * while another batch is at the database are stored together by one statement, with the same
   * rules row by row (storeJoined).
   */
  async create(lead: NewLead, options: { createdAt?: Date; rateLimitKey?: string; join?: boolean } = {}): Promise<CreatedLead> {
    const surveyToken = newSurveyToken();
    const contact = normalizeContact(lead);
    const { rateLimitKey, join, createdAt } = options;
    const visit: CaptureRow = { lead, contact, surveyToken, rateLimitKey };
    const stored = !join
      ? this.storeLead(lead, contact, surveyToken, createdAt)
      : rateLimitKey !== undefined
        ? this.storeCaptured(visit)
        : this.storeJoined([visit]).then(([row]) => row);
    const row = await stored.catch(async (error: unknown) => {
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
    if (row.id) return { leadId: row.id, surveyToken };
    return { leadId: await this.joinReturning(lead, contact, surveyToken, row.phone_match), surveyToken };
  }

  /**
   * The visitor has an open lead: the one holding their e-mail if it is recent enough, else the
   * phone-and-name match. An open lead holding the e-mail but older than the window lets go of it,
   * and the insert runs again (a new lead linked to that one). Each step locks the lead it reads, so
   * two visits of one person at once are applied one after the other to the same lead.
   */
  private async joinReturning(lead: NewLead, contact: NormalisedContact, surveyToken: string, phoneMatch: string | null): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const joined = await inTransaction(this.dataSource, async (manager) => {
        let target: string | null = null;
        if (contact.emailNormalized) {
          const [holder]: { id: string; recent: boolean }[] = await manager.query(
            `SELECT id, created_at > now() - make_interval(days => $2) AS recent FROM leads
             WHERE email_normalized = $1 AND outcome = 'OPEN' AND email_holder FOR UPDATE`,
            [contact.emailNormalized, this.returningDays],
          );
          if (holder?.recent) target = holder.id;
          else if (holder && !phoneMatch) {
            await manager.query(`UPDATE leads SET email_holder = false WHERE id = $1`, [holder.id]);
            return null;
          }
        }
        if (!target && phoneMatch) {
          const [match]: { id: string }[] = await manager.query(
            `SELECT id FROM leads WHERE id = $1 AND outcome = 'OPEN' AND created_at > now() - make_interval(days => $2) FOR UPDATE`,
            [phoneMatch, this.returningDays],
          );
          target = match?.id ?? null;
        }
        if (target) await this.joinLead(manager, target, lead, surveyToken);
        return target;
      });
      if (joined) return joined;
      // The lead to join let go or was closed meanwhile: insert again (the attempt was counted once).
      const [row] = await this.storeJoined([{ lead, contact, surveyToken }]);
      if (row.id) return row.id;
      phoneMatch = row.phone_match;
    }
    throw new Error('returning visitor: no lead to join or create after 3 attempts');
  }

  /**
   * Applies a returning visit to the lead: the latest contact details and message (fields left empty
   * keep theirs), the new visit as the attribution's last touch (the first touch stays), a fresh
   * survey token, one more return, the card on top of its column, and a `returned` event that keeps
   * the earlier values (the history's 'Opnieuw aangevraagd') and the page. Its webhook is
   * LEAD_RETURNED; admins get the new-lead e-mail (notifications/notification.rules.ts).
   */
  private async joinLead(manager: EntityManager, id: string, lead: NewLead, surveyToken: string): Promise<void> {
    const [old]: {
      name: string;
      email: string;
      phone: string | null;
      company: string | null;
      website: string | null;
      message: string | null;
      budget: string | null;
      attribution: AttributionRecord | null;
      channel: string | null;
      campaign: string | null;
      survey: unknown;
      survey_completed: boolean;
    }[] = await manager.query(
      `SELECT name, email, phone, company, website, message, budget, attribution, channel, campaign, survey, survey_completed
       FROM leads WHERE id = $1`,
      [id],
    );
    const next = {
      name: lead.name,
      email: lead.email,
      phone: textOrNull(lead.phone) ?? old.phone,
      company: textOrNull(lead.company) ?? old.company,
      website: textOrNull(lead.website) ?? old.website,
      message: textOrNull(lead.message) ?? old.message,
      budget: textOrNull(lead.budget) ?? old.budget,
    };
    const keys = normalizeContact(next);
    const visit = lead.attribution ?? null;
    const attribution: AttributionRecord | null = visit
      ? { first: old.attribution?.first ?? visit.first, last: visit.last }
      : old.attribution;
    const first = attribution ? firstTouch(attribution.first, this.siteHost) : null;
    const channel = attribution ? leadChannel(attribution.first, attribution.last, this.siteHost) : null;
    const campaign = attribution ? leadCampaign(attribution.first, attribution.last) : null;

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of Object.keys(next) as (keyof typeof next)[]) {
      if (old[field] !== next[field]) changes[field] = { from: old[field], to: next[field] };
    }
    changes.source = { from: null, to: lead.source };
    if (lead.buttonClick?.pagePath) changes.page = { from: null, to: lead.buttonClick.pagePath };
    // The fresh token must open the survey as it would for a new lead (nothing may tell the visitor
    // that the address is known): a completed survey opens again, its answers kept here until the
    // visitor sends new ones.
    if (old.survey_completed) changes.survey = { from: old.survey, to: null };
    if (visit) {
      changes.channel = { from: old.channel, to: channel };
      if (old.campaign !== campaign) changes.campaign = { from: old.campaign, to: campaign };
    }

    await manager.query(
      `UPDATE leads SET name = $2, email = $3, phone = $4, company = $5, website = $6, message = $7, budget = $8,
              email_normalized = $9, phone_e164 = $10, phone_invalid = $11, name_key = $12, website_domain = $13,
              email_holder = (email_holder AND email_normalized IS NOT DISTINCT FROM $9) OR ($9::text IS NOT NULL AND NOT EXISTS (
                SELECT 1 FROM leads o WHERE o.email_normalized = $9 AND o.outcome = 'OPEN' AND o.email_holder AND o.id <> $1)),
              attribution = $14, channel = $15, campaign = $16,
              first_channel = CASE WHEN attribution IS NULL THEN $17 ELSE first_channel END,
              first_campaign = CASE WHEN attribution IS NULL THEN $18 ELSE first_campaign END,
              button_click = coalesce(button_click, $19), privacy_version = coalesce($20, privacy_version),
              survey_token_hash = $21, survey_token_expires_at = now() + make_interval(hours => $22),
              survey_completed = false, returns = returns + 1, pipeline_order = board_top_order(), updated_at = now()
       WHERE id = $1`,
      [
        id,
        next.name,
        next.email,
        next.phone,
        next.company,
        next.website,
        next.message,
        next.budget,
        ...Object.values(contactColumns(keys)),
        attribution ? JSON.stringify(attribution) : null,
        channel,
        campaign,
        first?.channel ?? null,
        first?.campaign ?? null,
        lead.buttonClick ? JSON.stringify(lead.buttonClick) : null,
        textOrNull(lead.privacyVersion),
        hashSurveyToken(surveyToken),
        SURVEY_TOKEN_HOURS,
      ],
    );
    await manager.query(`INSERT INTO lead_events (lead_id, type, changes, actor_id) VALUES ($1, 'returned', $2, $3)`, [
      id,
      ...LeadEventService.values(changes),
    ]);
  }

  /**
   * The lead's own columns as capture writes them (storeLead's parameters $1-$10 and $13-$23, and
   * one array each in storeJoined), so the two statements cannot disagree on a value.
   */
  private leadColumns(lead: NewLead, contact: NormalisedContact, surveyToken: string) {
    const attribution = lead.attribution ?? null;
    const first = attribution ? firstTouch(attribution.first, this.siteHost) : null;
    return {
      name: lead.name,
      email: lead.email,
      phone: textOrNull(lead.phone),
      company: textOrNull(lead.company),
      website: textOrNull(lead.website),
      message: textOrNull(lead.message),
      budget: textOrNull(lead.budget),
      source: lead.source,
      button_click: lead.buttonClick ? JSON.stringify(lead.buttonClick) : null,
      survey_token_hash: hashSurveyToken(surveyToken),
      attribution: attribution ? JSON.stringify(attribution) : null,
      channel: attribution ? leadChannel(attribution.first, attribution.last, this.siteHost) : null,
      campaign: attribution ? leadCampaign(attribution.first, attribution.last) : null,
      privacy_version: textOrNull(lead.privacyVersion),
      first_channel: first?.channel ?? null,
      first_campaign: first?.campaign ?? null,
      ...contactColumns(contact),
    };
  }

  /** A lead that joins no one (the seed's history, at `createdAt`): not counted, no returning visitor. */
  private async storeLead(lead: NewLead, contact: NormalisedContact, surveyToken: string, createdAt?: Date): Promise<StoredLead> {
    const c = this.leadColumns(lead, contact, surveyToken);
    const [row] = await runPrepared<StoredLead>(
      this.dataSource,
      'create_lead',
      `WITH lead AS (
         INSERT INTO leads (name, email, phone, company, website, message, budget, source, button_click, survey_token_hash,
                            created_at, updated_at, survey_token_expires_at, attribution, channel, campaign, privacy_version,
                            first_channel, first_campaign, email_normalized, phone_e164, phone_invalid, name_key, website_domain,
                            email_holder)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, at, at, at + make_interval(hours => $12), $13, $14, $15, $16, $17, $18,
                $19, $20, $21, $22, $23,
                $19::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM leads o WHERE o.email_normalized = $19 AND o.outcome = 'OPEN' AND o.email_holder)
         FROM (SELECT coalesce($11::timestamptz, now()) AS at) now
         RETURNING id),
       event AS (${LeadEventService.recordFrom('lead', 'created')})
       SELECT 0 AS points, 0 AS ms_left, (SELECT id FROM lead) AS id, NULL AS phone_match`,
      [
        c.name,
        c.email,
        c.phone,
        c.company,
        c.website,
        c.message,
        c.budget,
        c.source,
        c.button_click,
        c.survey_token_hash,
        createdAt ?? null,
        SURVEY_TOKEN_HOURS,
        c.attribution,
        c.channel,
        c.campaign,
        c.privacy_version,
        c.first_channel,
        c.first_campaign,
        c.email_normalized,
        c.phone_e164,
        c.phone_invalid,
        c.name_key,
        c.website_domain,
      ],
    );
    return row;
  }

  /**
   * Stores leads that join a returning visitor's open lead instead when there is one (`join`), one
   * statement for all of them, as if one after the other in arrival order: the limit counts each
   * attempt in turn, a lead with the e-mail of one earlier in the batch joins it (ON CONFLICT, as two
   * statements at once would), the phone-and-name match and the earlier lead are looked up per row.
   * Counted against their rate-limit keys when they have them (createLead; joinReturning's second
   * insert was counted already).
   */
  private async storeJoined(rows: readonly CaptureRow[]): Promise<StoredLead[]> {
    const columns = rows.map((row) => this.leadColumns(row.lead, row.contact, row.surveyToken));
    const names = Object.keys(columns[0]) as (keyof (typeof columns)[0])[];
    const arrays = names.map((name) => columns.map((column) => column[name]));
    // A batch holds createLead's leads, all counted, or joinReturning's one lead, not counted again.
    const counted = rows[0].rateLimitKey !== undefined;
    // $1..$n: one array per column; then the rate-limit keys and window when counted, and three scalars.
    const counting = counted ? this.limiter.batchParameters(rows.map((row) => row.rateLimitKey!)) : [];
    const [hours, limit, days] = [1, 2, 3].map((i) => names.length + counting.length + i);
    const unnested = names.map((name, i) => batchArray(i + 1, name === 'phone_invalid' ? 'boolean' : 'text')).join(', ');
    const stored = await runPrepared<StoredLead & { n: string }>(
      this.dataSource,
      counted ? 'capture_lead_batch' : 'capture_lead_batch_uncounted',
      `WITH input AS (SELECT * FROM unnest(${unnested}) WITH ORDINALITY AS i(${names.join(', ')}, n)),
       ${counted ? this.limiter.batchStatement(names.length + 1, names.length + 2) : 'attempt AS (SELECT n, 0 AS points, 0 AS ms_left FROM input)'},
       visit AS (
         SELECT i.*, attempt.points, attempt.ms_left,
                (SELECT id FROM leads WHERE i.phone_e164 IS NOT NULL AND phone_e164 = i.phone_e164 AND name_key = i.name_key
                   AND outcome = 'OPEN' AND created_at > now() - make_interval(days => $${days}) ORDER BY created_at DESC LIMIT 1) AS phone_match
         FROM input i JOIN attempt USING (n)),
       lead AS (
         INSERT INTO leads (name, email, phone, company, website, message, budget, source, button_click, survey_token_hash,
                            survey_token_expires_at, attribution, channel, campaign, privacy_version,
                            first_channel, first_campaign, email_normalized, phone_e164, phone_invalid, name_key, website_domain,
                            email_holder, previous_lead_id)
         SELECT name, email, phone, company, website, message, budget, source, button_click::jsonb, survey_token_hash,
                now() + make_interval(hours => $${hours}), attribution::jsonb, channel, campaign, privacy_version,
                first_channel, first_campaign, email_normalized, phone_e164, phone_invalid, name_key, website_domain,
                email_normalized IS NOT NULL,
                -- The earlier lead: an open one that let go of the e-mail (older than the window), else the
                -- latest. Two index lookups, not one OR: a generic plan made while the table was small
                -- read the OR as a sequential scan of every lead, on every insert.
                (SELECT p.id FROM (SELECT id, outcome, created_at FROM leads WHERE email_normalized = v.email_normalized
                                   UNION ALL
                                   SELECT id, outcome, created_at FROM leads WHERE phone_e164 = v.phone_e164 AND name_key = v.name_key) p
                 ORDER BY p.outcome = 'OPEN' DESC, p.created_at DESC LIMIT 1)
         FROM visit v
         WHERE v.points <= $${limit} AND v.phone_match IS NULL
         ORDER BY v.n
         ON CONFLICT DO NOTHING
         RETURNING id, survey_token_hash),
       event AS (${LeadEventService.recordFrom('lead', 'created')})
       SELECT v.n, v.points, v.ms_left, lead.id, v.phone_match FROM visit v LEFT JOIN lead USING (survey_token_hash) ORDER BY v.n`,
      [...arrays, ...counting, SURVEY_TOKEN_HOURS, this.limiter.points, this.returningDays],
    );
    if (stored.length !== rows.length) throw new Error(`capture batch: ${stored.length} answers for ${rows.length} leads`);
    return stored;
  }
}
