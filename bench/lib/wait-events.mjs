// Where PostgreSQL's sessions spend their time during a run: pg_stat_activity sampled every 20 ms.
// A session that is active without a wait event is on a CPU (or waiting for one).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './context.mjs';

const require = createRequire(join(ROOT, 'server', 'package.json'));

export async function sampleWaitEvents(url, intervalMs = 20) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, application_name: 'bench-wait-events' });
  await client.connect();
  const counts = new Map();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query(
        `SELECT coalesce(wait_event_type, 'CPU') || ': ' || coalesce(wait_event, 'running') AS wait, count(*)::int AS n
         FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
         GROUP BY 1`,
      );
      samples += 1;
      for (const { wait, n } of rows) counts.set(wait, (counts.get(wait) ?? 0) + n);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    /** Stops sampling; returns the waits, most frequent first, as the mean number of sessions in each. */
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return [...counts].sort((a, b) => b[1] - a[1]).map(([wait, n]) => ({ wait, sessions: n / samples, share: total ? n / total : 0 }));
    },
  };
}

/** "CPU: running 58%, Lock: transactionid 20%, ..." (the top `limit`). */
export function describeWaits(waits, limit = 6) {
  return (
    waits
      .slice(0, limit)
      .map((w) => `${w.wait} ${(w.share * 100).toFixed(0)}% (${w.sessions.toFixed(1)} sessions)`)
      .join(', ') || 'no active sessions sampled'
  );
}
