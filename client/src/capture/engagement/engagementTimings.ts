/**
 * Every timing and threshold of the engagement layer, in one place.
 *
 * Browser tests shorten the waits without touching the rules: before the page loads they set
 * `window.__leadmachineTimings = { exitScrollDelayMs: 200, ... }` (Playwright `addInitScript`).
 * Only the millisecond values can be overridden (numbers, validated); the thresholds (200 px, 50%,
 * 70%, 768 px) are the product's rules and stay fixed. Production never sets the override.
 */
export interface EngagementTimings {
  /** Exit-intent popup: this long after the page is scrolled past EXIT_SCROLL_FRACTION. */
  exitScrollDelayMs: number;
  /** Scroll popup: this long after the page is scrolled past SCROLL_POPUP_FRACTION. */
  scrollPopupDelayMs: number;
  /** After one popup closes, the other waits at least this long (popups never follow each other at once). */
  popupCooldownMs: number;
  /** Social proof: the first one after this long on the page... */
  socialProofFirstMs: number;
  /** ...each one is shown this long... */
  socialProofVisibleMs: number;
  /** ...and the next one starts between these two (random) after the previous one started. */
  socialProofMinIntervalMs: number;
  socialProofMaxIntervalMs: number;
}

export const DEFAULT_TIMINGS: Readonly<EngagementTimings> = Object.freeze({
  exitScrollDelayMs: 3000,
  scrollPopupDelayMs: 3000,
  popupCooldownMs: 20_000,
  socialProofFirstMs: 10_000,
  socialProofVisibleMs: 6000,
  socialProofMinIntervalMs: 25_000,
  socialProofMaxIntervalMs: 35_000,
});

/** Exit intent also counts once the visitor has read 70% of the page. */
export const EXIT_SCROLL_FRACTION = 0.7;
/** The scroll popup comes after half of the page. */
export const SCROLL_POPUP_FRACTION = 0.5;
/** The mobile 'Gratis Quick Scan' button shows past this many pixels. */
export const STICKY_BUTTON_THRESHOLD_PX = 200;
/** 'Desktop' for the top banner and the social proof: at least this wide. */
export const DESKTOP_MIN_WIDTH_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

declare global {
  interface Window {
    /** Test-only override of DEFAULT_TIMINGS (see the comment at the top of engagementTimings.ts). */
    __leadmachineTimings?: Partial<Record<keyof EngagementTimings, unknown>>;
  }
}

/** DEFAULT_TIMINGS with any valid override applied (non-negative finite numbers only). */
export function resolveTimings(override: Partial<Record<keyof EngagementTimings, unknown>> | undefined): EngagementTimings {
  const timings: EngagementTimings = { ...DEFAULT_TIMINGS };
  if (!override || typeof override !== 'object') return timings;
  for (const key of Object.keys(DEFAULT_TIMINGS) as (keyof EngagementTimings)[]) {
    const value = override[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) timings[key] = value;
  }
  if (timings.socialProofMaxIntervalMs < timings.socialProofMinIntervalMs) {
    timings.socialProofMaxIntervalMs = timings.socialProofMinIntervalMs;
  }
  return timings;
}

/** The timings for this page (read once per call; call it when the layer starts). */
export function currentTimings(): EngagementTimings {
  return resolveTimings(typeof window === 'undefined' ? undefined : window.__leadmachineTimings);
}

/**
 * How long a phone may take to start the page's scripts (download, React, hydration), with room.
 */
export const START_UP_ALLOWANCE_MS = 2000;

/**
 * A public page's scripts start at the visitor's first activity (app/entry-client.ts), and at the
 * latest when the first timed engagement must be on screen: the social proof, which comes after
 * `socialProofFirstMs` even to a visitor who only reads.
 */
export function startUpAtTheLatestMs(timings: EngagementTimings = currentTimings()): number {
  return Math.max(0, timings.socialProofFirstMs - START_UP_ALLOWANCE_MS);
}
