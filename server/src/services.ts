import type { ContainerType, ResolverData } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { UserService } from './users/user.service';
import type { AuthService } from './auth/auth.service';
import type { ApiTokenService } from './auth/api-token.service';

/**
 * Everything resolvers may use, built once per app in app.ts. A resolver class receives it in its
 * constructor (`constructor(private readonly services: AppServices)`); features add their service
 * here and in app.ts.
 */
export interface AppServices {
  config: Config;
  dataSource: DataSource;
  users: UserService;
  auth: AuthService;
  apiTokens: ApiTokenService;
}

/** TypeGraphQL's container: one instance of each resolver class per app, built with the services. */
export class ResolverContainer implements ContainerType {
  private readonly instances = new Map<Function, unknown>();

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
