import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { UserService } from './users/user.service';
import { AuthService } from './auth/auth.service';
import { ApiTokenService } from './api-tokens/api-token.service';
import { AccountService } from './auth/account.service';
import { LoginThrottle } from './auth/login-throttle';
import { createAuthenticator } from './auth/passport';
import { createRequestAuth, type RequestAuth } from './auth/request-auth.service';
import type { Sessions } from './auth/session';
import { TeamService } from './team/team.service';
import { RetentionService } from './privacy/retention.service';
import { WebhookService } from './webhooks/webhook.service';
import { MailService } from './notifications/mail.service';
import { SpeedToLeadService } from './speed-to-lead/speed-to-lead.service';
import { BookingSettingsService } from './booking/booking-settings.service';
import { AppointmentService } from './booking/appointment.service';
import { BookingJobsService } from './booking/booking-jobs.service';
import { APPOINTMENT_LINK } from './booking/appointment-invite';
import { AdSpendService } from './ad-spend/ad-spend.service';
import { AuditService } from './audit/audit.service';
import { LeadCaptureService } from './leads/lead-capture.service';
import { LeadService } from './leads/lead.service';
import { LeadMergeService } from './leads/lead-merge.service';
import { LeadPrivacyService } from './privacy/lead-privacy.service';
import { BoardService } from './pipeline/board.service';
import { PipelineColumnsService } from './pipeline/pipeline-columns.service';
import { LeadEventService } from './leads/lead-event.service';
import { SurveyService } from './survey/survey.service';
import { DashboardService } from './dashboard/dashboard.service';
import { createRateLimiter } from './shared/security/rate-limiter';
import { GoogleAdsConversionService } from './conversions/google-ads-conversions.service';

/** The lead side's services: they need only the configuration and the database. */
export interface LeadServices {
  events: LeadEventService;
  leads: LeadService;
  merges: LeadMergeService;
  capture: LeadCaptureService;
  surveys: SurveyService;
  board: BoardService;
  dashboard: DashboardService;
  googleAds: GoogleAdsConversionService;
  audit: AuditService;
  privacy: LeadPrivacyService;
}

/**
 * Every service of the app, built once by createServices. A resolver receives only the ones it
 * names (schema.ts); a feature adds its service here and in createServices.
 */
export interface AppServices extends LeadServices {
  config: Config;
  dataSource: DataSource;
  users: UserService;
  auth: AuthService;
  apiTokens: ApiTokenService;
  account: AccountService;
  team: TeamService;
  retention: RetentionService;
  webhooks: WebhookService;
  mails: MailService;
  speedToLead: SpeedToLeadService;
  pipelineColumns: PipelineColumnsService;
  bookingSettings: BookingSettingsService;
  appointments: AppointmentService;
  /** The reminders and follow-ups around booked calls (their job handlers). */
  bookingJobs: BookingJobsService;
  adSpend: AdSpendService;
  /** Failed sign-ins per address, pruned once a minute by the app. */
  loginThrottle: LoginThrottle;
  /** Who sends a request or opens a socket: a session cookie or an API token. */
  requestAuth: RequestAuth;
}

export interface LeadServiceOptions {
  config: Config;
  dataSource: DataSource;
}

/** Also used without an app: the seed script and test factories build scenarios through these. */
export function createLeadServices({ config, dataSource }: LeadServiceOptions): LeadServices {
  const events = new LeadEventService(dataSource);
  const audit = new AuditService(dataSource);
  const board = new BoardService(dataSource, events);
  const leadLimiter = createRateLimiter({
    prefix: 'create_lead',
    points: config.rateLimits.leadsPerMinute,
    durationSeconds: 60,
    message: 'Je hebt al een paar aanvragen verstuurd. Probeer het over een minuut opnieuw of bel ons.',
  });
  const surveyLimits = {
    perClient: createRateLimiter({
      prefix: 'survey_ip',
      points: config.rateLimits.surveysPerMinute,
      durationSeconds: 60,
      message: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
    }),
    perLead: createRateLimiter({
      prefix: 'survey_lead',
      points: config.rateLimits.surveysPerLeadPerMinute,
      durationSeconds: 60,
      message: 'Deze vragenlijst is te vaak achter elkaar opgeslagen. Probeer het over een minuut opnieuw.',
    }),
  };
  return {
    events,
    board,
    leads: new LeadService(dataSource, board, events, audit),
    merges: new LeadMergeService(dataSource, audit, new URL(config.siteUrl).hostname),
    privacy: new LeadPrivacyService(dataSource, audit),
    capture: new LeadCaptureService(dataSource, leadLimiter, new URL(config.siteUrl).hostname, config.returningVisitorDays),
    surveys: new SurveyService(dataSource, surveyLimits),
    dashboard: new DashboardService(dataSource),
    googleAds: new GoogleAdsConversionService(dataSource, config.googleAds),
    audit,
  };
}

export interface ServiceOptions extends LeadServiceOptions {
  /** The session store (auth/session.ts): sign-in and sign-out write to it. */
  sessions: Sessions;
  log: (message: string, error?: unknown) => void;
}

/** The one place the app's services are built, each with the others it needs. */
export function createServices({ config, dataSource, sessions, log }: ServiceOptions): AppServices {
  const leadServices = createLeadServices({ config, dataSource });
  const { audit, events } = leadServices;
  const users = new UserService(dataSource);
  const apiTokens = new ApiTokenService(dataSource, audit);
  const loginThrottle = new LoginThrottle(dataSource, {
    maxFailures: config.rateLimits.loginMaxFailures,
    lockMinutes: config.rateLimits.loginLockMinutes,
  });
  const authenticator = createAuthenticator(users);
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
  const appointments = new AppointmentService(dataSource, events, {
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
  return {
    ...leadServices,
    config,
    dataSource,
    users,
    auth: new AuthService({ config, dataSource, sessions, authenticator, throttle: loginThrottle, audit, log }),
    apiTokens,
    account: new AccountService({ config, dataSource, users, audit, throttle: loginThrottle }),
    team: new TeamService(dataSource, users, audit),
    retention: new RetentionService(dataSource, audit, config.retention),
    webhooks,
    mails,
    speedToLead: new SpeedToLeadService(dataSource),
    pipelineColumns: new PipelineColumnsService(dataSource, audit),
    bookingSettings,
    appointments,
    bookingJobs: new BookingJobsService(dataSource, { appointments, events, mails, siteUrl: config.siteUrl }),
    adSpend: new AdSpendService(dataSource, audit),
    loginThrottle,
    requestAuth: createRequestAuth({ config, dataSource, sessions, authenticator, apiTokens, log }),
  };
}
