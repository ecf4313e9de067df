import { errorCode } from '../support/api-client';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { until, WebhookReceiver } from '../support/webhook-receiver';
import { createLeadViaApi, SUBMIT_SURVEY } from '../factories/lead.factory';

const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id url events secret } }`;
const LIST = `query { webhooks { id url events secret deliveries { messageId event status attempt statusCode lastAttemptAt } } }`;
const MOVE = `mutation($id: ID!) { moveLead(id: $id, status: CLOSED, position: 1) { id } }`;
const OUTCOME = `mutation($id: ID!) { setLeadOutcome(id: $id, outcome: LOST) { id } }`;
const DELETE = `mutation($id: ID!) { deleteLead(id: $id) }`;
const REDELIVER = `mutation($id: ID!) { redeliverWebhook(id: $id) { id status } }`;

interface Delivery {
  messageId: string;
  event: string;
  status: string;
  attempt: number;
  statusCode: number | null;
}

/**
 * Webhooks end to end: a real receiver that verifies Standard Webhooks signatures with the
 * standardwebhooks package and refuses the first two attempts of every message; the server retries
 * with backoff (shortened by NOTIFY_RETRY_DELAY_SECONDS) until each event arrived, once.
 */
describe('outgoing webhooks', () => {
  let app: TestApp;
  const receiver = new WebhookReceiver(2);

  beforeAll(async () => {
    app = await startTestApp({
      env: { JOB_QUEUE: 'on', JOB_POLLING_SECONDS: '1', NOTIFY_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await receiver.close();
  });

  it('signs, retries failed attempts with backoff and delivers every subscribed event exactly once', async () => {
    const url = await receiver.start();
    const admin = await loginAsAdmin(app);
    const { createWebhook } = await admin.ok<{ createWebhook: { id: string; secret: string; events: string[] } }>(CREATE, {
      input: { url, events: ['LEAD_CREATED', 'SURVEY_COMPLETED', 'STATUS_CHANGED', 'OUTCOME_CHANGED', 'LEAD_DELETED'] },
    });
    expect(createWebhook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    receiver.secret = createWebhook.secret;
    // A second webhook for one event only: it is not told about the others.
    const other = new WebhookReceiver(0);
    const otherUrl = await other.start();
    const { createWebhook: second } = await admin.ok<{ createWebhook: { id: string; secret: string } }>(CREATE, {
      input: { url: otherUrl, events: ['LEAD_DELETED'] },
    });
    other.secret = second.secret;

    const visitor = app.client();
    const lead = await createLeadViaApi(visitor, { name: 'Webhook Lead' });
    await visitor.ok(SUBMIT_SURVEY, { ...lead, survey: { timeline: 'ASAP' }, completed: true });
    await admin.ok(MOVE, { id: lead.leadId });
    await admin.ok(OUTCOME, { id: lead.leadId });
    await admin.ok(DELETE, { id: lead.leadId });

    const expected = [
      'LEAD_CREATED',
      'SURVEY_COMPLETED',
      'STATUS_CHANGED',
      'STATUS_CHANGED',
      'OUTCOME_CHANGED',
      'OUTCOME_CHANGED',
      'LEAD_DELETED',
    ];
    await until(async () => {
      await app.app.dispatcher.poll();
      return receiver.accepted.length >= expected.length && other.accepted.length >= 1;
    }, 90_000);
    // Let any stray retry arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Retries make the order of arrival vary; `timestamp` in each body tells the order of events.
    expect(receiver.accepted.map((entry) => entry.type).sort()).toEqual([...expected].sort());
    expect(receiver.duplicates).toEqual([]);
    expect(receiver.invalidSignatures).toBe(0);
    expect([...receiver.attempts.values()].every((attempts) => attempts === 3)).toBe(true);
    const bodies = receiver.accepted.map((entry) => ({ type: entry.type, data: entry.data }));
    // The lead may be deleted before the dispatcher read its creation: then its source is left out.
    expect(bodies.find((body) => body.type === 'LEAD_CREATED')?.data).toEqual(expect.objectContaining({ id: lead.leadId }));
    expect([undefined, 'QUICKSCAN']).toContain(bodies.find((body) => body.type === 'LEAD_CREATED')?.data.source);
    expect(bodies).toContainEqual({ type: 'STATUS_CHANGED', data: { id: lead.leadId, status: { from: 'NEW', to: 'QUALIFIED' } } });
    expect(bodies).toContainEqual({ type: 'STATUS_CHANGED', data: { id: lead.leadId, status: { from: 'QUALIFIED', to: 'CLOSED' } } });
    expect(bodies).toContainEqual({ type: 'OUTCOME_CHANGED', data: { id: lead.leadId, outcome: { from: 'WON', to: 'LOST' } } });
    // No personal data in the bodies.
    expect(JSON.stringify(receiver.accepted)).not.toContain('Webhook Lead');
    expect(other.accepted.map((entry) => entry.type)).toEqual(['LEAD_DELETED']);
    await other.close();

    const { webhooks } = await admin.ok<{ webhooks: { id: string; secret: string | null; deliveries: Delivery[] }[] }>(LIST);
    expect(webhooks.every((webhook) => webhook.secret === null)).toBe(true);
    const log = webhooks.find((webhook) => webhook.id === createWebhook.id)!.deliveries;
    expect(log).toHaveLength(expected.length);
    expect(log.every((delivery) => delivery.status === 'DELIVERED' && delivery.attempt === 3 && delivery.statusCode === 204)).toBe(true);

    // 'Opnieuw versturen' sends the same message id again: the receiver can tell it is a repeat.
    const [{ id: deliveryId }] = await app.dataSource.query(`SELECT id FROM webhook_deliveries WHERE webhook_id = $1 LIMIT 1`, [
      createWebhook.id,
    ]);
    const { redeliverWebhook } = await admin.ok<{ redeliverWebhook: { status: string } }>(REDELIVER, { id: deliveryId });
    expect(redeliverWebhook.status).toBe('PENDING');
    await until(() => receiver.duplicates.length === 1);

    expect(errorCode(await admin.gql(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: createWebhook.id }))).toBeUndefined();
    expect(errorCode(await admin.gql(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: createWebhook.id }))).toBe('NOT_FOUND');
  });

  it('refuses bad URLs and empty event lists', async () => {
    const admin = await loginAsAdmin(app);
    for (const input of [
      { url: 'ftp://example.com/x', events: ['LEAD_CREATED'] },
      { url: 'https://example.com/x', events: [] },
      { url: `https://example.com/${'x'.repeat(2100)}`, events: ['LEAD_CREATED'] },
    ]) {
      expect(errorCode(await admin.gql(CREATE, { input }))).toBe('BAD_USER_INPUT');
    }
  });
});
