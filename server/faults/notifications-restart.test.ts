/**
 * The server stopped while webhooks and e-mails are queued and failing (the receiver answers 500,
 * the SMTP server 451): after a restart every event arrives, once per event id, at both.
 */
import { Client } from 'pg';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { quickScanInput } from '../test/factories/lead.factory';
import { SmtpSink } from '../test/support/smtp-sink';
import { until, WebhookReceiver } from '../test/support/webhook-receiver';
import { startFaultDatabase, type FaultDatabase } from './support/fault-database';
import { CREATE_LEAD, post } from './support/load';

const SECRET = `whsec_${Buffer.from('a fault-test secret of 32 bytes!').toString('base64')}`;
const LEADS = 5;

describe('notifications across a restart', () => {
  let db: FaultDatabase;
  let server: ServerProcess | undefined;
  const receiver = new WebhookReceiver(0);
  const smtp = new SmtpSink();

  beforeAll(async () => {
    db = await startFaultDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await receiver.close();
    await smtp.close();
    await db?.destroy();
  });

  it('delivers every queued webhook and e-mail exactly once per event id after a restart', async () => {
    const hookUrl = await receiver.start();
    receiver.secret = SECRET;
    receiver.refusing = true;
    const smtpUrl = await smtp.start();
    smtp.refusing = true;
    const env = {
      JOB_QUEUE: 'on',
      JOB_POLLING_SECONDS: '1',
      NOTIFY_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: 'beheer@bureau.test',
      ADMIN_PASSWORD: 'een lang genoeg wachtwoord',
      RATE_LIMIT_LEADS_PER_MINUTE: '1000',
    };
    server = await startServerProcess({ databaseUrl: db.url, env });
    const sql = new Client({ connectionString: db.url });
    await sql.connect();
    try {
      await sql.query(`INSERT INTO webhooks (url, events, secret) VALUES ($1, '{LEAD_CREATED}', $2)`, [hookUrl, SECRET]);
      const leadIds: string[] = [];
      for (let i = 0; i < LEADS; i++) {
        const created = await post(server.url, CREATE_LEAD, { input: quickScanInput() });
        leadIds.push(created.leadId!);
      }
      // Queued, and each tried at least once (and refused), before the server stops.
      await until(async () => {
        const { rows } = await sql.query(`
          SELECT (SELECT count(*) FROM webhook_deliveries WHERE attempts > 0)::int AS hooks,
                 (SELECT count(*) FROM outgoing_messages WHERE attempts > 0)::int AS mails`);
        return rows[0].hooks === LEADS && rows[0].mails === LEADS;
      });
      expect(receiver.accepted).toEqual([]);
      expect(await server.stop()).toBe(0);
      server = undefined;

      receiver.refusing = false;
      smtp.refusing = false;
      server = await startServerProcess({ databaseUrl: db.url, env });
      await until(() => receiver.accepted.length >= LEADS && smtp.received.length >= LEADS, 90_000);
      // Room for a stray repeat to show up.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      expect(receiver.duplicates).toEqual([]);
      expect(receiver.invalidSignatures).toBe(0);
      expect(receiver.accepted.map((entry) => entry.data.id).sort()).toEqual([...leadIds].sort());
      expect(smtp.received).toHaveLength(LEADS);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(LEADS);
      const { rows } = await sql.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`);
      expect(rows).toEqual([{ status: 'delivered', n: LEADS }]);
    } finally {
      await sql.end();
    }
  });
});
