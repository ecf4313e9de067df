import { createServer, type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { AuthUser, GraphQLContext } from './shared/context';
import { createFormatError } from './shared/format-error';
import { buildAppSchema } from './schema';
import { healthRouter } from './health/health.router';
import { serveClient } from './web/static-client';
import { createServices, type Services } from './services';

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  log?: (message: string, error?: unknown) => void;
}

export interface App {
  httpServer: Server;
  /** Starts listening; resolves with the bound port (pass 0 for any free port). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, lets requests in flight finish, closes sockets. The database stays open. */
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';

function contextFor(services: Services, req: Request, res?: Response): GraphQLContext {
  return {
    user: (req as { user?: AuthUser }).user ?? null,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    services,
    req,
    res,
  };
}

export async function createApp({ config, dataSource, log = console.error }: AppDependencies): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const httpServer = createServer(app);
  const schema = await buildAppSchema();
  const services = createServices({ config, dataSource });

  const wsServer = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });
  const wsCleanup = useServer({ schema, context: (ctx) => contextFor(services, ctx.extra.request as Request) }, wsServer);

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // main.ts owns the signals: it drains HTTP, then closes the database, in that order.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: config.exposeErrorDetails,
    formatError: createFormatError({ exposeDetails: config.exposeErrorDetails, log }),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await apollo.start();

  app.use(healthRouter(dataSource));
  app.use(
    GRAPHQL_PATH,
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(services, req, res) }),
  );
  serveClient(app, config.clientDistDir);

  return {
    httpServer,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close() {
      // Closes every subscription socket and the WebSocket server.
      await wsCleanup.dispose();
      // apollo.stop() runs the drain plugin: it stops accepting and waits for requests in flight.
      await apollo.stop();
      httpServer.closeIdleConnections();
    },
  };
}
