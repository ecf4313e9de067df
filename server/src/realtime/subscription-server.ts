import type { Server } from 'node:http';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from '../config';
import type { GraphQLContext } from '../shared/graphql/context';
import { MAX_BODY_BYTES, MAX_QUERY_TOKENS } from '../shared/limits';
import { complexityError, operationLimitRules } from '../shared/graphql/operation-limits';
import { isAllowedOrigin } from '../auth/origin.rules';
import type { Authenticated, RequestAuth } from '../auth/request-auth.service';
import type { RevokedCredential } from '../auth/auth-events.service';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { normalizeIp } from '../shared/security/client-ip';
import { ResyncRequiredError } from './local-pub-sub';
import { SocketRegistry, type Liveness } from './socket-registry';

/**
 * Close code 1012 (service restart): the client's socket layer reconnects, and the admin panel
 * refetches what it shows on every reconnect. Used whenever a subscriber may have missed events.
 */
export const RESYNC_CLOSE_CODE = 1012;

/** graphql-ws wraps what the event stream threw in a GraphQLError (sometimes twice): look inside. */
function needsResync(error: unknown): boolean {
  for (let inner = error, depth = 0; inner && depth < 4; inner = (inner as GraphQLError).originalError, depth++) {
    if (inner instanceof ResyncRequiredError || (inner as Error).name === 'ResyncRequiredError') return true;
    if (/^resync required:/.test(String((inner as Error).message))) return true;
  }
  return false;
}
/** A socket with more than this unsent (a client that stopped reading) is closed for a resync. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface SubscriptionServerOptions {
  httpServer: Server;
  path: string;
  schema: GraphQLSchema;
  config: Config;
  auth: RequestAuth;
  liveness: Liveness;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  log: (message: string, error?: unknown) => void;
  /** How often open sockets are checked against their session or token (expiry, absolute lifetime). */
  sweepIntervalMs?: number;
}

export interface SubscriptionServer {
  /** Closes this process's sockets that signed in with the credential (called for every process via NOTIFY). */
  revoke(credential: RevokedCredential): void;
  /** Closes sockets whose session or token no longer holds. */
  sweep(): Promise<void>;
  /** Sockets open and not closing (one this server began to close, say for a resync, is not counted). */
  readonly socketCount: number;
  /** Subscriptions running on those sockets, i.e. receiving events from now on. */
  readonly subscriptionCount: number;
  close(): Promise<void>;
}

/** The codes Apollo gives the same errors over HTTP, so formatError treats both transports alike. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

function bytes(limit: string): number {
  return Number.parseInt(limit, 10) * 1024;
}

/**
 * graphql-ws on the HTTP server's `/graphql`. The handshake is refused (403) for a foreign Origin;
 * the connection is refused with 4401 when neither a session cookie nor a bearer token (header or
 * `connectionParams.authorization`) signs it in, and with 4403 for a non-admin. Only subscriptions
 * run over it, under the same depth, alias, complexity and introspection rules as HTTP, and errors
 * are formatted by the same function.
 */
export function createSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { httpServer, path, schema, config, auth, liveness, formatError, log } = options;
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: bytes(MAX_BODY_BYTES) });
  const rules = [...specifiedRules, ...operationLimitRules, ...(config.isProduction ? [NoSchemaIntrospectionCustomRule] : [])];

  const registry = new SocketRegistry();

  httpServer.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) {
      socket.destroy();
      return;
    }
    if (!isAllowedOrigin(req.headers.origin, req.headers, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  const formatAll = (errors: readonly GraphQLError[]) => errors.map((error) => formatError(error.toJSON(), error));
  const resync = (socket: WebSocket) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(RESYNC_CLOSE_CODE, 'Resync');
  };

  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      isProd: config.isProduction,
      async onConnect(ctx) {
        const socket = ctx.extra.socket;
        let authenticated: Authenticated | null;
        try {
          authenticated = await auth.socket(ctx.extra.request, ctx.connectionParams ?? {});
        } catch (error) {
          log('WebSocket sign-in failed', error);
          socket.close(CloseCode.InternalServerError, 'Internal server error');
          return false;
        }
        if (!authenticated) {
          socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
        if (authenticated.user.role !== ADMIN_ROLE) return false; // 4403 Forbidden
        if (socket.readyState !== socket.OPEN) return false;
        registry.register(socket, authenticated, ctx);
        return true;
      },
      onClose(ctx) {
        registry.unregister(ctx.extra.socket);
      },
      onSubscribe(ctx, _id, payload) {
        // ctx.subscriptions already holds this one.
        if (Object.keys(ctx.subscriptions).length > config.maxSubscriptionsPerSocket) {
          return [
            new GraphQLError(`Te veel subscriptions op deze verbinding (maximaal ${config.maxSubscriptionsPerSocket}).`, {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_QUERY_TOKENS });
        } catch (error) {
          return [withCode(error instanceof GraphQLError ? error : new GraphQLError('Ongeldige query.'), 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Onbekende operatie.', { extensions: { code: 'BAD_REQUEST' } })];
        if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            new GraphQLError('Via WebSocket kunnen alleen subscriptions; gebruik POST /graphql.', { extensions: { code: 'BAD_REQUEST' } }),
          ];
        }
        const tooComplex = complexityError(schema, document, payload.operationName, payload.variables);
        if (tooComplex) return [tooComplex];
        const authenticated = registry.whoIsOn(ctx.extra.socket)!;
        const contextValue: GraphQLContext = {
          user: authenticated.user,
          credential: authenticated.credential,
          clientIp: normalizeIp(ctx.extra.request.socket.remoteAddress ?? 'unknown'),
          onCutOff: () => resync(ctx.extra.socket),
        };
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext(ctx, _id, _payload, _args, result) {
        // A client that stopped reading: rather than buffer without bound (or drop silently), close.
        if (ctx.extra.socket.bufferedAmount > MAX_BUFFERED_BYTES) resync(ctx.extra.socket);
        if (!result.errors) return undefined;
        return { ...result, errors: formatAll(result.errors) };
      },
      onError(ctx, _id, _payload, errors) {
        if (errors.some(needsResync)) resync(ctx.extra.socket);
        return formatAll(errors);
      },
    },
    wsServer,
  );

  const openSockets = () => [...wsServer.clients].filter((socket) => socket.readyState === socket.OPEN);

  const sweep = () => registry.sweep(liveness);

  const timer = setInterval(() => {
    if (!registry.isEmpty) sweep().catch((error) => log('socket sweep failed', error));
  }, options.sweepIntervalMs ?? 60_000);
  timer.unref();

  return {
    revoke: (credential) => registry.revoke(credential),
    sweep,
    get socketCount() {
      return openSockets().length;
    },
    get subscriptionCount() {
      return openSockets().reduce((count, socket) => count + registry.runningOn(socket), 0);
    },
    async close() {
      clearInterval(timer);
      await disposable.dispose();
    },
  };
}
