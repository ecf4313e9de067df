import { In, type DataSource } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';
import { toLead } from '../leads/lead.mapper';
import { LeadChange, LeadChangeKind } from './lead-change.type';
import type { LocalPubSub } from './local-pub-sub';

export const LEAD_CHANGED_TOPIC = 'LEAD_CHANGED';

const KINDS = new Set<string>(Object.values(LeadChangeKind));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns `lead_changed` notifications (realtime/lead-change.ts) into LeadChange events for this
 * process's subscribers. The lead is loaded once per event and process, not per subscriber.
 * Notifications are published one at a time, in commit order.
 *
 * Under load notifications arrive faster than one query each can follow (the load benchmark: 50
 * visitors at once left admins 10 s behind), so whatever queued up while the previous batch was
 * being loaded is loaded with ONE query and then published in order.
 */
export class LeadChangeFeed {
  private queue: string[] = [];
  private tail: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: LocalPubSub,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  handle(payload: string): void {
    this.queue.push(payload);
    if (this.scheduled) return;
    this.scheduled = true;
    this.tail = this.tail.then(() => this.drainQueue()).catch((error) => this.log('lead change not delivered', error));
  }

  /** Resolves when every notification received so far has been published. */
  async drained(): Promise<void> {
    while (this.scheduled) await this.tail;
  }

  private async drainQueue(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        await this.publish(batch);
      }
    } finally {
      this.scheduled = false;
    }
  }

  private async publish(payloads: string[]): Promise<void> {
    const changes: { kind: LeadChangeKind; id: string }[] = [];
    for (const payload of payloads) {
      const { kind, id } = JSON.parse(payload) as { kind?: unknown; id?: unknown };
      if (typeof kind !== 'string' || !KINDS.has(kind) || typeof id !== 'string' || !UUID.test(id)) {
        this.log(`ignored malformed lead_changed payload: ${payload.slice(0, 200)}`);
        continue;
      }
      changes.push({ kind: kind as LeadChangeKind, id });
    }
    // Nobody listening here: skip the query.
    if (changes.length === 0 || this.pubSub.subscriberCount(LEAD_CHANGED_TOPIC) === 0) return;
    const ids = [...new Set(changes.filter((change) => change.kind !== LeadChangeKind.DELETED).map((change) => change.id))];
    const entities = ids.length > 0 ? await this.dataSource.getRepository(LeadEntity).findBy({ id: In(ids) }) : [];
    const leads = new Map(entities.map((entity) => [entity.id, toLead(entity)]));
    for (const { kind, id } of changes) {
      const lead = kind === LeadChangeKind.DELETED ? null : leads.get(id);
      // Deleted since: its DELETED event follows, so this one has nothing to show.
      if (lead === undefined) continue;
      this.pubSub.publish(LEAD_CHANGED_TOPIC, Object.assign(new LeadChange(), { kind, id, lead }));
    }
  }
}
