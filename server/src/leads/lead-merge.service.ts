import type { DataSource, EntityManager } from 'typeorm';
import { LeadEntity } from './lead.entity';
import { BadUserInputError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { LeadEventService } from './lead-event.service';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { firstTouch, leadCampaign, leadChannel } from './channel.rules';
import { joinedNotes, mergedAttribution, richerSurvey, type MergeSide } from './lead-merge.rules';
import { FREE_TEXT_MAX } from './lead.inputs';
import { readLead } from './lead-row.mapper';

/** Rolls a dry run's transaction back after reading its result. */
class DryRun extends Error {
  constructor(readonly lead: LeadEntity) {
    super('dry run');
  }
}

const SIDE_COLUMNS = `id, created_at, notes, survey, survey_completed, attribution, email_holder, returns, previous_lead_id`;

/**
 * Duplicates of a lead and merging two leads of one person (docs/features.md, "Dezelfde persoon twee
 * keer"). A merge is one transaction; a dry run does the same work and rolls it back, so the preview
 * is exactly what a merge would give.
 */
export class LeadMergeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly siteHost = '',
  ) {}

  /** Other leads with the same normalised e-mail or phone, or the same website domain; newest first. */
  async duplicates(id: string, limit = 20): Promise<LeadEntity[]> {
    if (!isUuid(id)) return [];
    return this.dataSource
      .getRepository(LeadEntity)
      .createQueryBuilder('d')
      .innerJoin(LeadEntity, 'l', 'l.id = :id', { id })
      .where('d.id <> l.id')
      .andWhere(`(d.email_normalized = l.email_normalized OR d.phone_e164 = l.phone_e164 OR d.website_domain = l.website_domain)`)
      .orderBy('d.createdAt', 'DESC')
      .limit(limit)
      .getMany();
  }

  async merge(keepId: string, mergeId: string, options: { dryRun: boolean; actor: AuditActor }): Promise<LeadEntity> {
    if (keepId === mergeId) throw new BadUserInputError({ field: 'mergeId', message: 'is dezelfde lead als keepId' });
    try {
      return await this.dataSource.transaction(async (manager) => {
        const merged = await this.mergeIn(manager, keepId, mergeId, options.actor);
        if (options.dryRun) throw new DryRun(merged);
        return merged;
      });
    } catch (error) {
      if (error instanceof DryRun) return error.lead;
      throw error;
    }
  }

  private async mergeIn(manager: EntityManager, keepId: string, mergeId: string, actor: AuditActor): Promise<LeadEntity> {
    const ids = [keepId, mergeId].filter(isUuid);
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    const rows: Record<string, unknown>[] =
      ids.length === 2
        ? await manager.query(`SELECT ${SIDE_COLUMNS} FROM leads WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids])
        : [];
    const keepRow = rows.find((row) => row.id === keepId);
    const otherRow = rows.find((row) => row.id === mergeId);
    if (!keepRow || !otherRow) {
      throw new BadUserInputError([
        ...(keepRow ? [] : [{ field: 'keepId', message: 'bestaat niet' }]),
        ...(otherRow ? [] : [{ field: 'mergeId', message: 'bestaat niet' }]),
      ]);
    }
    const side = (row: Record<string, unknown>): MergeSide => ({
      id: row.id as string,
      createdAt: row.created_at as Date,
      notes: row.notes as string | null,
      survey: row.survey as MergeSide['survey'],
      surveyCompleted: row.survey_completed as boolean,
      attribution: row.attribution as MergeSide['attribution'],
    });
    const keep = side(keepRow);
    const other = side(otherRow);
    const notes = joinedNotes(keep.notes, other.notes);
    // Counted as PostgreSQL counts characters (code points), like the column's check.
    if (notes && [...notes].length > FREE_TEXT_MAX) {
      throw new BadUserInputError({
        field: 'mergeId',
        message: `de notities samen zijn langer dan ${FREE_TEXT_MAX} tekens; kort er eerst een in`,
      });
    }
    const survey = richerSurvey(keep, other);
    const attribution = mergedAttribution(keep, other);
    const first = attribution ? firstTouch(attribution.first, this.siteHost) : null;

    // The other lead's history, calls, calendar view and e-mails become the kept lead's.
    await manager.query(`UPDATE lead_events SET lead_id = $1 WHERE lead_id = $2`, [keepId, mergeId]);
    await manager.query(`UPDATE appointments SET lead_id = $1 WHERE lead_id = $2`, [keepId, mergeId]);
    await manager.query(
      `INSERT INTO booking_calendar_views (lead_id, shown_at, followed_up_at)
       SELECT $1, shown_at, followed_up_at FROM booking_calendar_views WHERE lead_id = $2 ON CONFLICT (lead_id) DO NOTHING`,
      [keepId, mergeId],
    );
    await manager.query(`UPDATE outgoing_messages SET lead_id = $1 WHERE lead_id = $2`, [keepId, mergeId]);
    await manager.query(`UPDATE leads SET previous_lead_id = $1 WHERE previous_lead_id = $2 AND id <> $1`, [keepId, mergeId]);

    // The kept lead takes what it lacks from the other; a survey and its score travel together.
    const fromSurvey = survey.id === mergeId;
    await manager.query(
      `UPDATE leads l SET
         phone = coalesce(l.phone, o.phone), phone_e164 = CASE WHEN l.phone IS NULL THEN o.phone_e164 ELSE l.phone_e164 END,
         phone_invalid = CASE WHEN l.phone IS NULL THEN o.phone_invalid ELSE l.phone_invalid END,
         company = coalesce(l.company, o.company), website = coalesce(l.website, o.website),
         website_domain = CASE WHEN l.website IS NULL THEN o.website_domain ELSE l.website_domain END,
         message = coalesce(l.message, o.message), budget = coalesce(l.budget, o.budget),
         button_click = coalesce(l.button_click, o.button_click), privacy_version = coalesce(l.privacy_version, o.privacy_version),
         last_contact = greatest(l.last_contact, o.last_contact), deal_value = coalesce(l.deal_value, o.deal_value),
         next_action_on = coalesce(l.next_action_on, o.next_action_on), next_action_note = coalesce(l.next_action_note, o.next_action_note),
         notes = $3,
         survey = CASE WHEN $4 THEN o.survey ELSE l.survey END,
         survey_completed = CASE WHEN $4 THEN o.survey_completed ELSE l.survey_completed END,
         survey_completed_at = CASE WHEN $4 THEN o.survey_completed_at ELSE l.survey_completed_at END,
         lead_score = CASE WHEN $4 THEN o.lead_score ELSE l.lead_score END,
         qualification = CASE WHEN $4 THEN o.qualification ELSE l.qualification END,
         derived_value = CASE WHEN $4 THEN o.derived_value ELSE l.derived_value END,
         high_value = CASE WHEN $4 THEN o.high_value ELSE l.high_value END,
         attribution = $5::jsonb, channel = $6, campaign = $7, first_channel = $8, first_campaign = $9,
         returns = l.returns + o.returns + 1,
         previous_lead_id = CASE WHEN l.previous_lead_id = o.id THEN o.previous_lead_id ELSE l.previous_lead_id END,
         updated_at = now()
       FROM (SELECT * FROM leads WHERE id = $2) o WHERE l.id = $1`,
      [
        keepId,
        mergeId,
        notes,
        fromSurvey,
        attribution ? JSON.stringify(attribution) : null,
        attribution ? leadChannel(attribution.first, attribution.last, this.siteHost) : null,
        attribution ? leadCampaign(attribution.first, attribution.last) : null,
        first?.channel ?? null,
        first?.campaign ?? null,
      ],
    );
    await manager.query(`DELETE FROM leads WHERE id = $1`, [mergeId]);
    // The other lead may have held the e-mail for returning visitors: the kept one takes over if free.
    await manager.query(
      `UPDATE leads l SET email_holder = l.email_holder OR (l.outcome = 'OPEN' AND l.email_normalized IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM leads o WHERE o.email_normalized = l.email_normalized AND o.outcome = 'OPEN' AND o.email_holder AND o.id <> l.id))
       WHERE l.id = $1`,
      [keepId],
    );

    const changes: Record<string, { from: unknown; to: unknown }> = { mergedLeadId: { from: mergeId, to: null } };
    if (notes !== keep.notes) changes.notes = { from: keep.notes, to: notes };
    // The survey that was not kept stays readable in the history.
    const dropped = fromSurvey ? keep.survey : other.survey;
    if (dropped) changes.survey = { from: dropped, to: fromSurvey ? other.survey : keep.survey };
    await manager.query(`INSERT INTO lead_events (lead_id, type, changes, actor_id) VALUES ($1, 'merged', $2, $3)`, [
      keepId,
      ...LeadEventService.values(changes, actor.id),
    ]);
    await manager.query(`INSERT INTO lead_events (lead_id, type, changes, actor_id) VALUES ($1, 'deleted', $2, $3)`, [
      mergeId,
      ...LeadEventService.values({ mergedInto: { from: null, to: keepId } }, actor.id),
    ]);
    await this.audit.record(manager, {
      action: 'lead.merged',
      actor,
      target: { type: 'lead', id: keepId },
      details: { mergedLeadId: mergeId },
    });
    return readLead(manager, keepId);
  }
}
