import { BadUserInputError, type FieldProblem } from '../errors';

/**
 * Characters no form field has a use for: C0 controls other than tab, line feed and carriage return
 * (NUL above all: PostgreSQL cannot store it in text or jsonb and fails the whole statement), DEL,
 * C1 controls (terminal escapes in a name end up in logs and exports), and halves of a surrogate
 * pair (not text at all; the driver would store them as U+FFFD).
 */
// Unicode classes: Cc is C0, DEL and C1; in `u` mode Cs matches only a surrogate without its pair.
const FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'bevat ongeldige tekens';

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Fields holding text with forbidden characters, named as class-validator names them: an input
 * object's fields without the argument's name (`name`, `buttonClick.pageTitle`), a scalar argument
 * by its own name (`email`), a list by the list's name.
 */
export function forbiddenTextFields(args: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const visit = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value) && !problems.some((problem) => problem.field === field)) {
        problems.push({ field, message: FORBIDDEN_CHARACTERS_MESSAGE });
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, field);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, nested] of Object.entries(value)) visit(nested, field ? `${field}.${key}` : key);
    }
  };
  for (const [name, value] of Object.entries(args))
    visit(value, value !== null && typeof value === 'object' && !Array.isArray(value) ? '' : name);
  return problems;
}

/**
 * Refuses with BAD_USER_INPUT a field's arguments whose text holds forbidden characters, before any
 * resolver or database sees them: every argument of every operation (HTTP and WebSocket, variables
 * and inline literals alike). Called by the schema's argument validation (shared/graphql/validation.ts),
 * which TypeGraphQL runs after the authorization check, so a signed-out caller still learns only
 * that it is signed out. (As a global middleware it wrapped every field of every answer, arguments
 * or not, in awaited promises.)
 */
export function refuseForbiddenText(args: Record<string, unknown>): void {
  const problems = forbiddenTextFields(args);
  if (problems.length > 0) throw new BadUserInputError(problems);
}
