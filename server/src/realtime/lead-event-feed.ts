import type { LeadEvent, LeadEventPosition, LeadEventService } from '../leads/lead-event.service';
import type { LeadService } from '../leads/lead.service';
import { toLead } from '../leads/lead.mapper';
import { LeadChange, LeadChangeKind } from './lead-change.type';
import type { LocalPubSub } from './local-pub-sub';

export const LEAD_CHANGED_TOPIC = 'LEAD_CHANGED';

/** How many events one read takes; a longer backlog is read in several. */
const BATCH = 500;
/** The backlog one read may publish before the feed skips to the end and asks for a resync. */
const MAX_BACKLOG = 5_000;
/** With nobody subscribed, how often the feed moves its place to the log's end (reading nothing). */
const IDLE_SYNC_MS = 1_000;

export interface LeadEventFeedOptions {
  events: LeadEventService;
  leads: LeadService;
  pubSub: LocalPubSub;
  log: (message: string, error?: unknown) => void;
  /** How often the log is read while this process has subscribers. */
  intervalMs?: number;
  /**
   * More events than this waiting in one read (say after a long database outage or a bulk import):
   * the feed jumps to the log's end and every subscriber is told to resync instead of receiving a
   * flood it would drop anyway.
   */
  maxBacklog?: number;
}

function kindOf(event: LeadEvent): LeadChangeKind {
  if (event.type === 'created') return LeadChangeKind.CREATED;
  if (event.type === 'deleted') return LeadChangeKind.DELETED;
  return LeadChangeKind.UPDATED;
}

/**
 * Turns the lead event log (leads/lead-event.service.ts) into LeadChange events for this process's
 * subscribers: every `intervalMs` while anyone is subscribed, it reads what committed since its last
 * read, loads the leads in one query and publishes them in order. Nothing is lost while the database
 * is unreachable or a read fails: the next read starts where the last successful one ended. With
 * nobody subscribed it reads no events, but moves its place to the log's end every second, so a new
 * subscriber gets everything from (at most a second before) the moment it subscribed.
 */
export class LeadEventFeed {
  private position: LeadEventPosition | null = null;
  private syncedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  private failing = false;

  constructor(private readonly options: LeadEventFeedOptions) {}

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.intervalMs ?? 25);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.reading;
  }

  /** Reads the log now (and waits for a read in progress): for tests, and after a local write. */
  async poll(): Promise<void> {
    if (this.reading) return this.reading;
    this.reading = this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  private async read(): Promise<void> {
    const { events, pubSub, log } = this.options;
    try {
      if (pubSub.subscriberCount(LEAD_CHANGED_TOPIC) === 0) {
        if (Date.now() - this.syncedAt < IDLE_SYNC_MS && this.position) return;
        this.position = await events.end();
        this.syncedAt = Date.now();
        return;
      }
      this.position ??= await events.end();
      const maxBacklog = this.options.maxBacklog ?? MAX_BACKLOG;
      for (let read = 0; ;) {
        const batch = await events.readAfter(this.position, BATCH);
        read += batch.events.length;
        if (read > maxBacklog) {
          this.position = await events.end();
          pubSub.resyncAll(LEAD_CHANGED_TOPIC, `more than ${maxBacklog} lead events behind`);
          log(`live feed: more than ${maxBacklog} lead events behind; subscribers were told to resync`);
          break;
        }
        await this.publish(batch.events);
        this.position = batch.position;
        if (batch.events.length < BATCH) break;
      }
      if (this.failing) log('lead events are read again');
      this.failing = false;
    } catch (error) {
      // Logged once per outage; the next read retries from the same position.
      if (!this.failing) log('reading lead events failed; retrying', error);
      this.failing = true;
    }
  }

  private async publish(events: LeadEvent[]): Promise<void> {
    if (events.length === 0) return;
    const ids = [...new Set(events.filter((event) => event.type !== 'deleted').map((event) => event.leadId))];
    const entities = await this.options.leads.findByIds(ids);
    const leads = new Map(entities.map((entity) => [entity.id, toLead(entity)]));
    for (const event of events) {
      const kind = kindOf(event);
      const lead = kind === LeadChangeKind.DELETED ? null : leads.get(event.leadId);
      // Deleted since: its DELETED event follows, so this one has nothing to show.
      if (lead === undefined) continue;
      this.options.pubSub.publish(LEAD_CHANGED_TOPIC, Object.assign(new LeadChange(), { kind, id: event.leadId, lead }));
    }
  }
}
