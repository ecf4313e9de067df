import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['both addresses refused', new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')])],
    [
      'a terminated backend',
      new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection exception', withCode('connection failure', '08006')],
  ])('%s is unavailability', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['NUL in text', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
