import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiTokenService } from './api-token.service';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import { actorOf } from '../shared/graphql/actor';
import { ApiToken } from './api-token.type';
import { ApiTokenIdArgs, CreateApiTokenArgs } from './api-token.inputs';
import { SIGNED_IN_PERSON } from '../auth/auth.enums';

/** Tokens for internal tools that call the API without a browser session. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class ApiTokenResolver {
  constructor(private readonly services: { apiTokens: ApiTokenService }) {}

  @Query(() => [ApiToken], { complexity: listComplexity, description: 'Tokens that are not revoked, newest first.' })
  apiTokens(): Promise<ApiToken[]> {
    return this.services.apiTokens.list();
  }

  @Authorized(ADMIN_ROLE, SIGNED_IN_PERSON)
  @Mutation(() => String, {
    description:
      'Creates a token acting as you and returns its secret, once: send it as `Authorization: Bearer <secret>`. ' +
      'Only in person (a session): an API token gets FORBIDDEN.',
  })
  createApiToken(@Args() { name, readOnly, expiresAt }: CreateApiTokenArgs, @Ctx() ctx: GraphQLContext): Promise<string> {
    return this.services.apiTokens.create(ctx.user!, { name, readOnly, expiresAt }, actorOf(ctx));
  }

  @Mutation(() => Boolean, { description: 'Revokes a token at once, also its open WebSocket connections.' })
  async revokeApiToken(@Args() { id }: ApiTokenIdArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.apiTokens.revoke(id, actorOf(ctx));
    return true;
  }
}
