import { Query, Resolver } from 'type-graphql';
import { APP_VERSION } from './version';

@Resolver()
export class SystemResolver {
  /** Lets internal tools check which build they talk to. */
  @Query(() => String, { description: 'Version of the running server.' })
  apiVersion(): string {
    return APP_VERSION;
  }
}
