import { createServer, type Server } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { GraphQLContext } from './shared/context';
import { GENERIC_ERROR_MESSAGE } from './shared/errors';
import { createFormatError } from './shared/format-error';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
  serviceUnavailableStatusPlugin,
} from './shared/database-unavailable';
import { LARGE_BODY_OPERATIONS, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, MAX_QUERY_TOKENS } from './shared/limits';
import { graphqlJsonBody, sizeText } from './shared/json-body';
import { complexityPlugin, operationLimitRules } from './shared/operation-limits';
import { buildAppSchema } from './schema';
import { createLeadServices, ResolverContainer, type AppServices } from './services';
import { healthRouter } from './health/health.router';
import { LEAD_EXPORT_PATH, leadExportRouter } from './leads/lead-export.router';
import { serveClient } from './web/static-client';
import { inlineScriptHashes, securityHeaders } from './web/security-headers';
import { UserService } from './users/user.service';
import { ADMIN_ROLE } from './shared/context';
import { ApiTokenService } from './auth/api-token.service';
import { AuthService } from './auth/auth.service';
import { AccountService } from './auth/account.service';
import { TeamService } from './team/team.service';
import { RetentionService } from './privacy/retention.service';
import { JobQueue } from './jobs/job-queue.service';
import { WebhookService } from './webhooks/webhook.service';
import { DAILY_SUMMARY_JOB, MailService, NOTIFICATIONS_PRUNE_JOB } from './notifications/mail.service';
import { EventDispatcher } from './notifications/event-dispatcher';
import { PipelineColumnsService } from './pipeline/pipeline-columns.service';
import { SpeedToLeadService } from './speed/speed-to-lead.service';
import { BookingSettingsService } from './booking/booking-settings.service';
import { AppointmentService } from './booking/appointment.service';
import { BookingJobsService } from './booking/booking-jobs.service';
import { APPOINTMENT_LINK } from './booking/appointment-invite';
import { createRateLimiter } from './shared/rate-limiter';
import { AdSpendService } from './ad-spend/ad-spend.service';
import { CHANNEL_REPORT_EXPORT_PATH, channelReportExportRouter } from './ad-spend/channel-report-export.router';
import { LoginThrottle } from './auth/login-throttle';
import { createSessions } from './auth/session';
import { createAuthenticator } from './auth/passport';
import { createRequestAuth } from './auth/request-auth';
import { isAllowedOrigin } from './auth/origin';
import { AUTH_REVOKED_CHANNEL, type RevokedCredential } from './auth/auth-events';
import { LocalPubSub } from './realtime/local-pub-sub';
import { clientIpOf } from './shared/client-ip';
import { safeLog } from './shared/safe-log';
import { pruneRateLimits } from './shared/rate-limiter';
import { PgListener } from './realtime/pg-listener';
import { LeadEventFeed } from './realtime/lead-event-feed';
import { LeadStatsRefresher } from './dashboard/lead-stats-refresher';
import { createSubscriptionServer, type SubscriptionServer } from './subscription-server';

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  /** The same database: the session store and the LISTEN connection open connections of their own. */
  databaseUrl: string;
  log?: (message: string, error?: unknown) => void;
  /** How often open sockets are checked against their session or token (tests shorten it). */
  socketSweepIntervalMs?: number;
}

/** The daily job that applies the retention policy (docs/operations.md, "Bewaartermijnen"). */
export const RETENTION_JOB = 'retention';

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

function jsonError(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export async function createApp({
  config,
  dataSource,
  databaseUrl,
  log: write = console.error,
  socketSweepIntervalMs,
}: AppDependencies): Promise<App> {
  // Every error path logs through this: one line, no error object (shared/safe-log.ts).
  const log = safeLog((line) => write(line));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);

  // Shutting down, the drain ends every idle keep-alive socket and each busy one once its response
  // is sent. A request the client wrote on such a socket at that very moment is still read and
  // would run (a lead stored) with no way to answer: the faults test caught leads stored that no
  // visitor heard of. So such a request is dropped before any work (the client sees the connection
  // close and may retry elsewhere), and every response from then on says `Connection: close`.
  let closing = false;
  const inFlight = new Set<Response>();
  app.use((req, res, next) => {
    if (closing && (req.socket.writableEnded || req.socket.destroyed)) {
      req.socket.destroy();
      return;
    }
    if (closing) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    next();
  });

  const sessions = createSessions(config, databaseUrl, log);
  const users = new UserService(dataSource);
  const leadServices = createLeadServices({ config, dataSource });
  const { audit } = leadServices;
  const apiTokens = new ApiTokenService(dataSource, audit);
  const throttle = new LoginThrottle(dataSource, {
    maxFailures: config.rateLimits.loginMaxFailures,
    lockMinutes: config.rateLimits.loginLockMinutes,
  });
  const authenticator = createAuthenticator(users);
  const auth = new AuthService({ config, dataSource, sessions, authenticator, throttle, audit, log });
  const account = new AccountService({ config, dataSource, users, audit, throttle });
  const team = new TeamService(dataSource, users, audit);
  const requestAuth = createRequestAuth({ config, dataSource, sessions, authenticator, apiTokens, log });
  const retention = new RetentionService(dataSource, audit, config.retention);
  const { notifications } = config;
  const webhooks = new WebhookService(dataSource, audit, {
    allowPrivate: notifications.webhookAllowPrivate,
    retryDelaySeconds: notifications.retryDelaySeconds,
  });
  const mails = new MailService(dataSource, {
    smtpUrl: notifications.smtpUrl,
    from: notifications.mailFrom,
    siteUrl: config.siteUrl,
    retryDelaySeconds: notifications.retryDelaySeconds,
    secretLinks: APPOINTMENT_LINK,
  });
  const bookingSettings = new BookingSettingsService(dataSource, audit);
  const appointments = new AppointmentService(dataSource, leadServices.events, {
    settings: bookingSettings,
    mails,
    limiter: createRateLimiter({
      prefix: 'booking_ip',
      points: config.rateLimits.bookingsPerMinute,
      durationSeconds: 60,
      message: 'Te veel verzoeken. Probeer het over een minuut opnieuw of bel ons.',
    }),
    siteUrl: config.siteUrl,
    mailFrom: notifications.mailFrom,
  });
  const bookingJobs = new BookingJobsService(dataSource, { appointments, events: leadServices.events, mails, siteUrl: config.siteUrl });
  const services: AppServices = {
    config,
    dataSource,
    users,
    auth,
    apiTokens,
    account,
    team,
    retention,
    webhooks,
    mails,
    speedToLead: new SpeedToLeadService(dataSource),
    pipelineColumns: new PipelineColumnsService(dataSource, audit),
    bookingSettings,
    appointments,
    adSpend: new AdSpendService(dataSource, audit),
    ...leadServices,
  };

  const jobs = config.jobQueue.enabled
    ? new JobQueue({ databaseUrl, log, pollingIntervalSeconds: config.jobQueue.pollingIntervalSeconds })
    : undefined;
  jobs?.define({
    name: RETENTION_JOB,
    cron: '15 3 * * *', // nightly, in Europe/Amsterdam
    handler: async () => {
      const run = await retention.run();
      if (run.erasedLeads > 0) log(`retention: ${run.erasedLeads} leads anonymised`);
    },
  });
  webhooks.useQueue(jobs);
  mails.useQueue(jobs);
  jobs?.define(webhooks.jobOptions);
  jobs?.define(mails.jobOptions);
  appointments.useQueue(jobs);
  for (const definition of bookingJobs.definitions) jobs?.define(definition);
  jobs?.define({
    name: DAILY_SUMMARY_JOB,
    cron: '0 8 * * 1-5', // working days at 8:00, Europe/Amsterdam
    handler: async () => void (await mails.queueDailySummary(new Date().toISOString().slice(0, 10))),
  });
  jobs?.define({
    name: NOTIFICATIONS_PRUNE_JOB,
    cron: '40 3 * * *', // nightly, Europe/Amsterdam
    handler: async () => {
      await mails.prune();
      await webhooks.prune();
    },
  });
  const dispatcher = new EventDispatcher(dataSource, { webhooks, mails, log });

  const pubSub = new LocalPubSub();
  const schema = await buildAppSchema({ pubSub, container: new ResolverContainer(services) });
  const formatError = createFormatError({ exposeDetails: config.exposeErrorDetails, log });

  const subscriptions = createSubscriptionServer({
    httpServer,
    path: GRAPHQL_PATH,
    schema,
    config,
    auth: requestAuth,
    liveness: { sessions: (ids) => auth.liveSessions(ids), tokens: (ids) => apiTokens.stillValid(ids) },
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

  const sameOrigin: RequestHandler = (req, res, next) =>
    isAllowedOrigin(req.headers.origin, req.headers, config)
      ? next()
      : jsonError(res, 403, 'Verzoeken van een andere website worden geweigerd.', 'FORBIDDEN');
  // Only for the exports' paths: a foreign page's fetch carries its Origin and is refused early.
  const exportPaths = new Set([LEAD_EXPORT_PATH, CHANNEL_REPORT_EXPORT_PATH]);
  const sameOriginGet: RequestHandler = (req, res, next) => (exportPaths.has(req.path) ? sameOrigin(req, res, next) : next());
  // Forms and text/plain are what a foreign page can POST without a preflight: refused before any work.
  const jsonOnly: RequestHandler = (req, res, next) =>
    req.method !== 'POST' || req.is('application/json')
      ? next()
      : jsonError(res, 415, 'Stuur GraphQL-verzoeken als application/json.', 'BAD_REQUEST');
  const graphqlErrors: ErrorRequestHandler = (error: { status?: number; type?: string; limit?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? 500;
    if (status === 413) {
      const limit = error.limit === undefined ? MAX_BODY_BYTES : sizeText(error.limit);
      return jsonError(res, 413, `Het verzoek is te groot (maximaal ${limit}).`, 'PAYLOAD_TOO_LARGE');
    }
    if (status >= 400 && status < 500) return jsonError(res, status, 'Ongeldig verzoek (geen geldige JSON).', 'BAD_REQUEST');
    // The session store or the token lookup could not reach the database: try again shortly.
    if (isDatabaseUnavailable(error)) {
      res.set('retry-after', String(RETRY_AFTER_SECONDS));
      return jsonError(res, 503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    }
    log('request to /graphql failed', error);
    jsonError(res, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
  };

  app.use(healthRouter(dataSource));
  app.use(sameOriginGet, leadExportRouter({ leads: services.leads, authenticate: requestAuth.http, log }));
  app.use(sameOriginGet, channelReportExportRouter({ adSpend: services.adSpend, authenticate: requestAuth.http, log }));
  app.use(
    GRAPHQL_PATH,
    sameOrigin,
    jsonOnly,
    // Who is asking is known before the body is read: only an admin may send importAdSpend's file.
    requestAuth.http,
    graphqlJsonBody({
      limit: MAX_BODY_BYTES,
      largeLimit: MAX_IMPORT_BODY_BYTES,
      largeFields: LARGE_BODY_OPERATIONS,
      mayBeLarge: (req) => req.user?.role === ADMIN_ROLE,
    }),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(req, res) }),
    graphqlErrors,
  );
  serveClient(app, config.clientDistDir, config.siteUrl);

  const pruneTimer = setInterval(() => {
    throttle.prune().catch((error) => log('login throttle prune failed', error));
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
    bookingJobs,
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
      closing = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
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
      mails.close();
      await sessions.close();
    },
  };
}
