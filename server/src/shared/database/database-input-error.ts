import { BadUserInputError } from '../errors';

/**
 * SQLSTATE classes that mean "the data was wrong", not "the server broke": 22 (data exception:
 * value too long, invalid text representation, untranslatable character) and 23 (integrity
 * constraint: not null, check, unique, foreign key). The validators refuse such input first; this is
 * the net under them, so anything that still slips through reaches the caller as BAD_USER_INPUT.
 */
const INPUT_CLASSES = ['22', '23'];

export const DATABASE_INPUT_MESSAGE = 'is te lang of bevat tekens die niet opgeslagen kunnen worden';

export function sqlStateOf(error: unknown): string | undefined {
  const inner = (error as { driverError?: unknown } | null)?.driverError ?? error;
  const code = (inner as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** BAD_USER_INPUT for a database refusal caused by the input, naming the column when PostgreSQL does. */
export function databaseInputError(error: unknown): BadUserInputError | null {
  const code = sqlStateOf(error);
  if (!code || !INPUT_CLASSES.includes(code.slice(0, 2))) return null;
  const inner = ((error as { driverError?: unknown }).driverError ?? error) as { column?: unknown };
  const field = typeof inner.column === 'string' && /^[a-z_]+$/.test(inner.column) ? inner.column : 'input';
  return new BadUserInputError({ field, message: DATABASE_INPUT_MESSAGE });
}
