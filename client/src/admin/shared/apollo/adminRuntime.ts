import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { LiveSocket, liveSocketUrl } from '../live/liveSocket';
import { LiveSocketLink } from '../live/LiveSocketLink';
import { createAdminCache } from './adminCache';
import { AdminEvents } from './adminEvents';
import { showErrorToastOnce } from './errorToast';
import { graphQLErrorCodes } from './graphqlErrors';
import { PrefetchLink } from './prefetchLink';

/** Operations whose UNAUTHENTICATED answer is about the attempt itself, not a lost session. */
const SIGN_IN_OPERATIONS = new Set(['AdminLogin']);

/** Everything the admin panel keeps for a whole visit, across sign-ins. */
export interface AdminRuntime {
  client: ApolloClient;
  socket: LiveSocket;
  events: AdminEvents;
}

export interface AdminRuntimeOptions {
  /** Default: same origin. */
  graphqlUrl?: string;
  liveUrl?: () => string;
}

export function createAdminRuntime(options: AdminRuntimeOptions = {}): AdminRuntime {
  const events = new AdminEvents();
  const socket = new LiveSocket({
    url: options.liveUrl ?? (() => liveSocketUrl()),
    // Events sent while the socket was down are lost: ask again for everything on screen.
    onReconnected: () => void client.refetchQueries({ include: 'active' }).catch(() => undefined),
    onUnauthorized: () => events.emit('sessionEnded'),
    onForbidden: () => events.emit('accessRefused'),
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext().prefetch) return; // the page's own request reports it (see PREFETCH)
    const codes = graphQLErrorCodes(error);
    if (!SIGN_IN_OPERATIONS.has(operation.operationName ?? '')) {
      if (codes.includes('UNAUTHENTICATED')) {
        events.emit('sessionEnded');
        return; // the login page says what happened; a load error toast would only add noise
      }
      if (codes.includes('FORBIDDEN')) events.emit('accessRefused');
    }
    const toast = operation.getContext().errorToast;
    if (toast) showErrorToastOnce(toast);
  });

  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new LiveSocketLink(socket),
    // Same origin, JSON POST: the session cookie goes along, and CSRF prevention is satisfied.
    new HttpLink({ uri: options.graphqlUrl ?? '/graphql', credentials: 'same-origin' }),
  );

  const prefetchLink = new PrefetchLink();
  // The socket's reconnect callback runs only after the socket has connected, so after this line.
  const client = new ApolloClient({
    cache: createAdminCache(),
    link: ApolloLink.from([errorLink, prefetchLink, transport]),
    devtools: { enabled: import.meta.env.DEV, name: 'admin' },
  });
  // Signed out: no answer fetched for the session may be handed to the next one.
  client.onClearStore(() => {
    prefetchLink.clear();
    return Promise.resolve();
  });
  return { client, socket, events };
}
