import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Reading the server's errors (docs/lead-api.md: `extensions.code`, Dutch `message`) out of whatever
 * Apollo Client 4 hands a caller: a `CombinedGraphQLErrors` for GraphQL errors, anything else for
 * network trouble.
 */
export type ServerErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'INTERNAL_SERVER_ERROR' | (string & {});

export function graphQLErrorCodes(error: unknown): ServerErrorCode[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((entry) => {
    const code = entry.extensions?.code;
    return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  });
}

export function hasErrorCode(error: unknown, code: ServerErrorCode): boolean {
  return graphQLErrorCodes(error).includes(code);
}

/** The first GraphQL error with this code, for its message and extensions. */
export function errorWithCode(error: unknown, code: ServerErrorCode) {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.code === code);
}

/**
 * The server's own (Dutch) message for errors a person can act on (bad input, not found, rate
 * limits, a refused login); `fallback` for everything else: network failures and internal errors
 * must not show technical text.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const shown = error.errors.find((entry) =>
    ['BAD_USER_INPUT', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(String(entry.extensions?.code)),
  );
  return shown?.message || fallback;
}

/** `extensions.retryAfterSeconds` of a RATE_LIMITED error (login lock), when the server sent one. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const value = errorWithCode(error, 'RATE_LIMITED')?.extensions?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
