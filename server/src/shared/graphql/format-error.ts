import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import {
  BadUserInputError,
  DomainError,
  ForbiddenError,
  GENERIC_ERROR_MESSAGE,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  type ErrorCode,
  type FieldProblem,
} from '../errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../database/database-unavailable';
import { databaseInputError } from '../database/database-input-error';

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

/** The one mapping from domain error class to GraphQL code, with what each class adds to `extensions`. */
export function domainErrorExtensions(error: DomainError): { code: ErrorCode } & Record<string, unknown> {
  if (error instanceof UnauthenticatedError) return { code: 'UNAUTHENTICATED' };
  if (error instanceof ForbiddenError) return { code: 'FORBIDDEN' };
  if (error instanceof NotFoundError) return { code: 'NOT_FOUND' };
  if (error instanceof BadUserInputError) return { code: 'BAD_USER_INPUT', field: error.problems[0]?.field, fields: error.problems };
  if (error instanceof RateLimitedError)
    return error.retryAfterSeconds === undefined
      ? { code: 'RATE_LIMITED' }
      : { code: 'RATE_LIMITED', retryAfterSeconds: error.retryAfterSeconds };
  return { code: 'INTERNAL_SERVER_ERROR' };
}

function badInput(problems: FieldProblem[] | FieldProblem) {
  const error = new BadUserInputError(problems);
  return { message: error.message, extensions: domainErrorExtensions(error) };
}

function flatten(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * graphql-js refuses badly typed variables (a missing required field, an unknown enum value) before
 * any resolver runs, in English. The same rule as for validation holds: say in Dutch which field.
 * graphql-js 16 gives these errors no code and no structured path (Apollo Server itself recognises
 * them by message prefix), so the message is read here; format-error.test.ts asks the installed
 * graphql-js for every kind of message and fails if an upgrade rewords them.
 */
export function variableProblem(message: string): FieldProblem | null {
  const missingVariable = /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (was not provided|must not be null)\.$/.exec(message);
  if (missingVariable)
    return { field: missingVariable[1], message: missingVariable[2] === 'was not provided' ? 'is verplicht' : 'mag niet leeg zijn' };
  const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?; (.*)$/s.exec(message);
  if (!invalid) return null;
  const [, variable, at, detail] = invalid;
  // The path starts with the variable; fields are named inside the argument, as class-validator does.
  const path = at
    ? at
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .slice(1)
        .join('.')
    : '';
  const join = (name: string) => (path ? `${path}.${name}` : name);
  const missing = /^Field "(\w+)" of required type "[^"]+" was not provided\./.exec(detail);
  if (missing) return { field: join(missing[1]), message: 'is verplicht' };
  const unknownField = /^Field "(\w+)" is not defined by type/.exec(detail);
  if (unknownField) return { field: join(unknownField[1]), message: 'is geen bekend veld' };
  const field = path || variable;
  const unknownValue = /^Value "(.*)" does not exist in "\w+" enum/.exec(detail);
  if (unknownValue) return { field, message: `onbekende waarde "${unknownValue[1]}"` };
  if (/null/.test(detail) && /non-null|must not be null/i.test(detail)) return { field, message: 'mag niet leeg zijn' };
  return { field, message: 'heeft een ongeldige waarde' };
}

export interface FormatErrorOptions {
  exposeDetails: boolean;
  log: (message: string, error: unknown) => void;
}

/**
 * The one place where errors become what clients see: domain errors get their code by class,
 * known codes pass with their Dutch message,
 * TypeGraphQL's argument validation becomes BAD_USER_INPUT naming the fields, its authorization
 * error becomes FORBIDDEN, and anything else is logged and reaches the client as a generic message.
 */
export function createFormatError({ exposeDetails, log }: FormatErrorOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error) as { extensions?: Record<string, unknown> } | undefined;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: domainErrorExtensions(original),
      };
    }
    const code = (formatted.extensions?.code ?? original?.extensions?.code) as string | undefined;

    const validationErrors = formatted.extensions?.validationErrors as ValidationError[] | undefined;
    if (code === 'BAD_USER_INPUT' && Array.isArray(validationErrors)) {
      return { ...badInput(flatten(validationErrors)), locations: formatted.locations, path: formatted.path };
    }
    if (code === 'BAD_USER_INPUT' && formatted.message.startsWith('Variable "$')) {
      const problem = variableProblem(formatted.message);
      if (problem) return { ...badInput(problem), locations: formatted.locations };
    }
    if (code === 'UNAUTHORIZED') {
      return { message: 'Je hebt geen toegang tot deze actie.', path: formatted.path, extensions: { code: 'FORBIDDEN' } };
    }
    if (code && KNOWN_CODES.has(code)) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions: exposeDetails ? formatted.extensions : extensions };
    }

    if (isDatabaseUnavailable(original ?? error)) {
      // Not a bug: the database is down or restarting. The status plugin turns the response into a 503.
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS },
      };
    }
    const refusedInput = databaseInputError(original ?? error);
    if (refusedInput) return { message: refusedInput.message, path: formatted.path, extensions: domainErrorExtensions(refusedInput) };
    log('unexpected GraphQL error', original ?? error);
    if (exposeDetails) return { ...formatted, extensions: { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' } };
    return { message: GENERIC_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
