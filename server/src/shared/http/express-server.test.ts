import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from './express-server';

describe('createExpressServer', () => {
  it("makes each request and response with the app's prototypes, so Express has none to change", async () => {
    const app = express();
    app.get('/', (req, res) => {
      res.json({ request: req.ip !== undefined, path: req.path });
    });
    const server = createExpressServer(app);
    const seen: boolean[] = [];
    // Runs before the app, on the objects as the server made them.
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ request: true, path: '/' });
      expect(seen).toEqual([true, true]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
