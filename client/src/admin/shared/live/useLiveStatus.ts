import { useSyncExternalStore } from 'react';
import { useAdminRuntime } from '../apollo/AdminRuntimeProvider';
import type { LiveStatus } from './liveSocket';

/** The live connection's state: 'connecting', 'live', 'reconnecting' (or 'idle' when signed out). */
export function useLiveStatus(): LiveStatus {
  const { socket } = useAdminRuntime();
  return useSyncExternalStore(socket.subscribeStatus, socket.getStatus, socket.getStatus);
}
