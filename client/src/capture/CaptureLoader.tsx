import { useEffect, useState, type ComponentType } from 'react';
import { hasOpenRequest, installOpenListener, onOpenRequest } from './tracking/clickTracking';

// Listen from the very start (before hydration finishes): a click React replays while hydrating
// must not be lost.
installOpenListener();

/** Longest wait for an idle moment before the layer is fetched anyway. */
const IDLE_TIMEOUT_MS = 4000;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1500);
  return () => clearTimeout(handle);
}

/**
 * Mounts the capture layer (quick scan and survey) without weighing on the first load: its code
 * is fetched when the browser is first idle after the page became interactive, or at the first
 * `openQuickScan`, whichever comes first. Renders nothing on the server and during hydration.
 * A failed download (offline) is tried again at the next call to action; the request that found
 * it failing is still waiting and opens the quick scan once the layer is there.
 */
export function CaptureLoader() {
  const [Layer, setLayer] = useState<ComponentType | null>(null);

  useEffect(() => {
    let loading = false;
    let active = true;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./CaptureLayer').then(
        (module) => active && setLayer(() => module.CaptureLayer),
        () => {
          loading = false;
        },
      );
    };
    // A call to action clicked before this mounted (the entry recorded it) loads the layer at once.
    if (hasOpenRequest()) load();
    const stopIdle = whenIdle(load);
    const stopListening = onOpenRequest(load);
    return () => {
      active = false;
      stopIdle();
      stopListening();
    };
  }, []);

  return Layer ? <Layer /> : null;
}
