import { useEffect, useState, type ComponentType } from 'react';

/** The longest wait for an idle moment after `load` before the layer is fetched anyway. */
const LOAD_IDLE_TIMEOUT_MS = 3000;

/**
 * Mounts the engagement layer without costing the page speed: nothing renders on the server or
 * during hydration; after the window's `load` event and the next idle moment its chunk is
 * fetched, and only then does anything appear. This file is all the first download carries.
 */
export function LazyEngagementLayer() {
  const [Layer, setLayer] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const fetchLayer = () =>
      import('./EngagementLayer').then(
        (module) => !cancelled && setLayer(() => module.EngagementLayer),
        (error: unknown) => console.warn('Engagement layer not loaded', error),
      );
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
  }, []);

  return Layer ? <Layer /> : null;
}
