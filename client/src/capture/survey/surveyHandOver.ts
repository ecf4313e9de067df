import type { CreatedLead } from '../api/leadApi';

/**
 * The quick scan (an island of its own, QuickScanDialog.tsx) hands the lead it created to the
 * capture layer (CaptureLayer.tsx, on the overlays' root), which continues with the survey. Either
 * may be there first: a lead handed over before the layer runs waits for it.
 */
interface Waiting {
  lead: CreatedLead;
  taken: () => void;
}

let waiting: Waiting | null = null;
const listeners = new Set<() => void>();

/** Resolves once the capture layer has taken the lead (and opened the survey). */
export function handLeadToSurvey(lead: CreatedLead): Promise<void> {
  return new Promise((taken) => {
    waiting = { lead, taken };
    listeners.forEach((listener) => listener());
  });
}

/** The lead waiting for its survey, if any (and it is no longer waiting). */
export function takeLeadForSurvey(): CreatedLead | null {
  const taken = waiting;
  waiting = null;
  taken?.taken();
  return taken?.lead ?? null;
}

export const hasLeadForSurvey = (): boolean => waiting !== null;

/** Calls `listener` whenever a lead is handed over; returns the unsubscribe. */
export function onLeadForSurvey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
