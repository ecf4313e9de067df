import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthService } from './auth.service';
import type { GraphQLContext } from '../shared/graphql/context';
import { User } from '../users/user.type';
import { toUser } from '../users/user.mapper';
import { LoginArgs } from './auth.inputs';

/** Public: signing in and out, and who is signed in. */
@Resolver()
export class AuthResolver {
  constructor(private readonly services: { auth: AuthService }) {}

  @Query(() => User, { nullable: true, description: 'The signed-in account; null when signed out.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user ? toUser(ctx.user) : null;
  }

  @Mutation(() => User, {
    description:
      'Signs in and sets the session cookie (HttpOnly). Wrong address or password: UNAUTHENTICATED; ' +
      'too many failures for the address: RATE_LIMITED.',
  })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    return toUser(await this.services.auth.login(ctx, email, password));
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server and clears the cookie. True also when signed out.' })
  logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.services.auth.logout(ctx);
  }
}
