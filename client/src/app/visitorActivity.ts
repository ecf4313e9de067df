/**
 * What counts as the visitor doing something with the page rather than only reading it: touching,
 * clicking, typing, moving the mouse, moving focus or scrolling. Any of these starts the page's
 * scripts (entry-client.ts); reading alone does not.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'mousemove', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Resolves at the visitor's first activity, or after `latestMs` if there is none. */
export function whenVisitorActs(latestMs: number): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, done, options);
      resolve();
    };
    const timer = setTimeout(done, latestMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, done, options);
  });
}
