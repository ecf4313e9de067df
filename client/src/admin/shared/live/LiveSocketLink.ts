import { Observable } from 'rxjs';
import { ApolloLink } from '@apollo/client/link';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';
import { closeCodeOf, SocketClosedError, type LiveSocket } from './liveSocket';

/**
 * Terminating link for subscriptions over the LiveSocket. Like Apollo's GraphQLWsLink, but bound
 * to the LiveSocket rather than one graphql-ws client, because the socket is replaced on every
 * sign-in while the Apollo client (and its cache) lives for the whole visit.
 */
export class LiveSocketLink extends ApolloLink {
  constructor(private readonly socket: LiveSocket) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) =>
      this.socket.subscribe(
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          extensions: operation.extensions,
        },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          complete: () => observer.complete(),
          error: (error: unknown) => {
            if (error instanceof Error) return observer.error(error);
            const code = closeCodeOf(error);
            if (code !== undefined) {
              const reason = typeof error === 'object' && error && 'reason' in error ? String(error.reason) : '';
              return observer.error(new SocketClosedError(code, reason));
            }
            const errors = (Array.isArray(error) ? error : [error]) as GraphQLFormattedError[];
            return observer.error(new CombinedGraphQLErrors({ errors }));
          },
        },
      ),
    );
  }
}
