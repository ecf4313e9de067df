import { Client } from 'pg';
import { LEAD_CHANGE_CHANNEL, type LeadChangeNotification } from '../../src/realtime/lead-change';
import type { TestApp } from './test-app';

export interface LeadChangeRecorder {
  /** Notifications received so far (delivered at commit). */
  received: LeadChangeNotification[];
  /** Waits until the database delivered everything committed so far, then returns and forgets it. */
  take(): Promise<LeadChangeNotification[]>;
  close(): Promise<void>;
}

/** LISTENs on the app's database like a second server process would. */
export async function recordLeadChanges(app: TestApp): Promise<LeadChangeRecorder> {
  const client = new Client({ connectionString: (app.dataSource.options as { url: string }).url });
  await client.connect();
  const received: LeadChangeNotification[] = [];
  client.on('notification', (message) => {
    if (message.channel === LEAD_CHANGE_CHANNEL && message.payload) received.push(JSON.parse(message.payload));
  });
  await client.query(`LISTEN ${LEAD_CHANGE_CHANNEL}`);
  return {
    received,
    async take() {
      // A NOTIFY from this connection arrives after every earlier one committed by others.
      const marker = `marker-${Math.random()}`;
      await client.query('SELECT pg_notify($1, $2)', [LEAD_CHANGE_CHANNEL, JSON.stringify({ kind: 'MARKER', id: marker })]);
      const deadline = Date.now() + 5000;
      while (!received.some((n) => n.id === marker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const taken = received.splice(0, received.length).filter((n) => n.id !== marker);
      return taken;
    },
    close: () => client.end(),
  };
}
