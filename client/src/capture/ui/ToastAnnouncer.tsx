import { useSyncExternalStore } from 'react';
import { chakra } from '@chakra-ui/react';
import { getServerSnapshot, toaster } from '../../lib/toaster';

/**
 * While the capture dialog is open, everything outside it is hidden from screen readers
 * (aria-modal), the page's toast region included. This live region inside the dialog says the
 * newest toast again, so 'Top!' or an error is heard, not only seen.
 */
export function ToastAnnouncer() {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, getServerSnapshot);
  const latest = toasts.at(-1);
  return (
    <chakra.div aria-live="polite" aria-atomic srOnly data-toast-announcer>
      {latest ? `${latest.title}. ${latest.description ?? ''}` : ''}
    </chakra.div>
  );
}
