import type { ApolloClient } from '@apollo/client';
import { AdminLeadListDocument } from '../../gql/graphql';
import { PREFETCH } from '../shared/apollo/prefetchLink';
import { pagedLeadsVariables } from '../shared/lead/usePagedLeads';
import { leadListFromParams } from './list/leadListParams';

/**
 * Asks for the page of leads the URL names while the guard still waits for the login check
 * (`me`), instead of after it; the list's own query (same variables) gets the answer from
 * PrefetchLink. For a signed-out visitor the server refuses it, and being a prefetch that shows nothing.
 */
export function prefetchLeadList(client: ApolloClient, params: URLSearchParams): void {
  const { filter, page } = leadListFromParams(params);
  void client
    .query({ query: AdminLeadListDocument, variables: pagedLeadsVariables(filter, page), fetchPolicy: 'no-cache', context: PREFETCH })
    .catch(() => undefined);
}
