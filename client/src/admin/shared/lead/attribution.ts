import type { Channel } from '../../../gql/graphql';
import { channelLabels } from './leadLabels';

/** The arrival fields the admin screens show; both fragments (LeadFields, the export) have them. */
interface ShownArrival {
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  msclkid?: string | null;
  fbclid?: string | null;
  landingPage?: string | null;
  referrer?: string | null;
}

export interface AttributionSummary {
  channel: string;
  campaign: string | null;
  sourceMedium: string | null;
  clickId: string | null;
  landingPage: string | null;
  referrer: string | null;
}

/**
 * What the profile, the pipeline dialog and the CSV export show of a lead's attribution: the
 * server's channel, and the last arrival (the site keeps the last one that said how the visitor
 * came), its campaign falling back to the first's as the server files it.
 */
export function attributionSummary(
  attribution: { channel: Channel; first: ShownArrival; last: ShownArrival } | null | undefined,
): AttributionSummary | null {
  if (!attribution) return null;
  const { first, last } = attribution;
  const clickIds: [string, string | null | undefined][] = [
    ['gclid', last.gclid],
    ['gbraid', last.gbraid],
    ['wbraid', last.wbraid],
    ['msclkid', last.msclkid],
    ['fbclid', last.fbclid],
  ];
  const click = clickIds.find(([, value]) => value);
  return {
    channel: channelLabels[attribution.channel],
    campaign: last.campaign || first.campaign || null,
    sourceMedium: last.source || last.medium ? [last.source, last.medium].filter(Boolean).join(' / ') : null,
    clickId: click ? `${click[1]} (${click[0]})` : null,
    landingPage: last.landingPage || null,
    referrer: last.referrer || null,
  };
}
