import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /healthz', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers 200 ok while the database answers', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const other = await startTestApp();
    await other.dataSource.destroy();
    try {
      const response = await fetch(`${other.url}/healthz`);
      expect(response.status).toBe(503);
    } finally {
      await other.app.close();
    }
  });
});
