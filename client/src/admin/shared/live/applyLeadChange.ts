import type { ApolloCache } from '@apollo/client/cache';
import { LeadFieldsFragmentDoc, type AdminLeadChangedSubscription, type LeadFieldsFragment } from '../../../gql/graphql';

/** One `leadChanged` event as every admin screen receives it. */
export type LeadChangeEvent = AdminLeadChangedSubscription['leadChanged'];

/**
 * Brings the cache up to date with one event, before any screen hears of it:
 * - UPDATED (edits and moves): the lead's record is replaced, so every query showing it re-renders;
 * - CREATED: the lead's record is written; which lists it belongs in (filters, order, paging) is
 *   for each list to decide in its `useLeadChanges` callback;
 * - DELETED: the record is evicted: lists drop the dangling reference, `lead(id)` asks again
 *   (and gets null: 'Lead niet gevonden').
 */
export function applyLeadChange(cache: ApolloCache, change: LeadChangeEvent): void {
  const id = cache.identify({ __typename: 'Lead', id: change.id });
  if (!id) return;
  if (change.kind === 'DELETED') {
    cache.evict({ id });
    cache.gc();
    return;
  }
  if (!change.lead) return;
  cache.writeFragment({
    id,
    fragment: LeadFieldsFragmentDoc,
    fragmentName: 'LeadFields',
    // The server's answer carries __typename (Apollo adds it to every document); the generated
    // type just does not list it.
    data: { __typename: 'Lead', ...change.lead } as LeadFieldsFragment,
  });
}
