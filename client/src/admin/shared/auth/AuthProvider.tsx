import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ErrorLike } from '@apollo/client';
import { AdminLoginDocument, AdminLogoutDocument, AdminMeDocument, type AdminMeQuery } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { useAdminRuntime } from '../apollo/AdminRuntimeProvider';

export type AdminUser = NonNullable<AdminMeQuery['me']>;

/** The role that opens the admin panel (server: ADMIN_ROLE). */
export const ADMIN_ROLE = 'admin';

/** The auth context, on the session cookie and the `me` query. */
export interface AuthContextValue {
  /** The signed-in account (id, email, role), or null. */
  user: AdminUser | null;
  userRole: string | null;
  /** True until the first answer to `me` (and while asking again after an error). */
  loading: boolean;
  isAdmin: boolean;
  /** The user and role are known (or the server could not be reached: see `error`). */
  isFullyLoaded: boolean;
  /** `me` failed (server unreachable): neither signed in nor out is known. */
  error: ErrorLike | null;
  /** Set once signed out in this tab: by the logout button, or because the session ended. */
  signedOutBy: 'logout' | 'sessionEnd' | null;
  /** Signs in; resolves with the account (admin or not) or rejects with the server's error. */
  signIn: (email: string, password: string) => Promise<AdminUser>;
  /** Signs out on the server, closes the live socket and empties the cache. Rejects on failure. */
  signOut: () => Promise<void>;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

type AuthState =
  | { status: 'loading'; user: null; error: null; signedOutBy?: undefined }
  | { status: 'ready'; user: AdminUser | null; error: null; signedOutBy?: 'logout' | 'sessionEnd' }
  | { status: 'failed'; user: null; error: ErrorLike; signedOutBy?: undefined };

const asError = (error: unknown): ErrorLike => (error instanceof Error ? error : new Error(String(error)));

/**
 * Who is signed in is kept here, in React state, rather than read from a `me` query in the
 * Apollo cache: signing out clears that cache (no data of one session may show in the next), and
 * the auth state must survive exactly that.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { client, socket, events } = useAdminRuntime();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null, error: null });
  const userRef = useRef<AdminUser | null>(null);
  userRef.current = state.user;

  const load = useCallback(async () => {
    setState((current) => (current.status === 'failed' ? { status: 'loading', user: null, error: null } : current));
    try {
      const { data } = await client.query({ query: AdminMeDocument, fetchPolicy: 'network-only' });
      setState({ status: 'ready', user: data?.me ?? null, error: null });
    } catch (error) {
      setState({ status: 'failed', user: null, error: asError(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Signed out, however it happened: no socket, no cached data of the session. */
  const forget = useCallback(
    (signedOutBy: 'logout' | 'sessionEnd') => {
      socket.stop();
      // The guard sees "signed out" in this same render pass and unmounts the pages; clearing the
      // store (which discards its watches, so nothing refetches) keeps no lead data in memory.
      setState({ status: 'ready', user: null, error: null, signedOutBy });
      void client.clearStore();
    },
    [client, socket],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { data } = await client.mutate({ mutation: AdminLoginDocument, variables: { email, password }, fetchPolicy: 'no-cache' });
      const signedIn = data?.login;
      if (!signedIn) throw new Error('Geen antwoord van de server');
      setState({ status: 'ready', user: signedIn, error: null });
      return signedIn;
    },
    [client],
  );

  const signOut = useCallback(async () => {
    // Closed first, so the server closing it (4401) on logout is not taken for an expired session.
    socket.stop();
    try {
      await client.mutate({ mutation: AdminLogoutDocument, fetchPolicy: 'no-cache' });
    } catch (failure) {
      // Still signed in: open the socket again, and read again what changed while it was closed.
      if (userRef.current?.role === ADMIN_ROLE) socket.start({ catchUp: true });
      throw failure;
    }
    forget('logout');
  }, [client, forget, socket]);

  // The transport noticed that the session is over (expired, signed out in another tab, revoked).
  useEffect(
    () =>
      events.on('sessionEnded', () => {
        if (!userRef.current) return;
        toaster.create({ type: 'info', title: 'Sessie verlopen', description: 'Log opnieuw in om verder te gaan.' });
        forget('sessionEnd');
      }),
    [events, forget],
  );
  // Refused while signed in: the role may have been taken away; `me` tells.
  useEffect(() => events.on('accessRefused', () => void load()), [events, load]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      userRole: state.user?.role ?? null,
      loading: state.status === 'loading',
      isAdmin: state.user?.role === ADMIN_ROLE,
      isFullyLoaded: state.status !== 'loading',
      error: state.error,
      signedOutBy: state.signedOutBy ?? null,
      signIn,
      signOut,
      refresh: load,
    }),
    [load, signIn, signOut, state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
