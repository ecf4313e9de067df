import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobQueue } from '../shared/database/job-queue';
import { BadUserInputError, NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { inTransaction } from '../shared/database/transaction';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { WEBHOOK_RETRY_LIMIT, type WebhookEvent, type WebhookMessage } from '../notifications/notification.rules';
import { checkWebhookUrl, RefusedWebhookUrl } from './webhook-url.guard';
import { sendWebhook } from './webhook-sender';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const WEBHOOK_NOT_FOUND = 'Webhook niet gevonden.';
export const DELIVERY_NOT_FOUND = 'Aflevering niet gevonden.';
/** At most this many webhooks: each event is delivered to every one of them. */
export const WEBHOOKS_MAX = 50;
export const DELIVERY_RETENTION_DAYS = 30;

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
  /** Only right after creation: the signing secret is shown once. */
  secret: string | null;
}

export interface DeliveryRecord {
  id: string;
  webhookId: string;
  messageId: string;
  event: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  statusCode: number | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

export interface WebhookServiceOptions {
  allowPrivate: boolean;
  /** Seconds before the first retry; pg-boss doubles it each time (tests shorten it). */
  retryDelaySeconds: number;
}

/** A subscription as its queries return it (never the secret). */
interface WebhookRow {
  id: string;
  url: string;
  events: WebhookEvent[];
  created_at: Date;
}

/** A `webhook_deliveries` row (`SELECT *`). */
interface DeliveryRow {
  id: string;
  webhook_id: string;
  message_id: string;
  event: WebhookEvent;
  payload: unknown;
  status: DeliveryStatus;
  attempts: number;
  status_code: number | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
}

/** What one attempt needs: the delivery and its webhook's address and secret. */
type DeliveryAttemptRow = Pick<DeliveryRow, 'message_id' | 'payload' | 'status' | 'attempts'> & { url: string; secret: string };

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    messageId: row.message_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.status_code,
    error: row.error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    deliveredAt: row.delivered_at,
  };
}

/**
 * Outgoing webhooks (docs/lead-api.md, "Webhooks"): the subscriptions, their delivery log, and
 * the delivery job. A delivery row and its job are created in the dispatcher's transaction
 * (notifications/event-dispatcher.ts); the job posts it and retries with backoff until it gets a 2xx.
 */
export class WebhookService {
  private jobs: JobQueue | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly options: WebhookServiceOptions,
  ) {}

  /** The queue arrives after the services are built (app.ts); without it deliveries wait in the log. */
  useQueue(jobs: JobQueue | undefined): void {
    this.jobs = jobs;
  }

  get jobOptions() {
    return {
      name: WEBHOOK_DELIVERY_JOB,
      queue: {
        policy: 'standard' as const,
        retryLimit: WEBHOOK_RETRY_LIMIT,
        retryDelay: this.options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 60,
      },
      pollingIntervalSeconds: 2,
      handler: (data: { deliveryId: string }) => this.deliver(data.deliveryId),
    };
  }

  /** Audited (the address and events, never the secret). */
  async create(input: { url: string; events: WebhookEvent[] }, actor: AuditActor): Promise<WebhookRecord> {
    try {
      checkWebhookUrl(input.url, this.options.allowPrivate);
    } catch (error) {
      if (error instanceof RefusedWebhookUrl) throw new BadUserInputError({ field: 'url', message: error.message });
      throw error;
    }
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    return inTransaction(this.dataSource, async (manager) => {
      const [row]: WebhookRow[] = await manager.query(
        `INSERT INTO webhooks (url, events, secret, created_by)
         SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM webhooks) < $5
         RETURNING id, url, events, created_at`,
        [input.url, [...new Set(input.events)], secret, actor.id, WEBHOOKS_MAX],
      );
      if (!row) throw new BadUserInputError({ field: 'url', message: `er zijn al ${WEBHOOKS_MAX} webhooks; verwijder er eerst een` });
      await this.audit.record(manager, {
        action: 'webhook.created',
        actor,
        target: { type: 'webhook', id: row.id },
        details: { url: row.url, events: row.events },
      });
      return { id: row.id, url: row.url, events: row.events, createdAt: row.created_at, secret };
    });
  }

  async list(): Promise<WebhookRecord[]> {
    const rows: WebhookRow[] = await this.dataSource.query(`SELECT id, url, events, created_at FROM webhooks ORDER BY created_at DESC, id`);
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events,
      createdAt: row.created_at,
      secret: null,
    }));
  }

  /** Audited. */
  async delete(id: string, actor: AuditActor): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    await inTransaction(this.dataSource, async (manager) => {
      const [rows]: [{ id: string; url: string }[], number] = await manager.query(`DELETE FROM webhooks WHERE id = $1 RETURNING id, url`, [
        id,
      ]);
      if (rows.length === 0) throw new NotFoundError(WEBHOOK_NOT_FOUND);
      await this.audit.record(manager, {
        action: 'webhook.deleted',
        actor,
        target: { type: 'webhook', id },
        details: { url: rows[0].url },
      });
    });
  }

  async deliveries(webhookId: string, limit: number): Promise<DeliveryRecord[]> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT * FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [webhookId, limit],
    );
    return rows.map(toDelivery);
  }

  /**
   * In the dispatcher's transaction: a delivery row and a job for each webhook subscribed to each
   * message. The unique (webhook, message) pair makes a repeat a no-op.
   */
  async enqueue(manager: EntityManager, messages: WebhookMessage[]): Promise<number> {
    if (messages.length === 0) return 0;
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload)
       SELECT w.id, m.message_id, m.event, m.payload
       FROM jsonb_to_recordset($1::jsonb) AS m(message_id text, event text, payload jsonb)
       JOIN webhooks w ON m.event = ANY (w.events)
       ON CONFLICT (webhook_id, message_id) DO NOTHING
       RETURNING id`,
      [JSON.stringify(messages.map((m) => ({ message_id: m.messageId, event: m.event, payload: m.body })))],
    );
    // Without the queue (JOB_QUEUE=off) the deliveries wait in the log as pending.
    if (this.jobs) for (const row of rows) await this.jobs.send(WEBHOOK_DELIVERY_JOB, { deliveryId: row.id }, manager);
    return rows.length;
  }

  /** The delivery log keeps DELIVERY_RETENTION_DAYS (the nightly notifications-prune job). */
  async prune(): Promise<number> {
    const [, deleted]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1) AND status IN ('delivered', 'failed')`,
      [DELIVERY_RETENTION_DAYS],
    );
    return deleted;
  }

  /** 'Opnieuw versturen': sends the same message (same webhook-id) again, with a fresh retry budget. */
  async redeliver(id: string): Promise<DeliveryRecord> {
    if (!isUuid(id)) throw new NotFoundError(DELIVERY_NOT_FOUND);
    const jobs = this.jobs;
    if (!jobs)
      throw new BadUserInputError({ field: 'id', message: 'de takenwachtrij staat uit (JOB_QUEUE=off), er kan niets verstuurd worden' });
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [DeliveryRow[], number] = await manager.query(
        `UPDATE webhook_deliveries SET status = 'pending', error = NULL WHERE id = $1 RETURNING *`,
        [id],
      );
      if (rows.length === 0) throw new NotFoundError(DELIVERY_NOT_FOUND);
      await jobs.send(WEBHOOK_DELIVERY_JOB, { deliveryId: id }, manager);
      return toDelivery(rows[0]);
    });
  }

  /**
   * The job: one attempt. Throws on failure so pg-boss retries it with backoff; after the last retry
   * the delivery stays 'failed' in the log, where 'Opnieuw versturen' can start it again.
   */
  async deliver(deliveryId: string): Promise<void> {
    const [row]: DeliveryAttemptRow[] = await this.dataSource.query(
      `SELECT d.message_id, d.payload, d.status, d.attempts, w.url, w.secret
       FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = $1`,
      [deliveryId],
    );
    if (!row || row.status === 'delivered') return; // webhook deleted, or already delivered
    const result = await sendWebhook(
      { url: row.url, secret: row.secret },
      row.message_id,
      JSON.stringify(row.payload),
      this.options.allowPrivate,
    );
    const attempts = row.attempts + 1;
    const status: DeliveryStatus = result.ok ? 'delivered' : attempts > WEBHOOK_RETRY_LIMIT ? 'failed' : 'retrying';
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = $2::varchar, attempts = attempts + 1, status_code = $3, error = $4, last_attempt_at = now(),
              delivered_at = CASE WHEN $2::varchar = 'delivered' THEN now() END
       WHERE id = $1`,
      [deliveryId, status, result.statusCode, result.error],
    );
    if (!result.ok) throw new WebhookDeliveryFailed(result.error ?? 'mislukt');
  }
}

export class WebhookDeliveryFailed extends Error {}
