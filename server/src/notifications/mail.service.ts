import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobQueue } from '../shared/database/job-queue';
import { BadUserInputError, NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { dailySummaryMail, leadMail, mailBody, type MailContent, type MailLead } from './mail-templates';
import { DEFAULT_MAIL_SETTINGS, MAIL_RETRY_LIMIT, MailKind, type MailSettingKind, type MailSettings } from './notification.rules';

export const MAIL_DELIVERY_JOB = 'mail-delivery';
export const DAILY_SUMMARY_JOB = 'daily-summary';
export const MESSAGE_NOT_FOUND = 'Bericht niet gevonden.';
export const NOTIFICATIONS_PRUNE_JOB = 'notifications-prune';
export const MESSAGE_RETENTION_DAYS = 30;

/** 'not_sent': no SMTP_URL, kept to show what would have gone out. */
export type MessageStatus = 'not_sent' | 'pending' | 'retrying' | 'sent' | 'failed';

export interface OutgoingMessageRecord {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  status: MessageStatus;
  attempts: number;
  error: string | null;
  leadId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailConfig {
  /** Unset: nothing is sent; messages are kept as not sent. */
  smtpUrl: string | undefined;
  from: string;
  siteUrl: string;
  retryDelaySeconds: number;
  /**
   * Secret links some e-mails carry (a lead's link to its appointment; global, ending in the
   * secret after a '/'): 'Uitgaande berichten' shows them cut off after that '/', so reading the
   * log (a read-only token may) does not hand them out.
   */
  secretLinks?: RegExp;
}

/** An e-mail another feature asks for: lines of text and one link; the layout is this feature's. */
export interface PlainMail {
  key: string;
  kind: MailKind;
  subject: string;
  lines: string[];
  link: string;
  linkText: string;
  leadId: string | null;
}

const SETTING_COLUMN: Record<MailSettingKind, string> = {
  [MailKind.NEW_LEAD]: 'new_lead',
  [MailKind.HOT_SURVEY]: 'hot_survey',
  [MailKind.DAILY_SUMMARY]: 'daily_summary',
};
const SETTING_DEFAULT: Record<MailSettingKind, boolean> = {
  [MailKind.NEW_LEAD]: DEFAULT_MAIL_SETTINGS.newLead,
  [MailKind.HOT_SURVEY]: DEFAULT_MAIL_SETTINGS.hotSurvey,
  [MailKind.DAILY_SUMMARY]: DEFAULT_MAIL_SETTINGS.dailySummary,
};

interface QueuedMail {
  key: string;
  kind: MailKind;
  /** Which of an admin's settings decides whether they get it. */
  setting: MailSettingKind;
  content: MailContent;
  leadId: string | null;
}

/** An `outgoing_messages` row (`SELECT *`). */
interface MessageRow {
  id: string;
  kind: MailKind;
  message_id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation or cancellation (iCalendar text), sent as its alternative part. */
  calendar: string | null;
  status: MessageStatus;
  attempts: number;
  error: string | null;
  lead_id: string | null;
  created_at: Date;
  sent_at: Date | null;
}

function toMessage(row: MessageRow, secretLinks?: RegExp): OutgoingMessageRecord {
  const text = row.text;
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    text: secretLinks ? text.replace(secretLinks, (link) => `${link.slice(0, link.lastIndexOf('/') + 1)}…`) : text,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    leadId: row.lead_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * E-mail notifications (docs/operations.md, "Meldingen"): every message is a row of
 * `outgoing_messages`, written in the dispatcher's transaction with its delivery job; the job sends
 * it over SMTP (nodemailer, SMTP_URL) and retries with backoff. Without SMTP_URL rows are kept as
 * 'not_sent' and shown on 'Uitgaande berichten'.
 */
export class MailService {
  private jobs: JobQueue | undefined;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: MailConfig,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  useQueue(jobs: JobQueue | undefined): void {
    this.jobs = jobs;
  }

  get sending(): boolean {
    return this.transport !== undefined;
  }

  get jobOptions() {
    return {
      name: MAIL_DELIVERY_JOB,
      queue: {
        policy: 'standard' as const,
        retryLimit: MAIL_RETRY_LIMIT,
        retryDelay: this.config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      },
      pollingIntervalSeconds: 2,
      handler: (data: { messageId: string }) => this.deliver(data.messageId),
    };
  }

  /**
   * In the dispatcher's transaction: for each of `mails`, one message per active admin who wants
   * its kind (no saved settings: the defaults), all in one statement. The key makes the message id,
   * so a repeat is a no-op.
   */
  async enqueueLeadMails(
    manager: EntityManager,
    mails: { key: string; kind: MailKind.NEW_LEAD | MailKind.HOT_SURVEY; lead: MailLead }[],
  ): Promise<number> {
    return this.enqueue(
      manager,
      mails.map(({ key, kind, lead }) => ({
        key,
        kind,
        setting: kind,
        content: leadMail(kind, lead, this.config.siteUrl),
        leadId: lead.id,
      })),
    );
  }

  /** In the caller's transaction: `mails` to every active admin whose `setting` is on. */
  async enqueueAdminMails(manager: EntityManager, mails: PlainMail[], setting: MailSettingKind): Promise<number> {
    return this.enqueue(
      manager,
      mails.map((mail) => ({ key: mail.key, kind: mail.kind, setting, content: this.compose(mail), leadId: mail.leadId })),
    );
  }

  /**
   * In the caller's transaction: one e-mail to `recipient` (a lead), with an iCalendar part when
   * `calendar` is given (sent as the invitation's text/calendar alternative and attachment).
   * The key makes the message id, so a repeat is a no-op.
   */
  async enqueueDirectMail(manager: EntityManager, recipient: string, mail: PlainMail, calendar?: string): Promise<void> {
    const status: MessageStatus = this.transport && this.jobs ? 'pending' : 'not_sent';
    const content = this.compose(mail);
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status, lead_id, calendar)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (message_id) DO NOTHING
       RETURNING id`,
      [
        mail.kind,
        `<${mail.key}@leadmachine>`,
        recipient,
        content.subject,
        content.text,
        content.html,
        status,
        mail.leadId,
        calendar ?? null,
      ],
    );
    if (status === 'pending') for (const row of rows) await this.jobs!.send(MAIL_DELIVERY_JOB, { messageId: row.id }, manager);
  }

  private compose(mail: PlainMail): MailContent {
    return { subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 300), ...mailBody(mail.lines, mail.link, mail.linkText) };
  }

  private async enqueue(manager: EntityManager, mails: QueuedMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const status: MessageStatus = this.transport && this.jobs ? 'pending' : 'not_sent';
    const wanted = `coalesce(CASE m.setting ${Object.entries(SETTING_COLUMN)
      .map(([kind, column]) => `WHEN '${kind}' THEN s.${column}`)
      .join(' ')} END, m.by_default)`;
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status, lead_id)
       SELECT m.kind, '<' || m.key || '.' || u.id || '@leadmachine>', u.email, m.subject, m.text, m.html, $2, m.lead_id
       FROM jsonb_to_recordset($1::jsonb) AS m(kind text, setting text, key text, subject text, text text, html text, lead_id uuid, by_default boolean)
       CROSS JOIN users u LEFT JOIN notification_settings s ON s.user_id = u.id
       WHERE u.role = 'admin' AND u.disabled_at IS NULL AND ${wanted}
       ON CONFLICT (message_id) DO NOTHING
       RETURNING id`,
      [
        JSON.stringify(
          mails.map(({ key, kind, setting, content, leadId }) => ({
            kind,
            setting,
            key,
            subject: content.subject,
            text: content.text,
            html: content.html,
            lead_id: leadId,
            by_default: SETTING_DEFAULT[setting],
          })),
        ),
        status,
      ],
    );
    if (status === 'pending') for (const row of rows) await this.jobs!.send(MAIL_DELIVERY_JOB, { messageId: row.id }, manager);
    return rows.length;
  }

  /** The daily job: leads still NEW, oldest first, to everyone who chose the summary. */
  async queueDailySummary(day: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const waiting: { id: string; name: string; hours: number }[] = await manager.query(
        `SELECT id, name, floor(extract(epoch FROM now() - created_at) / 3600)::int AS hours
         FROM leads WHERE status = 'NEW' ORDER BY created_at LIMIT 50`,
      );
      const content = dailySummaryMail(
        waiting.map((lead) => ({ id: lead.id, name: lead.name, hoursWaiting: lead.hours })),
        this.config.siteUrl,
      );
      return this.enqueue(manager, [
        { key: `summary_${day}`, kind: MailKind.DAILY_SUMMARY, setting: MailKind.DAILY_SUMMARY, content, leadId: null },
      ]);
    });
  }

  async list(limit: number): Promise<OutgoingMessageRecord[]> {
    const rows: MessageRow[] = await this.dataSource.query(`SELECT * FROM outgoing_messages ORDER BY created_at DESC, id LIMIT $1`, [
      limit,
    ]);
    return rows.map((row) => toMessage(row, this.config.secretLinks));
  }

  /** 'Opnieuw versturen' of a failed message (needs SMTP_URL). */
  async resend(id: string): Promise<OutgoingMessageRecord> {
    if (!isUuid(id)) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const jobs = this.jobs;
    if (!this.transport || !jobs)
      throw new BadUserInputError({ field: 'id', message: 'er is geen SMTP-server ingesteld (SMTP_URL), er kan niets verstuurd worden' });
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [MessageRow[], number] = await manager.query(
        `UPDATE outgoing_messages SET status = 'pending', error = NULL WHERE id = $1 AND status <> 'sent' RETURNING *`,
        [id],
      );
      if (rows.length === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
      await jobs.send(MAIL_DELIVERY_JOB, { messageId: id }, manager);
      return toMessage(rows[0], this.config.secretLinks);
    });
  }

  /** The job: one attempt; throws so pg-boss retries with backoff. */
  async deliver(id: string): Promise<void> {
    const [row]: MessageRow[] = await this.dataSource.query(`SELECT * FROM outgoing_messages WHERE id = $1`, [id]);
    if (!row || row.status === 'sent' || !this.transport) return;
    let error: string | null = null;
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        // Stable per message: a receiving mail system can recognise a repeat after a crash.
        messageId: row.message_id,
        // A calendar invitation or cancellation: nodemailer sends it as the text/calendar
        // alternative (with its METHOD) that mail programs show as an invitation.
        ...(row.calendar
          ? {
              icalEvent: { method: /^METHOD:(\w+)/m.exec(row.calendar)?.[1] ?? 'PUBLISH', filename: 'afspraak.ics', content: row.calendar },
            }
          : {}),
      });
    } catch (cause) {
      error = ((cause as Error).message ?? 'mislukt').slice(0, 500);
    }
    const attempts = row.attempts + 1;
    const status: MessageStatus = error === null ? 'sent' : attempts > MAIL_RETRY_LIMIT ? 'failed' : 'retrying';
    await this.dataSource.query(
      `UPDATE outgoing_messages SET status = $2::varchar, attempts = attempts + 1, error = $3, sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END WHERE id = $1`,
      [id, status, error],
    );
    if (error !== null) throw new Error(`mail not sent: ${error}`);
  }

  /** Which e-mails an account gets (the defaults until it saves its own). */
  async settingsOf(userId: string): Promise<MailSettings> {
    const [row]: { new_lead: boolean; hot_survey: boolean; daily_summary: boolean }[] = await this.dataSource.query(
      `SELECT new_lead, hot_survey, daily_summary FROM notification_settings WHERE user_id = $1`,
      [userId],
    );
    return row ? { newLead: row.new_lead, hotSurvey: row.hot_survey, dailySummary: row.daily_summary } : { ...DEFAULT_MAIL_SETTINGS };
  }

  async saveSettings(userId: string, settings: MailSettings): Promise<MailSettings> {
    await this.dataSource.query(
      `INSERT INTO notification_settings (user_id, new_lead, hot_survey, daily_summary) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET new_lead = $2, hot_survey = $3, daily_summary = $4, updated_at = now()`,
      [userId, settings.newLead, settings.hotSurvey, settings.dailySummary],
    );
    return settings;
  }

  /**
   * E-mails name the lead: kept MESSAGE_RETENTION_DAYS for 'Uitgaande berichten', then deleted
   * (the nightly notifications-prune job, with the webhook log).
   */
  async prune(): Promise<number> {
    const [, deleted]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM outgoing_messages WHERE created_at < now() - make_interval(days => $1)`,
      [MESSAGE_RETENTION_DAYS],
    );
    return deleted;
  }

  close(): void {
    this.transport?.close();
  }
}
