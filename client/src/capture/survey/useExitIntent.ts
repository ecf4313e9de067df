import { useEffect } from 'react';

/**
 * Calls `onExitIntent` when the mouse leaves the page through its top edge (towards the tabs or
 * the address bar), while `active`. During the survey: once, above step 2.
 */
export function useExitIntent(active: boolean, onExitIntent: () => void): void {
  useEffect(() => {
    if (!active) return;
    const leave = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) onExitIntent();
    };
    document.addEventListener('mouseout', leave);
    return () => document.removeEventListener('mouseout', leave);
  }, [active, onExitIntent]);
}
