import { Client, type ClientConfig } from 'pg';

/**
 * A node-postgres Client class whose connections log their own errors from the moment they exist.
 * A connection's backend can end at any time (PostgreSQL restarted, pg_terminate_backend, a dropped
 * database), and node-postgres reports that as an 'error' event on the connection, which ends the
 * process when nothing listens. A pool listens only while a connection is idle, and a query runner
 * while it holds one, not in between; a listener of the connection's own leaves no such gap. The
 * pools that get this class (`Client` in their options) then leave their own 'error' event unlogged,
 * so that each error is logged once. A statement sent on such a connection still fails, as before.
 */
export function clientLoggingErrors(log: (error: unknown) => void): typeof Client {
  return class ClientLoggingErrors extends Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      this.on('error', log);
    }
  };
}
