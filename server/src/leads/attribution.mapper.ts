import { ARRIVAL_TEXT_FIELDS, type ArrivalInput, type ArrivalRecord, type AttributionInput, type AttributionRecord } from './arrival.model';
import { LeadArrival, LeadAttribution } from './attribution.type';
import type { Channel } from './channel.enums';
import { textOrNull } from '../shared/text/text';

/** An arrival as stored: empty texts left out, a time in the future taken as `now`. */
function toArrivalRecord(input: ArrivalInput, now: Date): ArrivalRecord {
  const record: ArrivalRecord = { at: (input.at > now ? now : input.at).toISOString() };
  for (const field of ARRIVAL_TEXT_FIELDS) {
    const value = textOrNull(input[field]);
    if (value !== null) record[field] = value;
  }
  return record;
}

export function toAttributionRecord(input: AttributionInput, now = new Date()): AttributionRecord {
  const first = toArrivalRecord(input.first, now);
  return { first, last: input.last ? toArrivalRecord(input.last, now) : first };
}

function toLeadArrival(record: ArrivalRecord): LeadArrival {
  const arrival = new LeadArrival();
  for (const field of ARRIVAL_TEXT_FIELDS) arrival[field] = record[field] ?? null;
  arrival.at = new Date(record.at);
  return arrival;
}

export function toLeadAttribution(record: AttributionRecord, channel: Channel): LeadAttribution {
  return Object.assign(new LeadAttribution(), { channel, first: toLeadArrival(record.first), last: toLeadArrival(record.last) });
}
