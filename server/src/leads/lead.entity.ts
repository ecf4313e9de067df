import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LeadOutcome, LeadSource, LeadStatus, Qualification } from './lead.enums';
import type { ButtonClickRecord, SurveyAnswers } from './survey.model';
import type { AttributionRecord } from './arrival.model';
import { Channel } from './channel.enums';

/**
 * A lead as stored. The migrations define the table (indexes, and the domains that carry each
 * column's allowed values, ranges and lengths: 1765400000000-lead-column-domains.ts); this class maps it.
 * `derivedValue` and `highValue` are written by the server's rules whenever the survey changes, so
 * SQL aggregates (board totals, dashboard) use the same rule as the API without repeating it.
 */
@Entity({ name: 'leads' })
@Index('leads_board_order_idx', ['status', 'pipelineOrder', 'createdAt', 'id'])
@Index('leads_created_at_idx', ['createdAt'])
// Trigram and partial indexes TypeORM cannot describe: the migrations own them.
@Index('leads_search_trgm_idx', { synchronize: false })
@Index('leads_survey_completed_at_idx', { synchronize: false })
@Index('leads_priority_idx', { synchronize: false })
@Index('leads_campaign_created_at_idx', { synchronize: false })
@Index('leads_next_action_on_idx', { synchronize: false })
@Index('leads_open_email_holder_idx', { synchronize: false })
@Index('leads_email_normalized_idx', { synchronize: false })
@Index('leads_phone_e164_idx', { synchronize: false })
@Index('leads_website_domain_idx', { synchronize: false })
export class LeadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  /** What a contact form's visitor wrote. */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** A contact form's budget choice, as chosen. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  budget: string | null;

  @Column({ type: 'varchar', length: 16 })
  source: LeadSource;

  @Column({ type: 'varchar', length: 16, default: LeadStatus.NEW })
  status: LeadStatus;

  @Column({ type: 'varchar', length: 8, default: LeadOutcome.OPEN })
  outcome: LeadOutcome;

  /**
   * Position inside its column: ascending, ties broken by createdAt, then id. The default (set by a
   * migration, written here as TypeORM reads it back) puts a card on top of any column: see
   * pipeline/board-order.rules.ts.
   */
  @Column({ name: 'pipeline_order', type: 'double precision', default: () => 'board_top_order()' })
  pipelineOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_contact', type: 'timestamptz', nullable: true })
  lastContact: Date | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb', nullable: true })
  survey: SurveyAnswers | null;

  @Column({ name: 'survey_completed', type: 'boolean', default: false })
  surveyCompleted: boolean;

  @Column({ name: 'survey_completed_at', type: 'timestamptz', nullable: true })
  surveyCompletedAt: Date | null;

  @Column({ name: 'lead_score', type: 'smallint', nullable: true })
  leadScore: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  qualification: Qualification | null;

  /**
   * The score while the lead is a priority lead (lead-flags.rules.ts, isPriority), else null: what
   * the dashboard's priority list reads and sorts by. A trigger keeps it from status, qualification
   * and score (1765500000000-lead-priority-score.ts), so the server never writes it.
   */
  @Column({ name: 'priority_score', type: 'smallint', nullable: true, insert: false, update: false })
  priorityScore: number | null;

  /** A deal value an admin saved; null means "use derivedValue". */
  @Column({ name: 'deal_value', type: 'integer', nullable: true })
  dealValue: number | null;

  /** The deal-value rule's answer for the current survey (2300 without one). */
  @Column({ name: 'derived_value', type: 'integer', default: 2300 })
  derivedValue: number;

  /** The high-value rule's answer for the current survey. */
  @Column({ name: 'high_value', type: 'boolean', default: false })
  highValue: boolean;

  @Column({ name: 'button_click', type: 'jsonb', nullable: true })
  buttonClick: ButtonClickRecord | null;

  /** The visitor's first and last arrival as the browser recorded them; null for leads from before (docs/lead-api.md). */
  @Column({ type: 'jsonb', nullable: true })
  attribution: AttributionRecord | null;

  /** Derived by channel.rules.ts when the lead is created; null with `attribution`. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  channel: Channel | null;

  /** The campaign the arrivals name (the last one's, else the first's), for filters and the dashboard. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  campaign: string | null;

  /** The first arrival's own channel and campaign (first touch; `channel` and `campaign` are the last touch). Null with `attribution`. */
  @Column({ name: 'first_channel', type: 'varchar', length: 16, nullable: true })
  firstChannel: Channel | null;

  @Column({ name: 'first_campaign', type: 'varchar', length: 200, nullable: true })
  firstCampaign: string | null;

  /** SHA-256 of the survey token handed to the visitor; the token itself is never stored. */
  @Column({ name: 'survey_token_hash', type: 'varchar', length: 64, nullable: true, select: false })
  surveyTokenHash: string | null;

  @Column({ name: 'survey_token_expires_at', type: 'timestamptz', nullable: true })
  surveyTokenExpiresAt: Date | null;

  /** Version of the privacy statement shown on the form the visitor filled in (docs/operations.md). */
  @Column({ name: 'privacy_version', type: 'varchar', length: 20, nullable: true })
  privacyVersion: string | null;

  /** When the personal data was erased (on request or by the retention job); the figures remain. */
  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt: Date | null;

  /** Normalised contact data beside what was typed: leads/contact.rules.ts (null when absent or, for the phone, invalid). */
  @Column({ name: 'email_normalized', type: 'text', nullable: true })
  emailNormalized: string | null;

  @Column({ name: 'phone_e164', type: 'varchar', length: 20, nullable: true })
  phoneE164: string | null;

  /** A phone was typed that is no valid number (kept as typed in `phone`). */
  @Column({ name: 'phone_invalid', type: 'boolean', default: false })
  phoneInvalid: boolean;

  @Column({ name: 'name_key', type: 'text', nullable: true })
  nameKey: string | null;

  @Column({ name: 'website_domain', type: 'text', nullable: true })
  websiteDomain: string | null;

  /**
   * The one open lead per normalised e-mail that a returning visitor joins; a unique partial index
   * (`leads_open_email_holder_idx`, owned by the migration) keeps it one (docs/architecture.md).
   */
  @Column({ name: 'email_holder', type: 'boolean', default: false })
  emailHolder: boolean;

  /** How often this person asked again and joined this lead. */
  @Column({ type: 'integer', default: 0 })
  returns: number;

  /** The person's earlier lead, when they came back after it was won or lost, or after the joining window. */
  @Column({ name: 'previous_lead_id', type: 'uuid', nullable: true })
  previousLeadId: string | null;

  @ManyToOne(() => LeadEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'previous_lead_id', foreignKeyConstraintName: 'leads_previous_lead_id_fkey' })
  previousLead?: LeadEntity;

  /** The next action's day (YYYY-MM-DD, Amsterdam), see followups/follow-up.rules.ts. */
  @Column({ name: 'next_action_on', type: 'date', nullable: true })
  nextActionOn: string | null;

  @Column({ name: 'next_action_note', type: 'varchar', length: 500, nullable: true })
  nextActionNote: string | null;
}
