import type { DataSource, EntityManager } from 'typeorm';
import type { MailService } from './mail.service';
import { mailKindFor, webhookMessagesFor, type DispatchedLeadEvent, type FieldChanges, type WebhookMessage } from './notification.rules';

/** Keys of the advisory lock that lets one process at a time dispatch ('notf', 1). */
const DISPATCH_LOCK: [number, number] = [0x6e6f7466, 1];
const BATCH = 200;

/**
 * Where a batch's webhook messages go: webhooks/webhook.service.ts, handed in by the wiring (the
 * webhooks feature stands on notifications' rules, so notifications does not import it).
 */
export interface WebhookOutbox {
  /** Writes the messages' deliveries (and queues their jobs) in the caller's transaction. */
  enqueue(manager: EntityManager, messages: WebhookMessage[]): Promise<number>;
}

export interface EventDispatcherOptions {
  webhooks: WebhookOutbox;
  mails: MailService;
  log: (message: string, error?: unknown) => void;
  intervalMs?: number;
}

interface EventRow {
  id: string;
  lead_id: string;
  type: string;
  at: Date;
  changes: FieldChanges | null;
  tx: string;
  name: string | null;
  company: string | null;
  source: string | null;
  lead_score: number | null;
  qualification: string | null;
}

/**
 * Turns the lead event log into notifications, off the visitor's path: every second one process
 * (an advisory lock) reads the events committed since the position kept in `event_dispatch`, and
 * in ONE transaction writes their webhook deliveries and e-mails with their pg-boss jobs and moves
 * the position on. So each event is queued exactly once, whatever crashes or how many processes
 * run; a rolled-back change left no event, so it sends nothing. The reading order and the
 * "older than every running transaction" rule are the live feed's (leads/lead-event.service.ts).
 */
export class EventDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: EventDispatcherOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.poll(), this.options.intervalMs ?? 1_000);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Dispatches now (and waits for a run in progress): for tests. */
  async poll(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      while ((await this.dataSource.transaction((manager) => this.dispatchBatch(manager))) === BATCH);
      if (this.failing) this.options.log('dispatching lead events works again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.options.log('dispatching lead events failed; retrying', error);
      this.failing = true;
    }
  }

  /** One batch in the caller's transaction; returns how many events it read. */
  private async dispatchBatch(manager: EntityManager): Promise<number> {
    const [{ locked }]: { locked: boolean }[] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', DISPATCH_LOCK);
    if (!locked) return 0;
    const [position]: { tx: string; id: string }[] = await manager.query('SELECT tx::text, id::text FROM event_dispatch');
    const rows: EventRow[] = await manager.query(
      `SELECT e.id::text, e.lead_id, e.type, e.at, e.changes, e.tx::text,
              l.name, l.company, l.source, l.lead_score, l.qualification
       FROM lead_events e LEFT JOIN leads l ON l.id = e.lead_id
       WHERE (e.tx, e.id) > ($1::xid8, $2::bigint) AND e.tx < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY e.tx, e.id LIMIT $3`,
      [position.tx, position.id, BATCH],
    );
    if (rows.length === 0) return 0;
    const events = rows.map((row): DispatchedLeadEvent => ({
      id: row.id,
      leadId: row.lead_id,
      type: row.type,
      at: row.at,
      changes: row.changes,
      qualification: row.qualification,
      leadScore: row.lead_score,
      source: row.source,
    }));
    // The whole batch in two statements (webhook deliveries, e-mails), not two per event: under a
    // campaign's load this work shares the machine with the visitors.
    await this.options.webhooks.enqueue(manager, events.flatMap(webhookMessagesFor));
    await this.options.mails.enqueueLeadMails(
      manager,
      rows.flatMap((row, index) => {
        const kind = mailKindFor(events[index]);
        // A lead deleted before its e-mail went out needs none.
        if (!kind || row.name === null) return [];
        const lead = {
          id: row.lead_id,
          name: row.name,
          company: row.company,
          source: row.source,
          leadScore: row.lead_score,
          qualification: row.qualification,
          returned: row.type === 'returned',
        };
        return [{ key: `lead_event_${row.id}`, kind, lead }];
      }),
    );
    const last = rows[rows.length - 1];
    await manager.query('UPDATE event_dispatch SET tx = $1::xid8, id = $2', [last.tx, last.id]);
    return rows.length;
  }
}
