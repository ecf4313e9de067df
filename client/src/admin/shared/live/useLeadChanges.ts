import { useContext, useEffect, useRef } from 'react';
import type { LeadChangeEvent } from './applyLeadChange';
import { LeadChangeContext } from './LiveUpdatesProvider';

/**
 * Calls `callback` for every lead created, updated (edits, moves, outcomes) or deleted by anyone,
 * on any server process, after the Apollo cache already holds the change. The latest callback is
 * used without resubscribing, so an inline function is fine.
 *
 * ```ts
 * useLeadChanges((change) => {
 *   if (change.kind === 'CREATED' && change.lead) addToMyList(change.lead);
 * });
 * ```
 */
export function useLeadChanges(callback: (change: LeadChangeEvent) => void): void {
  const hub = useContext(LeadChangeContext);
  if (!hub) throw new Error('useLeadChanges outside LiveUpdatesProvider');
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => hub.add((change) => latest.current(change)), [hub]);
}
