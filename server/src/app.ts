import type { Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { ADMIN_ROLE, type GraphQLContext } from './shared/graphql/context';
import { createFormatError } from './shared/graphql/format-error';
import { serviceUnavailableStatusPlugin } from './shared/database/database-unavailable';
import { LARGE_BODY_OPERATIONS, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, MAX_QUERY_TOKENS } from './shared/limits';
import { graphqlJsonBody } from './shared/security/json-body';
import { complexityPlugin, operationLimitRules } from './shared/graphql/operation-limits';
import { clientIpOf } from './shared/security/client-ip';
import { safeLog } from './shared/text/safe-log';
import { pruneRateLimits } from './shared/security/rate-limiter';
import { JobQueue } from './shared/database/job-queue';
import { buildAppSchema } from './schema';
import { createServices, type AppServices } from './services';
import { defineAppJobs } from './jobs/app-jobs';
import { healthRouter } from './health/health.router';
import { LEAD_EXPORT_PATH, leadExportRouter } from './leads/lead-export.router';
import { CHANNEL_REPORT_EXPORT_PATH, channelReportExportRouter } from './ad-spend/channel-report-export.router';
import { serveClient } from './web/static-client';
import { inlineScriptHashes, securityHeaders } from './web/security-headers';
import { graphqlRequestErrors, jsonOnly, noStore, sameOrigin, sameOriginOn, shutdownGate } from './web/http-guards';
import { oneLayer } from './shared/http/one-layer';
import { createExpressServer } from './shared/http/express-server';
import { createSessions } from './auth/session';
import { AUTH_REVOKED_CHANNEL, type RevokedCredential } from './auth/auth-events.service';
import { EventDispatcher } from './notifications/event-dispatcher';
import { LocalPubSub } from './realtime/local-pub-sub';
import { PgListener } from './realtime/pg-listener';
import { LeadEventFeed } from './realtime/lead-event-feed';
import { createSubscriptionServer, type SubscriptionServer } from './realtime/subscription-server';
import { LeadStatsRefresher } from './dashboard/lead-stats-refresher';
import type { BookingJobsService } from './booking/booking-jobs.service';

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  /** The same database: the session store and the LISTEN connection open connections of their own. */
  databaseUrl: string;
  log?: (message: string, error?: unknown) => void;
  /** How often open sockets are checked against their session or token (tests shorten it). */
  socketSweepIntervalMs?: number;
}

export interface App {
  httpServer: Server;
  /** The job queue; absent with JOB_QUEUE=off. */
  jobs?: JobQueue;
  services: AppServices;
  /** Turns lead events into queued e-mails and webhook deliveries. */
  dispatcher: EventDispatcher;
  realtime: { listener: PgListener; feed: LeadEventFeed; subscriptions: SubscriptionServer };
  /** Rebuilds the dashboard's summary of past days off the request path. */
  dashboardSummary: LeadStatsRefresher;
  /** The reminders and follow-ups around booked calls (their job handlers, for tests to run at a chosen time). */
  bookingJobs: BookingJobsService;
  /** Starts listening; resolves with the bound port (pass 0 for any free port). */
  listen(port: number, host?: string): Promise<number>;
  /**
   * Stops accepting, closes sockets, lets requests in flight finish, then closes the session pool
   * and the LISTEN connection. The DataSource stays open (its owner closes it, then the database).
   */
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';

function contextFor(req: Request, res?: Response): GraphQLContext {
  return {
    user: req.user ?? null,
    credential: req.credential ?? null,
    clientIp: clientIpOf(req),
    req,
    res,
  };
}

export async function createApp({
  config,
  dataSource,
  databaseUrl,
  log: write = console.error,
  socketSweepIntervalMs,
}: AppDependencies): Promise<App> {
  // Every error path logs through this: one line, no error object (shared/text/safe-log.ts).
  const log = safeLog((line) => write(line));
  const app = express();
  app.disable('x-powered-by');
  // res.send's ETag (a hash of every body) is for answers a client revalidates; GraphQL's are
  // no-store. Pages carry their own (web/encoded-file.ts).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const httpServer = createExpressServer(app);

  // Drops a request that arrives while the app closes (web/http-guards.ts says why).
  const gate = shutdownGate(app.response);
  app.use(gate.middleware);

  const sessions = createSessions(config, databaseUrl, log);
  const services = createServices({ config, dataSource, sessions, log });
  const { requestAuth } = services;

  const jobs = config.jobQueue.enabled
    ? new JobQueue({ databaseUrl, log, pollingIntervalSeconds: config.jobQueue.pollingIntervalSeconds })
    : undefined;
  defineAppJobs(jobs, services, log);
  const dispatcher = new EventDispatcher(dataSource, { webhooks: services.webhooks, mails: services.mails, log });

  const pubSub = new LocalPubSub();
  const schema = await buildAppSchema({ pubSub, services });
  const formatError = createFormatError({ exposeDetails: config.exposeErrorDetails, log });

  const subscriptions = createSubscriptionServer({
    httpServer,
    path: GRAPHQL_PATH,
    schema,
    config,
    auth: requestAuth,
    liveness: { sessions: (ids) => services.auth.liveSessions(ids), tokens: (ids) => services.apiTokens.stillValid(ids) },
    formatError,
    log,
    sweepIntervalMs: socketSweepIntervalMs,
  });

  const feed = new LeadEventFeed({ events: services.events, leads: services.leads, pubSub, log });
  const dashboardSummary = new LeadStatsRefresher(dataSource, { maxAgeMs: config.dashboardSummarySeconds * 1000, log });
  const listener = new PgListener({ connectionString: databaseUrl, channels: [AUTH_REVOKED_CHANNEL], log });
  listener.on(AUTH_REVOKED_CHANNEL, (payload) => subscriptions.revoke(JSON.parse(payload) as RevokedCredential));
  // Revocations sent while the LISTEN connection was down are lost: once it is back, check every
  // socket's session or token at once instead of at the next sweep.
  let listenedBefore = false;
  listener.onConnected(() => {
    if (listenedBefore) subscriptions.sweep().catch((error) => log('socket sweep failed', error));
    listenedBefore = true;
  });
  try {
    await listener.start();
  } catch (error) {
    await subscriptions.close();
    await sessions.close();
    throw error;
  }

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // Queries over GET need a header a cross-site page cannot send without a CORS preflight;
    // Authorization is one (an API token acts without a cookie, so it cannot be ridden either).
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    // main.ts owns the signals: it drains HTTP, then closes the database, in that order.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    introspection: !config.isProduction,
    // No "Did you mean ...?" in production: it would list fields to whoever guesses.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    includeStacktraceInErrorResponses: config.exposeErrorDetails,
    validationRules: operationLimitRules,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      complexityPlugin(),
      serviceUnavailableStatusPlugin(),
      // No @cacheControl hints in the schema: every answer is no-store (noStore). Left on, the plugin
      // wraps every field's resolver of every request to read hints that do not exist.
      ApolloServerPluginCacheControlDisabled(),
      ...(config.isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();
  await feed.start();
  await jobs?.start();
  dispatcher.start();
  dashboardSummary.start();

  const scriptHashes = inlineScriptHashes(config.clientDistDir);
  const headers = securityHeaders(config, scriptHashes);
  // Outside production GET /graphql shows Apollo's landing page, which loads its sandbox from a CDN.
  app.use((req, res, next) =>
    !config.isProduction && req.path === GRAPHQL_PATH && req.method === 'GET' ? next() : headers(req, res, next),
  );

  // GraphQL first: the visitors' requests pass no other route on their way.
  app.use(
    GRAPHQL_PATH,
    oneLayer([
      noStore,
      sameOrigin(config),
      jsonOnly,
      // Who is asking is known before the body is read: only an admin may send importAdSpend's file.
      requestAuth.http,
      graphqlJsonBody({
        limit: MAX_BODY_BYTES,
        largeLimit: MAX_IMPORT_BODY_BYTES,
        largeFields: LARGE_BODY_OPERATIONS,
        mayBeLarge: (req) => req.user?.role === ADMIN_ROLE,
      }),
      expressMiddleware(apollo, { context: ({ req, res }) => Promise.resolve(contextFor(req, res)) }),
    ]),
    graphqlRequestErrors(log),
  );
  // Only for the exports' paths: a foreign page's fetch carries its Origin and is refused early.
  const sameOriginGet = sameOriginOn([LEAD_EXPORT_PATH, CHANNEL_REPORT_EXPORT_PATH], config);
  app.use(healthRouter(dataSource));
  app.use(sameOriginGet, leadExportRouter({ leads: services.leads, authenticate: requestAuth.http, log }));
  app.use(sameOriginGet, channelReportExportRouter({ adSpend: services.adSpend, authenticate: requestAuth.http, log }));
  serveClient(app, config.clientDistDir, config.siteUrl);

  const pruneTimer = setInterval(() => {
    services.loginThrottle.prune().catch((error) => log('login throttle prune failed', error));
    pruneRateLimits(dataSource).catch((error) => log('rate limit prune failed', error));
  }, 60_000);
  pruneTimer.unref();

  return {
    httpServer,
    jobs,
    services,
    dispatcher,
    realtime: { listener, feed, subscriptions },
    dashboardSummary,
    bookingJobs: services.bookingJobs,
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
      gate.close();
      clearInterval(pruneTimer);
      // Closes every subscription socket and the WebSocket server.
      await subscriptions.close();
      // apollo.stop() runs the drain plugin: it stops accepting and waits for requests in flight.
      await apollo.stop();
      httpServer.closeIdleConnections();
      await listener.close();
      await feed.close();
      await dashboardSummary.close();
      await dispatcher.close();
      await jobs?.stop();
      services.mails.close();
      await sessions.close();
    },
  };
}
