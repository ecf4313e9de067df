/** The fields of a call the admin panel reads from a lead (LeadFields, PipelineCard). */
export interface LeadCall {
  id: string;
  start: string;
  status: 'BOOKED' | 'CANCELLED';
}

/**
 * The lead's call still to come (or going on: booked and begun less than an hour ago), if any.
 * The server keeps at most one future booked call per lead.
 */
export function nextCall<Call extends LeadCall>(calls: readonly Call[] | null | undefined, now = Date.now()): Call | null {
  return calls?.find((call) => call.status === 'BOOKED' && new Date(call.start).getTime() > now - 3_600_000) ?? null;
}
