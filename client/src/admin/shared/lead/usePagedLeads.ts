import { useEffect, useMemo, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminLeadListDocument, type AdminLeadListQueryVariables, type LeadFilter } from '../../../gql/graphql';
import { loadErrorToast } from '../apollo/errorToast';
import { useLeadChanges } from '../live/useLeadChanges';
import { leadMatchesFilter } from './leadLists';

/** Rows per page of the leads and surveys lists: a page renders at once even with 10 000 leads. */
export const LEAD_PAGE_SIZE = 25;

/** Filters a lead's edit can move it into or out of (the date range cannot change). */
const hasMutableFilter = (filter: LeadFilter) =>
  Boolean(filter.search || filter.status || filter.source || filter.outcome || filter.hasSurvey !== undefined);

const REFETCH_DELAY_MS = 300;

/** The list query's variables for a page (0-based) of the leads matching `filter`, newest first. */
export function pagedLeadsVariables(filter: LeadFilter, page: number, pageSize = LEAD_PAGE_SIZE): AdminLeadListQueryVariables {
  return { filter, order: 'NEWEST', limit: pageSize, offset: page * pageSize };
}

/**
 * One page (newest first) of the leads matching `filter`, with how many match in all, kept live:
 * - a new matching lead appears on top of the first page at once (from the event, no request) and
 *   raises the count on any page;
 * - a deleted lead leaves at once (the cache evicts it), then the page is fetched again so the
 *   next lead moves up and the count is right;
 * - a lead edited into or out of the filter (a colleague changes its status, a survey arrives)
 *   refetches the page.
 * Refetches are coalesced, so a burst of events costs one request. A page is fetched when asked
 * and shows in about a quarter of a second. `page` and `filter` must change as urgent state (see
 * useImmediateSearchParams): changed in a transition, this query flipped between old and new
 * variables and refetched page 1 and page 2 in turn for seconds.
 */
export function usePagedLeads(filter: LeadFilter, page: number, pageSize = LEAD_PAGE_SIZE) {
  const client = useApolloClient();
  const variables = useMemo(() => pagedLeadsVariables(filter, page, pageSize), [filter, page, pageSize]);
  const { data, previousData, loading, error, refetch } = useQuery(AdminLeadListDocument, {
    variables,
    // A page seen before shows at once and is refreshed meanwhile.
    fetchPolicy: 'cache-and-network',
    context: loadErrorToast('Kon leads niet laden. Probeer het opnieuw.'),
  });
  // While the next page or filter loads, the last answer stays on screen (no flash of skeletons).
  const shown = data ?? previousData;
  const leads = useMemo(() => shown?.leads ?? [], [shown]);
  const onPage = useRef(new Set<string>());
  onPage.current = new Set(leads.map((lead) => lead.id));
  const total = shown?.leadCount ?? 0;

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetchSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch().catch(() => undefined), REFETCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLeadChanges((change) => {
    const wasOnPage = onPage.current.has(change.id);
    if (change.kind === 'DELETED') {
      if (wasOnPage) refetchSoon();
      return;
    }
    const lead = change.lead;
    if (!lead) return;
    const matches = leadMatchesFilter(lead, filter);
    if (change.kind === 'CREATED') {
      if (!matches || wasOnPage) return;
      client.cache.updateQuery({ query: AdminLeadListDocument, variables }, (current) => {
        if (!current) return current;
        const leads = page === 0 ? [lead, ...current.leads].slice(0, pageSize) : current.leads;
        return { ...current, leads, leadCount: current.leadCount + 1 };
      });
      return;
    }
    if (wasOnPage !== matches && (wasOnPage || hasMutableFilter(filter))) refetchSoon();
  });

  return {
    leads,
    total,
    /** Nothing to show yet (first load). */
    initialLoading: !shown && loading,
    /** A new page or filter is on its way while the last answer is shown. */
    updating: !data && Boolean(previousData) && loading,
    error: shown ? undefined : error,
    refetch,
  };
}
