import 'reflect-metadata';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth/auth-checker';
import { SystemResolver } from './system/system.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { ApiTokenResolver } from './auth/api-token.resolver';
import { UserAdminResolver } from './team/user-admin.resolver';
import { AccountResolver } from './auth/account.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { RetentionResolver } from './privacy/retention.resolver';
import { LeadChangeResolver } from './realtime/lead-change.resolver';
import { LeadCaptureResolver } from './leads/lead-capture.resolver';
import { SurveyCaptureResolver } from './survey/survey-capture.resolver';
import { LeadResolver } from './leads/lead.resolver';
import { PipelineResolver } from './pipeline/pipeline.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { GoogleAdsConversionResolver } from './attribution/google-ads-conversions.resolver';
import { WebhookResolver } from './webhooks/webhook.resolver';
import { NotificationResolver } from './notifications/notification.resolver';
import { SpeedToLeadResolver } from './speed/speed-to-lead.resolver';
import { AppointmentSlotsResolver, BookingPublicResolver } from './booking/booking-public.resolver';
import { AppointmentLeadResolver, BookingAdminResolver, LeadAppointmentsResolver } from './booking/booking-admin.resolver';
import { AdSpendResolver } from './ad-spend/ad-spend.resolver';
import { ChannelReportResolver } from './ad-spend/channel-report.resolver';
import { LocalPubSub } from './realtime/local-pub-sub';
import { plainTextArguments } from './shared/plain-text';
import { validateArgument } from './shared/validation';

/**
 * Every resolver class of the API. Admin resolvers carry `@Authorized('admin')` at class level;
 * public operations sit in plainly named public resolvers (AuthResolver, SystemResolver). The
 * authorization test walks every root field not listed as public in test/auth/public-operations.ts.
 */
export const resolvers = [
  SystemResolver,
  AuthResolver,
  LeadCaptureResolver,
  SurveyCaptureResolver,
  UserAdminResolver,
  AccountResolver,
  ApiTokenResolver,
  AuditResolver,
  RetentionResolver,
  LeadResolver,
  PipelineResolver,
  DashboardResolver,
  GoogleAdsConversionResolver,
  WebhookResolver,
  NotificationResolver,
  SpeedToLeadResolver,
  BookingPublicResolver,
  AppointmentSlotsResolver,
  BookingAdminResolver,
  LeadAppointmentsResolver,
  AppointmentLeadResolver,
  AdSpendResolver,
  ChannelReportResolver,
  LeadChangeResolver,
] as const;

export interface SchemaOptions {
  /** Where subscriptions read events from (the app passes the one its lead event feed publishes to: realtime/lead-event-feed.ts). */
  pubSub?: PubSub;
  /** Builds resolver instances with the app's services (see services.ts). */
  container?: ContainerType;
}

export async function buildAppSchema(options: SchemaOptions = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
    globalMiddlewares: [plainTextArguments],
    pubSub: options.pubSub ?? new LocalPubSub(),
    container: options.container,
  });
}
