import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { TeamService } from './team.service';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import { actorOf } from '../shared/graphql/actor';
import { SIGNED_IN_PERSON } from '../auth/auth.enums';
import { CreateUserArgs, SetUserDisabledArgs, SetUserRoleArgs, UserIdArgs } from './user.inputs';
import { User } from '../users/user.type';
import { TeamMember } from './team-member.type';
import { toUser } from '../users/user.mapper';

const toMember = (record: TeamMember) => Object.assign(new TeamMember(), record);

/** ADMIN: the team's accounts. Creating accounts and handing out passwords needs a person, not a token. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class UserAdminResolver {
  constructor(private readonly services: { team: TeamService }) {}

  @Query(() => [TeamMember], { complexity: listComplexity, description: 'Every account, by e-mail address.' })
  async users(): Promise<TeamMember[]> {
    return (await this.services.team.list()).map(toMember);
  }

  @Authorized(ADMIN_ROLE, SIGNED_IN_PERSON)
  @Mutation(() => User, { description: 'Creates an account. An address already in use is BAD_USER_INPUT. Not with an API token.' })
  async createUser(@Args() args: CreateUserArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    return toUser(await this.services.team.create(args, actorOf(ctx)));
  }

  @Mutation(() => TeamMember, { description: 'Changes a role; the last active admin cannot be demoted (BAD_USER_INPUT).' })
  async setUserRole(@Args() { id, role }: SetUserRoleArgs, @Ctx() ctx: GraphQLContext): Promise<TeamMember> {
    return toMember(await this.services.team.setRole(id, role, actorOf(ctx)));
  }

  @Mutation(() => TeamMember, {
    description:
      'Disables (its sessions, API tokens and open subscriptions end at once) or enables an account. ' +
      'The last active admin cannot be disabled (BAD_USER_INPUT).',
  })
  async setUserDisabled(@Args() { id, disabled }: SetUserDisabledArgs, @Ctx() ctx: GraphQLContext): Promise<TeamMember> {
    return toMember(await this.services.team.setDisabled(id, disabled, actorOf(ctx)));
  }

  @Authorized(ADMIN_ROLE, SIGNED_IN_PERSON)
  @Mutation(() => String, {
    description: 'Gives the account a new random password, returned once to hand over; its sessions end. Not with an API token.',
  })
  resetUserPassword(@Args() { id }: UserIdArgs, @Ctx() ctx: GraphQLContext): Promise<string> {
    return this.services.team.resetPassword(id, actorOf(ctx));
  }
}
