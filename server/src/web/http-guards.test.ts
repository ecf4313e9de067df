import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from '../shared/http/express-server';
import { shutdownGate } from './http-guards';

/** One GET on a keep-alive agent: the answer's Connection header. */
function connectionOf(port: number, agent: Agent): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    })
      .on('error', reject)
      .end();
  });
}

describe('shutdownGate', () => {
  it('keeps connections alive until the app closes, then every answer says Connection: close, also one already in flight', async () => {
    const app = express();
    const gate = shutdownGate(app.response);
    app.use(gate.middleware);
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    let slow = false;
    app.get('/', (_req, res) => {
      if (!slow) return void res.send('ok');
      arrived();
      release = () => res.send('late');
    });
    const server = createExpressServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agents = [1, 2, 3].map(() => new Agent({ keepAlive: true }));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await connectionOf(port, agents[0])).toBe('keep-alive');

      slow = true;
      const inFlight = connectionOf(port, agents[1]);
      await new Promise<void>((resolve) => (arrived = resolve));
      gate.close();
      release();
      expect(await inFlight).toBe('close');

      slow = false;
      expect(await connectionOf(port, agents[2])).toBe('close');
    } finally {
      for (const agent of agents) agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
