import { Args, Authorized, Mutation, Resolver } from 'type-graphql';
import type { AppServices } from '../services';
import { ADMIN_ROLE } from './user.service';
import { CreateUserArgs } from './user.inputs';
import { User } from './user.type';
import { toUser } from './user.mapper';

@Authorized(ADMIN_ROLE)
@Resolver()
export class UserAdminResolver {
  constructor(private readonly services: AppServices) {}

  @Mutation(() => User, { description: 'Creates an account. An address already in use is BAD_USER_INPUT.' })
  async createUser(@Args() args: CreateUserArgs): Promise<User> {
    return toUser(await this.services.users.create(args));
  }
}
