import { OperationTypeNode } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../shared/graphql/context';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';

import { SIGNED_IN_PERSON } from './auth.enums';

export { SIGNED_IN_PERSON };

export const READ_ONLY_TOKEN_MESSAGE = 'Deze API-token mag alleen lezen (queries en subscriptions).';
export const PERSON_ONLY_MESSAGE = 'Dit kan alleen een ingelogde persoon, niet een API-token.';

/**
 * The one guard every `@Authorized(...)` resolver goes through: signed out is UNAUTHENTICATED,
 * signed in without one of the required roles is FORBIDDEN, and so is a read-only API token asking
 * for a mutation. `@Authorized()` without roles only asks for a signed-in user.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context, info }, roles) => {
  const user = context.user;
  if (!user) throw new UnauthenticatedError();
  const credential = context.credential;
  if (credential?.kind === 'token' && credential.readOnly && info.operation.operation === OperationTypeNode.MUTATION) {
    throw new ForbiddenError(READ_ONLY_TOKEN_MESSAGE);
  }
  if (roles.includes(SIGNED_IN_PERSON) && credential?.kind !== 'session') throw new ForbiddenError(PERSON_ONLY_MESSAGE);
  const wanted = roles.filter((role) => role !== SIGNED_IN_PERSON);
  if (wanted.length === 0) return true;
  if (user.role !== null && wanted.includes(user.role)) return true;
  throw new ForbiddenError();
};
