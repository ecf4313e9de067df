import { GraphQLError } from 'graphql';

/**
 * The error codes of CONTRACT.md. Every refusal the API makes is one of these classes, so clients
 * can branch on `extensions.code` and read a Dutch message.
 */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';

abstract class AppError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Je bent niet ingelogd.') {
    super(message, 'UNAUTHENTICATED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Je hebt geen toegang tot deze actie.') {
    super(message, 'FORBIDDEN');
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}

export class BadUserInputError extends AppError {
  readonly problems: FieldProblem[];
  constructor(problems: FieldProblem[] | FieldProblem) {
    const list = Array.isArray(problems) ? problems : [problems];
    const message = list.map((p) => `${p.field}: ${p.message}`).join('; ');
    super(`Ongeldige invoer. ${message}`, 'BAD_USER_INPUT', { field: list[0]?.field, fields: list });
    this.problems = list;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Niet gevonden.') {
    super(message, 'NOT_FOUND');
  }
}

export class RateLimitedError extends AppError {
  constructor(message = 'Te veel verzoeken. Probeer het later opnieuw.', retryAfterSeconds?: number) {
    super(message, 'RATE_LIMITED', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
  }
}

export const GENERIC_ERROR_MESSAGE = 'Er is iets misgegaan. Probeer het opnieuw.';
