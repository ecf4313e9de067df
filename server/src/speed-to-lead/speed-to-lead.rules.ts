/**
 * Speed to lead (docs/operations.md, "Meldingen"): the time from a lead's creation to its first
 * contact. The first contact is the first admin action that says so: a move out of NEW (also by
 * updateLead's status) or a saved `lastContact` ('Contact gehad'). A survey moving NEW to
 * QUALIFIED is the visitor's doing, not a contact. This SQL condition over `lead_events` is the one
 * place the rule lives.
 */
export const FIRST_CONTACT_EVENT_SQL = `(
  (e.type IN ('moved', 'updated') AND e.changes -> 'status' ->> 'from' = 'NEW')
  OR (e.type = 'updated' AND e.changes ? 'lastContact' AND e.changes -> 'lastContact' ->> 'to' IS NOT NULL)
)`;

export const SPEED_BUCKETS_MINUTES = [5, 60, 24 * 60] as const;

export interface SpeedFigures {
  leads: number;
  contacted: number;
  medianMinutes: number | null;
  /** Whole percentages of all leads in the period contacted within 5 minutes, 1 hour and 24 hours. */
  within5Minutes: number;
  within1Hour: number;
  within24Hours: number;
}

/** Figures from the minutes each lead waited (null: not contacted yet). */
export function speedFigures(waits: (number | null)[]): SpeedFigures {
  const contacted = waits.filter((wait): wait is number => wait !== null).sort((a, b) => a - b);
  const middle = contacted.length / 2;
  const median =
    contacted.length === 0
      ? null
      : contacted.length % 2 === 1
        ? contacted[Math.floor(middle)]
        : (contacted[middle - 1] + contacted[middle]) / 2;
  const share = (limit: number) =>
    waits.length === 0 ? 0 : Math.round((100 * contacted.filter((wait) => wait <= limit).length) / waits.length);
  return {
    leads: waits.length,
    contacted: contacted.length,
    medianMinutes: median === null ? null : Math.round(median * 10) / 10,
    within5Minutes: share(5),
    within1Hour: share(60),
    within24Hours: share(24 * 60),
  };
}
