import { createContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AdminLeadChangedDocument } from '../../../gql/graphql';
import { useAdminRuntime } from '../apollo/AdminRuntimeProvider';
import { applyLeadChange, type LeadChangeEvent } from './applyLeadChange';

export type LeadChangeListener = (change: LeadChangeEvent) => void;

export interface LeadChangeHub {
  add: (listener: LeadChangeListener) => () => void;
}

export const LeadChangeContext = createContext<LeadChangeHub | null>(null);

/**
 * The panel's one `leadChanged` subscription, for as long as an admin is signed in (it is mounted
 * inside the guard): starts the live socket, keeps the cache current (applyLeadChange) and then
 * tells every `useLeadChanges` callback. On reconnect the LiveSocket refetches active queries.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const { client, socket } = useAdminRuntime();
  const [hub] = useState(() => {
    const listeners = new Set<LeadChangeListener>();
    return {
      listeners,
      add(listener: LeadChangeListener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
  });

  // Open while this provider is mounted, i.e. while an admin is signed in.
  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, [socket]);

  // One subscription per connection: a restarted socket (e.g. after a failed logout) needs a new one.
  const generation = useSyncExternalStore(socket.subscribeStatus, socket.getGeneration, socket.getGeneration);
  useEffect(() => {
    if (!socket.started || generation !== socket.getGeneration()) return undefined;
    // The cache is written here, in one place, rather than by Apollo's own subscription handling,
    // so that deletes are handled too and listeners run after the cache has the change.
    const subscription = client.subscribe({ query: AdminLeadChangedDocument, fetchPolicy: 'no-cache' }).subscribe({
      next: ({ data }) => {
        const change = data?.leadChanged;
        if (!change) return;
        applyLeadChange(client.cache, change);
        hub.listeners.forEach((listener) => {
          try {
            listener(change);
          } catch (error) {
            console.error('A leadChanged listener failed', error);
          }
        });
      },
      // Only a final close ends it (4401/4403: the auth layer takes over) or stopping the socket.
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, generation, hub, socket]);

  return <LeadChangeContext.Provider value={hub}>{children}</LeadChangeContext.Provider>;
}
