import type { ContainerType, ResolverData } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { UserService } from './users/user.service';
import type { AuthService } from './auth/auth.service';
import type { ApiTokenService } from './auth/api-token.service';
import type { AccountService } from './auth/account.service';
import type { TeamService } from './team/team.service';
import type { RetentionService } from './privacy/retention.service';
import type { WebhookService } from './webhooks/webhook.service';
import type { MailService } from './notifications/mail.service';
import type { SpeedToLeadService } from './speed/speed-to-lead.service';
import type { BookingSettingsService } from './booking/booking-settings.service';
import type { AppointmentService } from './booking/appointment.service';
import type { AdSpendService } from './ad-spend/ad-spend.service';
import { AuditService } from './audit/audit.service';
import { LeadCaptureService } from './leads/lead-capture.service';
import { LeadService } from './leads/lead.service';
import { LeadMergeService } from './leads/lead-merge.service';
import { LeadPrivacyService } from './leads/lead-privacy.service';
import { BoardService } from './pipeline/board.service';
import type { PipelineColumnsService } from './pipeline/pipeline-columns.service';
import { LeadEventService } from './leads/lead-event.service';
import { SurveyService } from './survey/survey.service';
import { DashboardService } from './dashboard/dashboard.service';
import { createRateLimiter } from './shared/rate-limiter';
import { GoogleAdsConversionService } from './attribution/google-ads-conversions.service';

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
 * Everything resolvers may use, built once per app in app.ts. A resolver class receives it in its
 * constructor (`constructor(private readonly services: AppServices)`); features add their service
 * here and in app.ts.
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
  adSpend: AdSpendService;
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

/** TypeGraphQL's container: one instance of each resolver class per app, built with the services. */
export class ResolverContainer implements ContainerType {
  private readonly instances = new Map<unknown, unknown>();

  constructor(private readonly services: AppServices) {}

  get(someClass: new (services: AppServices) => unknown, _resolverData: ResolverData<object>): unknown {
    let instance = this.instances.get(someClass);
    if (!instance) {
      instance = new someClass(this.services);
      this.instances.set(someClass, instance);
    }
    return instance;
  }
}
