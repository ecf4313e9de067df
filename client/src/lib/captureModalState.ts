/**
 * Whether the quick scan or the survey is open. The capture modals announce it here; the
 * engagement pieces (popups, chat, banner, sticky button, social proof) read it so that none of
 * them ever covers the quick scan or the survey, and none opens while a visitor is filling one in.
 */
export const CAPTURE_MODAL_CHANGE_EVENT = 'captureModalChange';

export interface CaptureModalChangeDetail {
  open: boolean;
}

declare global {
  interface WindowEventMap {
    [CAPTURE_MODAL_CHANGE_EVENT]: CustomEvent<CaptureModalChangeDetail>;
  }
}

let openModals = 0;

/** Called by a capture modal when it opens (`true`) and when it closes (`false`). */
export function setCaptureModalOpen(open: boolean): void {
  const wasOpen = openModals > 0;
  openModals = Math.max(0, openModals + (open ? 1 : -1));
  const isOpen = openModals > 0;
  if (wasOpen === isOpen) return;
  window.dispatchEvent(new CustomEvent(CAPTURE_MODAL_CHANGE_EVENT, { detail: { open: isOpen } }));
}

export function isCaptureModalOpen(): boolean {
  return openModals > 0;
}

/** Calls `listener` whenever the quick scan/survey opens or closes; returns the unsubscribe. */
export function onCaptureModalChange(listener: (open: boolean) => void): () => void {
  const handler = (event: CustomEvent<CaptureModalChangeDetail>) => listener(event.detail.open);
  window.addEventListener(CAPTURE_MODAL_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CAPTURE_MODAL_CHANGE_EVENT, handler);
}
