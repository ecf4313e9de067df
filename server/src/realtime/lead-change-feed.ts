import type { DataSource } from 'typeorm';
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
 * Notifications are handled one at a time, so subscribers see them in commit order.
 */
export class LeadChangeFeed {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: LocalPubSub,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  handle(payload: string): void {
    this.tail = this.tail.then(() => this.publish(payload)).catch((error) => this.log('lead change not delivered', error));
  }

  /** Resolves when every notification received so far has been published. */
  drained(): Promise<void> {
    return this.tail;
  }

  private async publish(payload: string): Promise<void> {
    const { kind, id } = JSON.parse(payload) as { kind?: unknown; id?: unknown };
    if (typeof kind !== 'string' || !KINDS.has(kind) || typeof id !== 'string' || !UUID.test(id)) {
      this.log(`ignored malformed lead_changed payload: ${payload.slice(0, 200)}`);
      return;
    }
    // Nobody listening here: skip the query.
    if (this.pubSub.subscriberCount(LEAD_CHANGED_TOPIC) === 0) return;
    let lead = null;
    if (kind !== LeadChangeKind.DELETED) {
      const entity = await this.dataSource.getRepository(LeadEntity).findOneBy({ id });
      // Deleted since: its DELETED event follows, so this one has nothing to show.
      if (!entity) return;
      lead = toLead(entity);
    }
    this.pubSub.publish(LEAD_CHANGED_TOPIC, Object.assign(new LeadChange(), { kind: kind as LeadChangeKind, id, lead }));
  }
}
