import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../shared/context';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';

/**
 * The one guard every `@Authorized(...)` resolver goes through: signed out is UNAUTHENTICATED,
 * signed in without one of the required roles is FORBIDDEN. `@Authorized()` without roles only
 * asks for a signed-in user.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const user = context.user;
  if (!user) throw new UnauthenticatedError();
  if (roles.length === 0) return true;
  if (user.role !== null && roles.includes(user.role)) return true;
  throw new ForbiddenError();
};
