import type { DataSource, EntityManager } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { inTransaction } from '../shared/database/transaction';
import { LEAD_NOT_FOUND_MESSAGE } from '../leads/lead.enums';
import { scrubLeadHistory } from '../leads/lead-event.service';

/** What an erased lead is called; the figures (status, source, score, budget choices, dates) remain. */
export const ERASED_NAME = 'Gewiste lead';

/** Survey answers a visitor typed in freely: personal by nature, so erased. Choices from lists stay. */
export const SURVEY_FREE_TEXT = [
  'businessServices',
  'marketingMethods',
  'biggestFrustration',
  'missedOpportunities',
  'competitorAdvantages',
  'specificGoals',
  'budgetFlexibility',
  'expectedROI',
] as const;

/**
 * Erases the personal fields and free text of these leads inside the caller's transaction; returns
 * the ids erased (leads already erased or missing are skipped). Used by eraseLead and by the
 * retention job.
 */
export async function eraseLeads(manager: EntityManager, leadIds: string[], actorId: string | null): Promise<string[]> {
  const [rows]: [{ id: string }[], number] = await manager.query(
    `UPDATE leads SET name = $2, email = '', phone = NULL, company = NULL, website = NULL, message = NULL, notes = NULL,
            email_normalized = NULL, phone_e164 = NULL, phone_invalid = false, name_key = NULL, website_domain = NULL,
            email_holder = false,
            next_action_note = NULL, survey = CASE WHEN survey IS NULL THEN NULL ELSE survey - $3::text[] END,
            button_click = CASE WHEN button_click IS NULL THEN NULL ELSE button_click - 'pageTitle' END,
            survey_token_hash = NULL, survey_token_expires_at = NULL, erased_at = now(), updated_at = now()
      WHERE id = ANY($1::uuid[]) AND erased_at IS NULL
      RETURNING id`,
    [leadIds, ERASED_NAME, SURVEY_FREE_TEXT],
  );
  const erased = rows.map((row) => row.id);
  if (erased.length === 0) return erased;
  // Its booked calls go too (their links with them): a call names a person's agenda. Reminders
  // still queued find no call and send nothing.
  await manager.query(`DELETE FROM appointments WHERE lead_id = ANY($1::uuid[])`, [erased]);
  await scrubLeadHistory(manager, erased);
  // The lead's history gets an 'erased' event; live subscribers receive it as UPDATED.
  await manager.query(`INSERT INTO lead_events (lead_id, type, actor_id) SELECT unnest($1::uuid[]), 'erased', $2`, [erased, actorId]);
  return erased;
}

/** Data subject rights: a lead's data as one JSON document, and erasure. Both are audited. */
export class LeadPrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Everything stored about the lead: its fields, survey, notes, click data and history. */
  async exportLead(id: string, actor: AuditActor): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    return inTransaction(this.dataSource, async (manager) => {
      const [lead]: Record<string, unknown>[] = await manager.query(
        `SELECT id, name, email, phone, company, website, message, budget, source, status, outcome, created_at, updated_at,
                last_contact, notes, survey, survey_completed, survey_completed_at, lead_score, qualification, deal_value,
                derived_value, button_click, privacy_version, erased_at, next_action_on::text, next_action_note
           FROM leads WHERE id = $1`,
        [id],
      );
      if (!lead) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      const history: { type: string; at: Date; changes: unknown }[] = await manager.query(
        `SELECT type, at, changes FROM lead_events WHERE lead_id = $1 ORDER BY id`,
        [id],
      );
      await this.audit.record(manager, { action: 'lead.exported', actor, target: { type: 'lead', id } });
      const { survey, button_click: buttonClick, notes, ...fields } = lead;
      return JSON.stringify(
        {
          exportedAt: new Date().toISOString(),
          explanation:
            'Alle gegevens die wij over deze aanvraag bewaren: contactgegevens, antwoorden op de vragenlijst, notities, ' +
            'klikgegevens en de geschiedenis van wijzigingen.',
          lead: fields,
          survey,
          notes,
          buttonClick,
          history: history.map((event) => ({ type: event.type, at: event.at, changes: event.changes })),
        },
        null,
        2,
      );
    });
  }

  async eraseLead(id: string, actor: AuditActor): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    await inTransaction(this.dataSource, async (manager) => {
      const [exists]: { erased: boolean }[] = await manager.query(
        `SELECT erased_at IS NOT NULL AS erased FROM leads WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!exists) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      await eraseLeads(manager, [id], actor.id);
      await this.audit.record(manager, { action: 'lead.erased', actor, target: { type: 'lead', id } });
    });
  }
}
