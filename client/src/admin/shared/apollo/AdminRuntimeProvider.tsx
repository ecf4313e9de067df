import { createContext, useContext, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { AdminRuntime } from './adminRuntime';

const RuntimeContext = createContext<AdminRuntime | null>(null);

/** Provides the Apollo client (for the hooks of '@apollo/client/react') and the live socket. */
export function AdminRuntimeProvider({ runtime, children }: { runtime: AdminRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <ApolloProvider client={runtime.client}>{children}</ApolloProvider>
    </RuntimeContext.Provider>
  );
}

export function useAdminRuntime(): AdminRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useAdminRuntime outside AdminRuntimeProvider');
  return runtime;
}
