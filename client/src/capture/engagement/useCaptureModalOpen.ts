import { useSyncExternalStore } from 'react';
import { isCaptureModalOpen, onCaptureModalChange } from '../../lib/captureModalState';

/** True while the quick scan or survey is open: every engagement piece then steps aside. */
export function useCaptureModalOpen(): boolean {
  return useSyncExternalStore(onCaptureModalChange, isCaptureModalOpen, () => false);
}
