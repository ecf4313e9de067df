import { CAPTURE_MODAL_CHANGE_EVENT } from '../lib/captureModalState';
import { openQuickScan, QUICK_SCAN_ATTRIBUTE } from '../lib/quickScanEvent';
import { REACT_ROOT_ATTRIBUTE } from './reactRootAttribute';

const BUSY = 'aria-busy';

/**
 * Calls to action in prerendered markup that React never runs (everything outside islands) carry
 * their label in `data-quick-scan`; one listener for the whole document turns a click on them into
 * `openQuickScan`, from the first moment the page shows (the quick scan's prerendered dialog opens
 * at once: capture/quickscan/quickScanOpener.ts). Clicks inside a React root are React's. Until a
 * capture dialog is open the button says it is busy. `onCall` starts the page's code; when it
 * fails, the button is no longer busy.
 */
export function listenForCallsToAction(onCall: () => Promise<unknown>): void {
  const busy = new Set<Element>();
  const notBusy = () => {
    busy.forEach((button) => button.removeAttribute(BUSY));
    busy.clear();
  };
  window.addEventListener(CAPTURE_MODAL_CHANGE_EVENT, (event) => event.detail.open && notBusy());
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${QUICK_SCAN_ATTRIBUTE}]`);
    if (!button || button.closest(`[${REACT_ROOT_ATTRIBUTE}]`)) return;
    button.setAttribute(BUSY, 'true');
    busy.add(button);
    openQuickScan(button.getAttribute(QUICK_SCAN_ATTRIBUTE) ?? '');
    onCall().catch(notBusy);
  });
}
