import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Center } from '@chakra-ui/react';
import { paths } from '../../../lib/paths';
import { ErrorState } from '../ui/StateMessages';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { loginHrefReturningTo } from './returnPath';
import { useAuth } from './useAuth';

/**
 * The guard on every /admin page but the login page: a spinner until it is known
 * who is signed in, then the login page (remembering this page, so the admin lands here after
 * signing in) for anyone who is not a signed-in admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isFullyLoaded, user, isAdmin, error, refresh, loading, signedOutBy } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (!isFullyLoaded) return <FullPageSpinner label="Beheerpaneel laden..." />;
  if (error) {
    return (
      <Center minH="100dvh" bg="bg.subtle" px="4">
        <ErrorState
          title="Geen verbinding met de server"
          description="Controleer je internetverbinding en probeer het opnieuw."
          onRetry={() => void refresh().catch(() => undefined)}
          retrying={loading}
        />
      </Center>
    );
  }
  if (!user || !isAdmin) {
    // After the logout button there is nothing to come back to; otherwise keep the page asked for.
    const login = signedOutBy === 'logout' ? paths.admin.login.getHref() : loginHrefReturningTo(pathname + search + hash);
    return <Navigate to={login} replace />;
  }
  return children;
}
