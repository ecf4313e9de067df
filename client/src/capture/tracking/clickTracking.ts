import type { OpenQuickScanDetail } from '../../lib/quickScanEvent';

/**
 * Click tracking and open requests in one small module that runs as soon as the app's code does
 * (before the capture layer is downloaded). Its one `openQuickScan` listener records the click and
 * counts the request, so a call to action clicked before the layer arrived still opens the quick
 * scan once it has. Only type imports: this module must not pull shared code into the first load.
 */

/**
 * The call to action a visitor clicked last (ButtonClickData), in the shape of schema.graphql's
 * `ButtonClickInput`. Held in memory only; the next `createLead` sends it, and it is cleared once
 * that lead exists (a failed request keeps it for the retry).
 */
export interface ClickRecord {
  buttonText: string;
  pagePath: string;
  pageTitle: string;
  /** ISO-8601, the moment of the click. */
  timestamp: string;
}

/** Server bounds (CreateLeadInput.buttonClick): longer text would refuse the whole lead. */
const TEXT_MAX = 200;
const PATH_MAX = 500;

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** A click record from an `openQuickScan` event's detail, stamped with `at`. */
export function clickRecordFrom(detail: OpenQuickScanDetail, at: Date): ClickRecord | null {
  const buttonText = clip(detail.buttonText ?? '', TEXT_MAX);
  const pagePath = clip(detail.pagePath ?? '', PATH_MAX);
  // A click without a label or page says nothing about which call to action works.
  if (!buttonText || !pagePath) return null;
  return { buttonText, pagePath, pageTitle: clip(detail.pageTitle ?? '', TEXT_MAX), timestamp: at.toISOString() };
}

let pending: ClickRecord | null = null;

/** Remembers the latest click (a later click replaces an earlier one: the last one led to the lead). */
export function recordClick(detail: OpenQuickScanDetail, at: Date = new Date()): void {
  const record = clickRecordFrom(detail, at);
  if (record) pending = record;
}

export function pendingClick(): ClickRecord | null {
  return pending;
}

/** Forgets `sent` once its lead exists, unless a newer click replaced it meanwhile. */
export function clearSentClick(sent: ClickRecord | null): void {
  if (sent && pending === sent) pending = null;
}

type Listener = () => void;

let waiting = 0;
let installed = false;
const listeners = new Set<Listener>();

export function installOpenListener(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // The literal of OPEN_QUICK_SCAN_EVENT: importing the constant would split lib/quickScanEvent into a chunk of its own.
  window.addEventListener('openQuickScan', (event) => {
    recordClick(event.detail);
    waiting += 1;
    listeners.forEach((listener) => listener());
  });
}

/** Calls `listener` on every request to open; returns the unsubscribe. */
export function onOpenRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the quick scan was asked to open since the last call (and forgets the request). */
export function takeOpenRequest(): boolean {
  const asked = waiting > 0;
  waiting = 0;
  return asked;
}
