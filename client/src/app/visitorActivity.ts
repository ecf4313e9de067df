/**
 * What counts as the visitor doing something with the page rather than only reading it: touching,
 * clicking, typing, moving the mouse, moving focus or scrolling. Any of these starts the page's
 * scripts (entry-client.ts); reading alone does not.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'mousemove', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Activity that presses something: the click it may lead to comes when it is released. */
const PRESSES: readonly string[] = ['pointerdown', 'touchstart'];
const RELEASES = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const;

/** Longest wait for a press to end (a long press, a finger resting on the screen). */
const PRESS_MAX_MS = 1000;

/** Resolves with the visitor's first activity (its event type), or with null after `latestMs` if there is none. */
export function whenVisitorActs(latestMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = (event?: Event) => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, done, options);
      resolve(event?.type ?? null);
    };
    const timer = setTimeout(done, latestMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, done, options);
  });
}

/** Resolves once a press that is going on is released (at most PRESS_MAX_MS later). */
export function whenReleased(activity: string | null): Promise<void> {
  if (!activity || !PRESSES.includes(activity)) return Promise.resolve();
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      clearTimeout(timer);
      for (const type of RELEASES) window.removeEventListener(type, done, options);
      resolve();
    };
    const timer = setTimeout(done, PRESS_MAX_MS);
    for (const type of RELEASES) window.addEventListener(type, done, options);
  });
}

/** Resolves after the browser has painted what the current task changed (a dialog just opened). */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
