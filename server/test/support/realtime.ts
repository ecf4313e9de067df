import type { LeadWriter } from './lead-writer';
import type { LiveSubscription } from './ws-client';

export const LEAD_CHANGED = `subscription { leadChanged { kind id lead { id name status notes } } }`;

export interface LeadChangedEvent {
  leadChanged: { kind: string; id: string; lead: { id: string; name: string; status: string; notes: string | null } | null };
}

/**
 * Resolves once the subscription receives events (graphql-ws does not acknowledge a subscribe, so
 * a change made right after subscribing could come too early): writes a probe change until one
 * arrives. Returns the probe lead's id; later events about it are the caller's to skip.
 */
export async function untilSubscribed(subscription: LiveSubscription<LeadChangedEvent>, writer: LeadWriter): Promise<string> {
  const probe = await writer.create({ name: 'Probe' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await writer.update(probe, { notes: `probe ${attempt}` });
    try {
      await subscription.next(200);
      return probe;
    } catch (error) {
      if (/subscription ended/.test(String(error))) throw error;
      // not subscribed yet: probe again
    }
  }
  throw new Error(`subscription never received the probe: ${JSON.stringify(subscription.errors)}`);
}
