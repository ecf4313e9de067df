import { setCaptureModalOpen } from '../../lib/captureModalState';
import { onOpenRequest, takeOpenRequest } from '../tracking/clickTracking';

/**
 * The quick scan's native `<dialog>` (QuickScanDialog.tsx), opened and closed without React: a
 * public page carries it prerendered, so a call to action shows it the moment it is tapped, before
 * any framework code has arrived (docs/architecture.md, "Public-site speed"). `showModal()` gives
 * the focus trap, Escape, the inert page behind and aria-modal natively. This module is part of the
 * browser entry: it imports nothing but the two tiny signalling modules.
 */

/** Its `data-capture-dialog` value (the survey and booking dialogs have their own). */
export const QUICK_SCAN_DIALOG_NAME = 'quick-scan';

/** A button with this attribute closes the dialog it is in, also before React runs. */
export const CLOSE_DIALOG_ATTRIBUTE = 'data-close-dialog';

const findDialog = () => document.querySelector<HTMLDialogElement>(`dialog[data-capture-dialog="${QUICK_SCAN_DIALOG_NAME}"]`);

let surveyToContinue = false;

/**
 * The capture layer says whether it holds a survey the visitor closed halfway: a call to action
 * then continues that survey (the layer opens it) instead of showing the quick scan again.
 */
export function continueSurveyOnRequest(waiting: boolean): void {
  surveyToContinue = waiting;
}

/**
 * Shows the quick scan for a waiting open request (clickTracking.ts). A request stays waiting when
 * the dialog is not on the page yet (the whole app renders it in the browser), until its component
 * calls this again once mounted.
 */
export function showQuickScan(): void {
  if (surveyToContinue) return;
  const dialog = findDialog();
  if (!dialog || !takeOpenRequest()) return;
  if (!dialog.open) {
    dialog.showModal();
    setCaptureModalOpen(true);
  }
  dialog.querySelector<HTMLElement>('input[name="name"]')?.focus({ preventScroll: true });
}

export function closeQuickScan(): void {
  findDialog()?.close();
}

const outside = (event: MouseEvent, element: Element) => {
  const box = element.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

let installed = false;

/**
 * Every open request shows the quick scan (unless a survey continues); its close button, a click on
 * the dimmed page around it and Escape (native) close it, and the capture modal signal
 * (lib/captureModalState.ts) follows it, so popups stay away while it is open.
 */
export function installQuickScanDialog(): void {
  if (installed) return;
  installed = true;
  onOpenRequest(showQuickScan);
  // `close` does not bubble: it is seen on its way down.
  document.addEventListener('close', (event) => event.target === findDialog() && setCaptureModalOpen(false), true);
  document.addEventListener('click', (event) => {
    const dialog = findDialog();
    const target = event.target instanceof Element ? event.target : null;
    if (!dialog?.open || !target) return;
    if (target.closest(`[${CLOSE_DIALOG_ATTRIBUTE}]`) && dialog.contains(target)) dialog.close();
    else if (target === dialog && outside(event, dialog)) dialog.close();
  });
}
