/**
 * Which notifications a lead event causes: the one place for this rule (docs/operations.md,
 * "Meldingen"). Pure, so table tests cover it (notification.rules.test.ts).
 */
export enum WebhookEvent {
  LEAD_CREATED = 'LEAD_CREATED',
  SURVEY_COMPLETED = 'SURVEY_COMPLETED',
  STATUS_CHANGED = 'STATUS_CHANGED',
  OUTCOME_CHANGED = 'OUTCOME_CHANGED',
  LEAD_DELETED = 'LEAD_DELETED',
  /** The person of an open lead asked again (a quick scan or contact form) and joined it. */
  LEAD_RETURNED = 'LEAD_RETURNED',
  /** An admin merged another lead of the same person into this one (the other gets LEAD_DELETED). */
  LEAD_MERGED = 'LEAD_MERGED',
}

export const WEBHOOK_EVENTS = Object.values(WebhookEvent);

/**
 * Every kind of e-mail. The first three are what an account can choose (notification_settings; the
 * first two are on by default); the others follow a booked call: to the lead itself, and to the
 * admins who chose HOT_SURVEY (a booked call is news of the same weight as a hot lead).
 */
export enum MailKind {
  NEW_LEAD = 'new_lead',
  HOT_SURVEY = 'hot_survey',
  DAILY_SUMMARY = 'daily_summary',
  /** To the lead: the call is planned (or moved), with the invitation. */
  APPOINTMENT_CONFIRMED = 'appointment_confirmed',
  /** To the lead: the call is cancelled, with the invitation's cancellation. */
  APPOINTMENT_CANCELLED = 'appointment_cancelled',
  /** To the lead: the call is tomorrow, or in an hour. */
  APPOINTMENT_REMINDER = 'appointment_reminder',
  /** To the admins: a lead booked, moved or cancelled a call. */
  CALL_BOOKED = 'call_booked',
  /** To the admins: a hot lead saw the calendar and booked nothing within the hour. */
  CALL_NOT_BOOKED = 'call_not_booked',
}

/** The kinds an account chooses itself (a column of notification_settings each). */
export type MailSettingKind = MailKind.NEW_LEAD | MailKind.HOT_SURVEY | MailKind.DAILY_SUMMARY;

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** A row of `lead_events` as the dispatcher reads it, with what the lead looks like now. */
export interface DispatchedLeadEvent {
  id: string;
  leadId: string;
  type: string;
  at: Date;
  changes: FieldChanges | null;
  /** The lead's qualification now (null once deleted or without a survey). */
  qualification: string | null;
  leadScore: number | null;
  source: string | null;
}

export interface WebhookMessage {
  /** The `webhook-id`: stable per event, so a receiver can drop a repeat. */
  messageId: string;
  event: WebhookEvent;
  body: { type: WebhookEvent; timestamp: string; data: Record<string, unknown> };
}

function message(event: DispatchedLeadEvent, type: WebhookEvent, data: Record<string, unknown>): WebhookMessage {
  return {
    messageId: `msg_${event.id}_${type.toLowerCase()}`,
    event: type,
    body: { type, timestamp: event.at.toISOString(), data: { id: event.leadId, ...data } },
  };
}

/** The webhook messages of one lead event; `data` holds the lead's id and what changed, no personal data. */
export function webhookMessagesFor(event: DispatchedLeadEvent): WebhookMessage[] {
  const changes = event.changes ?? {};
  const messages: WebhookMessage[] = [];
  // source, score and qualification are read when the event is dispatched: a lead deleted by then has
  // none, and they are left out rather than sent as null.
  const known = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  if (event.type === 'created') messages.push(message(event, WebhookEvent.LEAD_CREATED, known({ source: event.source })));
  if (event.type === 'survey_completed') {
    messages.push(message(event, WebhookEvent.SURVEY_COMPLETED, known({ leadScore: event.leadScore, qualification: event.qualification })));
  }
  if (event.type === 'returned') {
    // The source of the new visit (a quick scan, a contact form), not the lead's first.
    const source = typeof changes.source?.to === 'string' ? changes.source.to : event.source;
    messages.push(message(event, WebhookEvent.LEAD_RETURNED, known({ source })));
  }
  if (event.type === 'merged') {
    const merged = changes.mergedLeadId?.from;
    messages.push(message(event, WebhookEvent.LEAD_MERGED, typeof merged === 'string' ? { mergedLeadId: merged } : {}));
  }
  if (event.type === 'deleted') messages.push(message(event, WebhookEvent.LEAD_DELETED, {}));
  if (changes.status && changes.status.from !== changes.status.to) {
    messages.push(message(event, WebhookEvent.STATUS_CHANGED, { status: changes.status }));
  }
  if (changes.outcome && changes.outcome.from !== changes.outcome.to) {
    messages.push(message(event, WebhookEvent.OUTCOME_CHANGED, { outcome: changes.outcome }));
  }
  return messages;
}

/**
 * The e-mail (if any) a lead event causes: a new lead (or a returning visitor, who is news of the
 * same weight), or a survey completed as HOT.
 */
export function mailKindFor(event: DispatchedLeadEvent): MailKind.NEW_LEAD | MailKind.HOT_SURVEY | null {
  if (event.type === 'created' || event.type === 'returned') return MailKind.NEW_LEAD;
  if (event.type === 'survey_completed' && event.qualification === 'HOT') return MailKind.HOT_SURVEY;
  return null;
}

export interface MailSettings {
  newLead: boolean;
  hotSurvey: boolean;
  dailySummary: boolean;
}

/** An account without saved settings gets the new-lead and hot-survey e-mails. */
export const DEFAULT_MAIL_SETTINGS: MailSettings = { newLead: true, hotSurvey: true, dailySummary: false };

export function wants(settings: MailSettings, kind: MailSettingKind): boolean {
  if (kind === MailKind.NEW_LEAD) return settings.newLead;
  if (kind === MailKind.HOT_SURVEY) return settings.hotSurvey;
  return settings.dailySummary;
}

/**
 * Retry schedule of a webhook delivery: pg-boss's exponential backoff waits about
 * delay x 2^n (with jitter up to twice that) before retry n, so with the default 30 s delay eleven
 * retries span roughly 17 to 34 hours: "24 hours" in docs/operations.md.
 */
export const WEBHOOK_RETRY_LIMIT = 11;
export const MAIL_RETRY_LIMIT = 8;
