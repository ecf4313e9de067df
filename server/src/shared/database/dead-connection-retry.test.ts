import { QueryFailedError } from 'typeorm';
import { connectionWasGone } from './dead-connection-retry';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('connectionWasGone', () => {
  it.each([
    [
      'a backend terminated by an administrator',
      new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['a crashed server', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a socket closed under the query', new Error('Connection terminated unexpectedly')],
    ['a client already dead', new Error('Client has encountered a connection error and is not queryable')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
  ])('%s: send the statement again', (_what, error) => {
    expect(connectionWasGone(error)).toBe(true);
  });

  it.each([
    ['a connect timeout (the database is unreachable)', new Error('Connection terminated due to connection timeout')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a constraint', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
  ])('%s: do not', (_what, error) => {
    expect(connectionWasGone(error)).toBe(false);
  });
});
