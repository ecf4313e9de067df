import { reasonFrom } from './embedded-postgres';

describe('reasonFrom: the one line an embedded PostgreSQL failure is reported with', () => {
  it.each([
    [
      'a port in use',
      '2026-11-25 15:00:00.000 UTC [42] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\n' +
        '2026-11-25 15:00:00.000 UTC [42] FATAL:  could not create any TCP/IP sockets\n',
      'its port is already in use (could not bind IPv4 address "127.0.0.1": Address already in use); start again, or stop what holds the port',
    ],
    [
      'a full disk',
      'creating directory /d/cluster/base ... ok\ninitdb: error: could not write to file "/d/cluster/base/1/1259": No space left on device\n',
      'the disk is full (initdb: error: could not write to file "/d/cluster/base/1/1259": No space left on device); free some space and start again',
    ],
    [
      'another FATAL',
      '2026-11-25 15:00:00.000 UTC [42] FATAL:  data directory "/d" has invalid permissions\n',
      'data directory "/d" has invalid permissions',
    ],
    ['nothing useful', 'starting\n', undefined],
  ])('%s', (_case, output, expected) => {
    expect(reasonFrom(output)).toBe(expected);
  });
});
