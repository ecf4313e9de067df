import { QueryFailedError } from 'typeorm';
import { describeError, safeLog } from './safe-log';

describe('describeError', () => {
  it('a database error: its class and SQLSTATE, no statement, parameters or message', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "jan@example.nl"'), { code: '22P02' });
    const error = new QueryFailedError('SELECT * FROM leads WHERE id = $1', ['jan@example.nl'], driver);
    const line = describeError(error);
    expect(line).toBe('QueryFailedError (SQLSTATE 22P02)');
  });

  it('other errors keep a first line, with e-mail addresses and tokens blanked', () => {
    const error = new Error('could not mail jan@example.nl with token Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA\nstack line');
    expect(describeError(error)).toBe('Error: could not mail <e-mail> with token <redacted>');
  });

  it('a system error names its code', () => {
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      'Error (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('safeLog writes one string per call', () => {
    const lines: unknown[][] = [];
    const log = safeLog((...args) => lines.push(args));
    log('plain');
    log('failed', new TypeError('x is not a function'));
    expect(lines).toEqual([['plain'], ['failed: TypeError: x is not a function']]);
  });
});
