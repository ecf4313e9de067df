import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { BadUserInputError, GENERIC_ERROR_MESSAGE, type FieldProblem } from './errors';

const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'RATE_LIMITED',
  // Malformed documents are the caller's fault and say so without revealing anything.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

function flatten(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export interface FormatErrorOptions {
  exposeDetails: boolean;
  log: (message: string, error: unknown) => void;
}

/**
 * The one place where errors become what clients see: known codes pass with their Dutch message,
 * TypeGraphQL's argument validation becomes BAD_USER_INPUT naming the fields, its authorization
 * error becomes FORBIDDEN, and anything else is logged and reaches the client as a generic message.
 */
export function createFormatError({ exposeDetails, log }: FormatErrorOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error) as { extensions?: Record<string, unknown> } | undefined;
    const code = (formatted.extensions?.code ?? original?.extensions?.code) as string | undefined;

    const validationErrors = formatted.extensions?.validationErrors as ValidationError[] | undefined;
    if (code === 'BAD_USER_INPUT' && Array.isArray(validationErrors)) {
      const dutch = new BadUserInputError(flatten(validationErrors));
      return { message: dutch.message, locations: formatted.locations, path: formatted.path, extensions: dutch.extensions };
    }
    if (code === 'UNAUTHORIZED') {
      return { message: 'Je hebt geen toegang tot deze actie.', path: formatted.path, extensions: { code: 'FORBIDDEN' } };
    }
    if (code && KNOWN_CODES.has(code)) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions: exposeDetails ? formatted.extensions : extensions };
    }

    log('unexpected GraphQL error', original ?? error);
    if (exposeDetails) return { ...formatted, extensions: { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' } };
    return { message: GENERIC_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
