import { useEffect, useRef } from 'react';
import { useLeadChanges } from '../shared/live/useLeadChanges';

/** How long a burst of lead changes (a bulk import, a busy morning) is gathered into one refetch. */
export const LIVE_REFETCH_DELAY_MS = 400;

/**
 * The dashboard's figures are sums over many leads, so a `leadChanged` event cannot patch them in
 * place: it asks the server again, once per burst of events.
 */
export function useLiveRefetch(refetch: () => Promise<unknown>): void {
  const timer = useRef<number | undefined>(undefined);
  useLeadChanges(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void refetch().catch(() => undefined), LIVE_REFETCH_DELAY_MS);
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
}
