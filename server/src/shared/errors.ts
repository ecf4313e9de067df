/**
 * The API's error codes (docs/lead-api.md, "Errors"). Clients branch on `extensions.code` and read a
 * Dutch message.
 */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';

/**
 * Domain errors: plain error classes that know nothing of GraphQL. Services throw them; the one
 * mapping from class to `extensions.code` is `domainErrorExtensions` in graphql/format-error.ts.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Je bent niet ingelogd.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Je hebt geen toegang tot deze actie.') {
    super(message);
  }
}

export interface FieldProblem {
  field: string;
  message: string;
  /** For a refused file (importAdSpend's `csv`): the 1-based line of the file the problem is on. */
  line?: number;
}

export class BadUserInputError extends DomainError {
  readonly problems: FieldProblem[];
  constructor(problems: FieldProblem[] | FieldProblem) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(`Ongeldige invoer. ${list.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
    this.problems = list;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Niet gevonden.') {
    super(message);
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number | undefined;
  constructor(message = 'Te veel verzoeken. Probeer het later opnieuw.', retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Er is iets misgegaan. Probeer het opnieuw.';
