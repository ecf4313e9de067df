/**
 * The one way to open the quick scan: every call-to-action calls `openQuickScan(buttonText)`.
 * The capture feature listens to the `openQuickScan` window event and keeps `detail` as the
 * lead's button-click record, so nothing but this helper dispatches it.
 */
export const OPEN_QUICK_SCAN_EVENT = 'openQuickScan';

/**
 * Every quick-scan button carries its label in this attribute, so a click on one can open the
 * quick scan also in prerendered markup that React never runs (app/callsToAction.ts).
 */
export const QUICK_SCAN_ATTRIBUTE = 'data-quick-scan';

export interface OpenQuickScanDetail {
  buttonText: string;
  pagePath: string;
  pageTitle: string;
}

declare global {
  interface WindowEventMap {
    [OPEN_QUICK_SCAN_EVENT]: CustomEvent<OpenQuickScanDetail>;
  }
}

export function openQuickScan(buttonText: string): void {
  const detail: OpenQuickScanDetail = {
    buttonText: buttonText.trim(),
    pagePath: window.location.pathname,
    pageTitle: document.title,
  };
  window.dispatchEvent(new CustomEvent(OPEN_QUICK_SCAN_EVENT, { detail }));
}
