import 'reflect-metadata';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth/auth-checker';
import { SystemResolver } from './system/system.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { ApiTokenResolver } from './api-tokens/api-token.resolver';
import { UserAdminResolver } from './team/user-admin.resolver';
import { AccountResolver } from './auth/account.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { RetentionResolver } from './privacy/retention.resolver';
import { LeadChangeResolver } from './realtime/lead-change.resolver';
import { LeadCaptureResolver } from './leads/lead-capture.resolver';
import { SurveyCaptureResolver } from './survey/survey-capture.resolver';
import { LeadResolver } from './leads/lead.resolver';
import { LeadPrivacyResolver } from './privacy/lead-privacy.resolver';
import { PipelineResolver } from './pipeline/pipeline.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { GoogleAdsConversionResolver } from './conversions/google-ads-conversions.resolver';
import { WebhookResolver } from './webhooks/webhook.resolver';
import { NotificationResolver } from './notifications/notification.resolver';
import { SpeedToLeadResolver } from './speed-to-lead/speed-to-lead.resolver';
import { AppointmentSlotsResolver, BookingPublicResolver } from './booking/booking-public.resolver';
import { AppointmentLeadResolver, BookingAdminResolver, LeadAppointmentsResolver } from './booking/booking-admin.resolver';
import { AdSpendResolver } from './ad-spend/ad-spend.resolver';
import { ChannelReportResolver } from './ad-spend/channel-report.resolver';
import { LocalPubSub } from './realtime/local-pub-sub';
import { validateArgument } from './shared/graphql/validation';
import type { AppServices } from './services';

/** A resolver class and the services it is built with: each gets the ones it uses, not the whole bag. */
interface ResolverEntry {
  resolver: new (...args: never[]) => object;
  build(services: AppServices): object;
}

/** `keys` must cover the resolver's constructor type: the compiler refuses one that names too few. */
function resolver<K extends keyof AppServices>(resolverClass: new (services: Pick<AppServices, K>) => object, ...keys: K[]): ResolverEntry {
  return {
    resolver: resolverClass,
    build: (services) => new resolverClass(Object.fromEntries(keys.map((key) => [key, services[key]])) as Pick<AppServices, K>),
  };
}

/**
 * Every resolver of the API with the services it uses. Admin resolvers carry `@Authorized('admin')`
 * at class level; public operations sit in plainly named public resolvers (AuthResolver,
 * SystemResolver). The authorization test walks every root field not listed as public in
 * test/auth/public-operations.ts.
 */
const RESOLVERS: ResolverEntry[] = [
  resolver(SystemResolver),
  resolver(AuthResolver, 'auth'),
  resolver(LeadCaptureResolver, 'capture'),
  resolver(SurveyCaptureResolver, 'surveys'),
  resolver(UserAdminResolver, 'team'),
  resolver(AccountResolver, 'account'),
  resolver(ApiTokenResolver, 'apiTokens'),
  resolver(AuditResolver, 'audit'),
  resolver(RetentionResolver, 'dataSource', 'retention'),
  resolver(LeadResolver, 'leads', 'merges'),
  resolver(LeadPrivacyResolver, 'leads', 'privacy'),
  resolver(PipelineResolver, 'board', 'pipelineColumns'),
  resolver(DashboardResolver, 'dashboard'),
  resolver(GoogleAdsConversionResolver, 'googleAds'),
  resolver(WebhookResolver, 'webhooks'),
  resolver(NotificationResolver, 'mails'),
  resolver(SpeedToLeadResolver, 'speedToLead'),
  resolver(BookingPublicResolver, 'appointments'),
  resolver(AppointmentSlotsResolver, 'appointments'),
  resolver(BookingAdminResolver, 'appointments', 'bookingSettings'),
  resolver(LeadAppointmentsResolver, 'appointments'),
  resolver(AppointmentLeadResolver, 'leads'),
  resolver(AdSpendResolver, 'adSpend'),
  resolver(ChannelReportResolver, 'adSpend'),
  resolver(LeadChangeResolver),
];

export const resolvers = RESOLVERS.map((entry) => entry.resolver);

/** TypeGraphQL's container: one instance of each resolver class per app, built with its services. */
class ResolverContainer implements ContainerType {
  private readonly instances = new Map<unknown, object>();

  constructor(private readonly services: AppServices) {}

  get(someClass: unknown): object {
    let instance = this.instances.get(someClass);
    if (!instance) {
      const entry = RESOLVERS.find((candidate) => candidate.resolver === someClass);
      if (!entry) throw new Error('A resolver class is missing from RESOLVERS in schema.ts.');
      instance = entry.build(this.services);
      this.instances.set(someClass, instance);
    }
    return instance;
  }
}

export interface SchemaOptions {
  /** Where subscriptions read events from (the app passes the one its lead event feed publishes to). */
  pubSub?: PubSub;
  /** The app's services; without them the schema can be printed or walked, not run. */
  services?: AppServices;
}

export async function buildAppSchema(options: SchemaOptions = {}): Promise<GraphQLSchema> {
  const [firstResolver, ...otherResolvers] = resolvers;
  return buildSchema({
    resolvers: [firstResolver, ...otherResolvers],
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
    pubSub: options.pubSub ?? new LocalPubSub(),
    container: options.services ? new ResolverContainer(options.services) : undefined,
  });
}
