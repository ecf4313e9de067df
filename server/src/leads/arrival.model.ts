/**
 * One arrival on the site as stored in `leads.attribution` (jsonb): how a visitor came in on the
 * first page of a visit. Every text is optional; `at` is an ISO-8601 string. The browser records it
 * (first-party storage only) and sends it with createLead; see docs/lead-api.md.
 */
export interface ArrivalRecord {
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  term?: string | null;
  content?: string | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  fbclid?: string | null;
  msclkid?: string | null;
  referrer?: string | null;
  landingPage?: string | null;
  at: string;
}

/** The visit that first brought the visitor, and the last one that came in through a new way. */
export interface AttributionRecord {
  first: ArrivalRecord;
  last: ArrivalRecord;
}

/** The text fields of an arrival, in the order of the API and the CSV export. */
export const ARRIVAL_TEXT_FIELDS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'referrer',
  'landingPage',
] as const;

export type ArrivalTextField = (typeof ARRIVAL_TEXT_FIELDS)[number];

/** An arrival as the browser sends it with createLead (leads/lead-attribution.inputs.ts), validated. */
export type ArrivalInput = { at: Date } & { [K in ArrivalTextField]?: string | null };

/** The first arrival of a visit and, when the visitor came back another way, the last. */
export interface AttributionInput {
  first: ArrivalInput;
  last?: ArrivalInput | null;
}
