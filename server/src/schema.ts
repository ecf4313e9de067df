import 'reflect-metadata';
import { buildSchema, type PubSub } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth/auth-checker';
import { SystemResolver } from './system/system.resolver';
import { LeadCaptureResolver } from './leads/lead-capture.resolver';
import { LeadResolver } from './leads/lead.resolver';
import { PipelineResolver } from './pipeline/pipeline.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';

/** Every resolver class of the API. Admin resolvers carry `@Authorized('admin')` at class level. */
export const resolvers = [SystemResolver, LeadCaptureResolver, LeadResolver, PipelineResolver, DashboardResolver] as const;

export interface SchemaOptions {
  pubSub?: PubSub;
}

export async function buildAppSchema(options: SchemaOptions = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
    pubSub: options.pubSub,
  });
}
