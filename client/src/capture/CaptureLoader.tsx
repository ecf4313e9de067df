import { useEffect, useState, type ComponentType } from 'react';
import { isCaptureModalOpen } from '../lib/captureModalState';
import { installOpenListener, onOpenRequest } from './tracking/clickTracking';
import { hasLeadForSurvey, onLeadForSurvey } from './survey/surveyHandOver';

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
 * Mounts the capture layer (survey and call booking) without weighing on the first load: its code
 * is fetched when the browser is first idle after the page became interactive, or once the quick
 * scan opens (the survey follows it), whichever comes first, and at the latest when the quick scan
 * hands it a lead. Renders nothing on the server and during hydration. A failed download (offline)
 * is tried again at the next call to action or lead.
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
    // The quick scan was opened (or has sent its lead) before this mounted: the layer is needed soon.
    if (isCaptureModalOpen() || hasLeadForSurvey()) load();
    const stopIdle = whenIdle(load);
    const stopListening = onOpenRequest(load);
    const stopLeads = onLeadForSurvey(load);
    return () => {
      active = false;
      stopIdle();
      stopListening();
      stopLeads();
    };
  }, []);

  return Layer ? <Layer /> : null;
}
