import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { toaster } from '../../../lib/toaster';
import { useAuth } from '../auth/useAuth';
import { failureToast } from '../apollo/errorToast';

/**
 * The sidebar's logout: sign out on the server, close the live socket,
 * clear the cache, 'Succesvol uitgelogd', then the login page; on failure 'Fout bij uitloggen'
 * and the panel stays as it was.
 */
export function useSignOutAction() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
      toaster.create({ type: 'success', title: 'Succesvol uitgelogd' });
      // Under BrowserRouter navigate() returns nothing to wait for (a promise only with a data router).
      void navigate(paths.admin.login.getHref(), { replace: true });
    } catch (error) {
      failureToast('Fout bij uitloggen', error, 'Er is een onverwachte fout opgetreden.');
    } finally {
      setSigningOut(false);
    }
  };

  // Fire and forget from a click: run() handles its own failure with a toast.
  return { signOut: () => void run(), signingOut };
}
