import type { ApolloClient } from '@apollo/client';
import { PipelineBoardDocument } from '../../gql/graphql';
import { PREFETCH } from '../shared/apollo/prefetchLink';

/**
 * Asks for the board's leads while the guard still waits for the login check (`me`), instead of
 * after it: with 2 000 leads the board query is the page's longest request, and in series with
 * `me` it kept the first render over a second (docs/benchmarks.md, pipeline-board). useBoard's own
 * query (same document, no variables) then gets this answer from PrefetchLink. For a signed-out
 * visitor the server refuses it like any admin query, and being a prefetch that shows nothing.
 */
export function prefetchBoard(client: ApolloClient): void {
  void client.query({ query: PipelineBoardDocument, fetchPolicy: 'no-cache', context: PREFETCH }).catch(() => undefined);
}
