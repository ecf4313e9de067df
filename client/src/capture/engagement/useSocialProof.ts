import { useEffect, useRef, useState } from 'react';
import { isCaptureModalOpen } from '../../lib/captureModalState';
import type { EngagementTimings } from './engagementTimings';
import { nextSocialProofDelay, socialProofEntry } from './socialProof';

/**
 * The first toast 10 s into the visit, each shown 6 s, the next one 25-35 s after
 * the previous one started; the entries cycle. One that falls while the quick scan or survey is
 * open is skipped (the cycle goes on). `enabled` false (a phone, or dismissed) stops it all.
 */
export function useSocialProof<T>(entries: readonly T[], timings: EngagementTimings, enabled: boolean): T | null {
  const [shown, setShown] = useState<T | null>(null);
  const count = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setShown(null);
      return;
    }
    let next: ReturnType<typeof setTimeout>;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (!isCaptureModalOpen()) {
        setShown(socialProofEntry(entries, count.current));
        count.current += 1;
        clearTimeout(hide);
        hide = setTimeout(() => setShown(null), timings.socialProofVisibleMs);
      }
      next = setTimeout(show, nextSocialProofDelay(timings.socialProofMinIntervalMs, timings.socialProofMaxIntervalMs));
    };
    // Counted from the start of the visit, not from when this lazily loaded layer arrived.
    next = setTimeout(show, Math.max(0, timings.socialProofFirstMs - performance.now()));
    return () => {
      clearTimeout(next);
      clearTimeout(hide);
    };
  }, [entries, timings, enabled]);

  return enabled ? shown : null;
}
