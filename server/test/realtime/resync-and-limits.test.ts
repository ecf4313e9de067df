import WebSocket from 'ws';
import { loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const LEAD_CHANGED = `subscription { leadChanged { kind id } }`;

describe('subscriptions per socket', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_SUBSCRIPTIONS_PER_SOCKET: '3', RATE_LIMIT_LEADS_PER_MINUTE: '1000' } });
  });
  afterAll(() => app?.close());

  it('a socket may hold at most MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions', async () => {
    const admin = await loginAsAdmin(app);
    const socket = new WebSocket(app.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { cookie: admin.cookieHeader, origin: app.url },
    });
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return check();
    };
    expect(await waitFor(() => messages.some((message) => message.type === 'connection_ack'))).toBe(true);
    for (let i = 1; i <= 4; i++) socket.send(JSON.stringify({ type: 'subscribe', id: String(i), payload: { query: LEAD_CHANGED } }));
    expect(await waitFor(() => messages.some((message) => message.type === 'error'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = messages.filter((message) => message.type === 'error');
    expect(errors).toEqual([
      { type: 'error', id: '4', payload: [expect.objectContaining({ message: expect.stringContaining('maximaal 3') })] },
    ]);
    socket.close();
  });
});
