import { createTestUser, loginAsAdmin, loginAsNonAdmin } from '../support/auth';
import { errorCode } from '../support/api-client';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/webhook-receiver';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const SETTINGS = `query { notificationSettings { newLead hotSurvey dailySummary } }`;
const SAVE = `mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { newLead hotSurvey dailySummary } }`;
const OUTGOING = `query { mailSending outgoingMessages { kind recipient subject text status leadId } }`;
const HOT_SURVEY = { businessSize: 'SIZE_50_PLUS', currentMarketing: [], investmentBudget: 'EUR_10000_PLUS', timeline: 'ASAP' };

/**
 * E-mail notifications through a real SMTP server (smtp-server) that refuses the first attempt: every
 * active admin gets a new-lead and a hot-survey e-mail unless they turned it off; a disabled admin
 * and non-admins get none. Without SMTP_URL the same messages are kept as not sent.
 */
describe('e-mail notifications', () => {
  let app: TestApp;
  const smtp = new SmtpSink(1);

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    app = await startTestApp({
      env: {
        JOB_QUEUE: 'on',
        JOB_POLLING_SECONDS: '1',
        NOTIFY_RETRY_DELAY_SECONDS: '1',
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Leads <leads@bureau.test>',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  it('mails each admin who wants it, in Dutch with a link, and retries a refused message', async () => {
    const admin = await loginAsAdmin(app);
    const quiet = await loginAsAdmin(app);
    const disabled = await createTestUser(app, { role: 'admin' });
    await app.dataSource.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [disabled.id]);
    await loginAsNonAdmin(app);
    expect((await quiet.ok<{ notificationSettings: unknown }>(SETTINGS)).notificationSettings).toEqual({
      newLead: true,
      hotSurvey: true,
      dailySummary: false,
    });
    await quiet.ok(SAVE, { input: { newLead: false, hotSurvey: true, dailySummary: true } });
    const admins: { email: string }[] = await app.dataSource.query(`SELECT email FROM users WHERE role = 'admin' AND disabled_at IS NULL`);

    const lead = await createLeadViaApi(app.client(), { name: 'Jan de Vries', company: 'Loodgieter & Zn' });
    await app.client().ok(SUBMIT_SURVEY, { ...lead, survey: HOT_SURVEY, completed: true });

    const newLeadRecipients = admins.filter((a) => a.email !== quiet.user.email).map((a) => a.email);
    const expected = newLeadRecipients.length + admins.length;
    // The lead's mails only: on a weekday at 08:00 in Amsterdam the daily summary goes out too, to `quiet`.
    const received = () => smtp.received.filter((mail) => !mail.subject?.startsWith('Dagoverzicht'));
    await until(async () => {
      await app.app.dispatcher.poll();
      return received().length >= expected;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received()).toHaveLength(expected);

    const newLead = smtp.received.filter((mail) => mail.subject === 'Nieuwe lead: Jan de Vries - Loodgieter & Zn');
    expect(newLead.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text).sort()).toEqual(newLeadRecipients.sort());
    expect(newLead[0].from?.value).toEqual([{ name: 'Leads', address: 'leads@bureau.test' }]);
    expect(newLead[0].text).toContain(`${app.config.siteUrl}/admin/leads/${lead.leadId}`);
    expect(newLead[0].html).toContain('Loodgieter &#38; Zn');
    const hot = smtp.received.filter((mail) => mail.subject?.startsWith('Hete lead: Jan de Vries'));
    expect(hot).toHaveLength(admins.length);
    expect(smtp.received.some((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === disabled.email)).toBe(false);

    const { outgoingMessages } = await admin.ok<{ mailSending: boolean; outgoingMessages: { kind: string; status: string }[] }>(OUTGOING);
    const leadMessages = outgoingMessages.filter((message) => message.kind !== 'daily_summary');
    expect(leadMessages).toHaveLength(expected);
    expect(leadMessages.every((message) => message.status === 'SENT')).toBe(true);
  });
});

describe('e-mail without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { JOB_QUEUE: 'on', JOB_POLLING_SECONDS: '1' } });
  });
  afterAll(async () => app?.close());

  it("keeps what would go out, marked not sent, for 'Uitgaande berichten'", async () => {
    const admin = await loginAsAdmin(app);
    const lead = await createLeadViaApi(app.client(), { name: 'Piet Bakker' });
    await app.app.dispatcher.poll();
    const result = await admin.ok<{
      mailSending: boolean;
      outgoingMessages: { kind: string; recipient: string; status: string; leadId: string }[];
    }>(OUTGOING);
    expect(result.mailSending).toBe(false);
    expect(result.outgoingMessages).toContainEqual(
      expect.objectContaining({ kind: 'new_lead', recipient: admin.user.email, status: 'NOT_SENT', leadId: lead.leadId }),
    );
  });

  it('refuses webhooks to loopback and private addresses without WEBHOOK_ALLOW_PRIVATE', async () => {
    const admin = await loginAsAdmin(app);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://192.168.1.10/hook', 'http://[::1]/hook']) {
      const result = await admin.gql(`mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }`, {
        input: { url, events: ['LEAD_CREATED'] },
      });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('notification log retention', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('deletes e-mails and finished webhook deliveries older than 30 days, keeps newer and unfinished ones', async () => {
    await app.dataSource.query(
      `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status, created_at)
       VALUES ('new_lead', 'old', 'a@b.nl', 'Nieuwe lead: Oud', 't', 'h', 'sent', now() - interval '31 days'),
              ('new_lead', 'new', 'a@b.nl', 'Nieuwe lead: Nieuw', 't', 'h', 'sent', now() - interval '29 days')`,
    );
    const [{ id: hook }] = await app.dataSource.query(
      `INSERT INTO webhooks (url, events, secret) VALUES ('https://x.example', '{LEAD_CREATED}', 'whsec_x') RETURNING id`,
    );
    await app.dataSource.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload, status, created_at)
       VALUES ($1, 'a', 'LEAD_CREATED', '{}', 'delivered', now() - interval '31 days'),
              ($1, 'b', 'LEAD_CREATED', '{}', 'retrying', now() - interval '31 days'),
              ($1, 'c', 'LEAD_CREATED', '{}', 'delivered', now() - interval '1 day')`,
      [hook],
    );
    expect(await app.app.services.mails.prune()).toBe(1);
    expect(await app.app.services.webhooks.prune()).toBe(1);
    const kept = await app.dataSource.query(`SELECT message_id FROM webhook_deliveries ORDER BY message_id`);
    expect(kept.map((row: { message_id: string }) => row.message_id)).toEqual(['b', 'c']);
  });
});
