/**
 * When a popup may open: each once per session, never while the quick scan or
 * survey is open, never on top of the other popup, and not straight after the other one closed.
 */
export type PopupKind = 'exit' | 'scroll';

export interface PopupGate {
  /** The quick scan or survey is open. */
  captureOpen: boolean;
  /** The popup on screen now, if any. */
  openPopup: PopupKind | null;
  /** Already shown this session (session storage). */
  alreadyShown: boolean;
  /** When the last popup closed (ms), or null. */
  lastClosedAt: number | null;
  now: number;
  cooldownMs: number;
}

export function mayOpenPopup(gate: PopupGate): boolean {
  if (gate.captureOpen || gate.openPopup !== null || gate.alreadyShown) return false;
  return gate.lastClosedAt === null || gate.now - gate.lastClosedAt >= gate.cooldownMs;
}

/** How far down the page is scrolled, 0..1; a page that cannot scroll counts as 0. */
export function scrollFraction(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

/** The mouse left the window through its top edge (towards the tabs, address bar or close button). */
export function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
