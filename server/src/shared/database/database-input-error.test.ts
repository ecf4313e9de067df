import { QueryFailedError } from 'typeorm';
import { databaseInputError } from './database-input-error';
import { BadUserInputError } from '../errors';

const failed = (code: string, extra: Record<string, unknown> = {}) =>
  new QueryFailedError('INSERT ...', ['jan@example.nl'], Object.assign(new Error('value too long'), { code, ...extra }));

describe('databaseInputError', () => {
  it.each([
    ['value too long', '22001'],
    ['invalid text representation', '22P02'],
    ['untranslatable character', '22P05'],
    ['check violation', '23514'],
    ['unique violation', '23505'],
  ])('%s is BAD_USER_INPUT', (_what, code) => {
    expect(databaseInputError(failed(code))).toBeInstanceOf(BadUserInputError);
  });

  it('names the column when PostgreSQL does', () => {
    expect(databaseInputError(failed('23502', { column: 'email' }))?.problems[0].field).toBe('email');
  });

  it.each([
    ['a deadlock', '40P01'],
    ['a statement timeout', '57014'],
    ['a syntax error (a bug)', '42601'],
  ])('%s is not', (_what, code) => {
    expect(databaseInputError(failed(code))).toBeNull();
  });
});
