import { useEffect, useState, type ReactNode } from 'react';
import { socialProofEntries, type SocialProofCase } from './socialProof';

/** The longest wait for an idle moment after `load` before the layer is fetched anyway. */
const LOAD_IDLE_TIMEOUT_MS = 3000;

/**
 * Mounts the engagement layer without costing the page speed: nothing renders on the server or
 * during hydration; after the window's `load` event and the next idle moment its chunk is
 * fetched, and only then does anything appear. This file is all the first download carries.
 * The social proof's case studies are the site's content: `app` passes a loader for them, so
 * capture does not import site and the cases load in the same idle moment as the layer.
 */
export function LazyEngagementLayer({ loadProofCases }: { loadProofCases: () => Promise<readonly SocialProofCase[]> }) {
  const [layer, setLayer] = useState<ReactNode>(null);

  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const fetchLayer = () => {
      Promise.all([import('./EngagementLayer'), loadProofCases()]).then(
        ([{ EngagementLayer }, cases]) => !cancelled && setLayer(<EngagementLayer proofEntries={socialProofEntries(cases)} />),
        (error: unknown) => console.warn('Engagement layer not loaded', error),
      );
    };
    const whenIdle = () => {
      idle = window.requestIdleCallback?.(fetchLayer, { timeout: LOAD_IDLE_TIMEOUT_MS }) ?? window.setTimeout(fetchLayer, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [loadProofCases]);

  return layer;
}
