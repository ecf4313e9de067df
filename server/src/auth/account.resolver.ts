import { Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountService } from './account.service';
import type { GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import { SIGNED_IN_PERSON } from './auth-checker';
import { ChangePasswordArgs } from './auth.inputs';
import { PasswordChange, UserSession } from './account.type';

/** Any signed-in person (any role), in person: an API token gets FORBIDDEN. Their own account only. */
@Authorized(SIGNED_IN_PERSON)
@Resolver()
export class AccountResolver {
  constructor(private readonly services: { account: AccountService }) {}

  @Mutation(() => PasswordChange, {
    description: 'Changes your own password and ends every other session of your account. Wrong current password: BAD_USER_INPUT.',
  })
  async changePassword(@Args() { currentPassword, newPassword }: ChangePasswordArgs, @Ctx() ctx: GraphQLContext): Promise<PasswordChange> {
    const endedSessions = await this.services.account.changePassword(ctx, currentPassword, newPassword);
    return Object.assign(new PasswordChange(), { endedSessions });
  }

  @Query(() => [UserSession], { complexity: listComplexity, description: 'Your sessions that are still valid, newest first.' })
  async mySessions(@Ctx() ctx: GraphQLContext): Promise<UserSession[]> {
    return (await this.services.account.mySessions(ctx)).map((record) => Object.assign(new UserSession(), record));
  }

  @Mutation(() => Int, { description: "'Uitloggen op andere apparaten': ends your other sessions; returns how many." })
  endOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.services.account.endOtherSessions(ctx);
  }
}
