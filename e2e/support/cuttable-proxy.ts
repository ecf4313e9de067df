import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a test server whose line can be cut: `down()` drops every open
 * connection (HTTP and WebSocket alike, as a lost network would) and refuses new ones until `up()`.
 * Browsers talk to `url`; the server sees the proxy's address as Host, so Origin checks still pass.
 */
export interface CuttableProxy {
  url: string;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetUrl: string): Promise<CuttableProxy> {
  const target = new URL(targetUrl);
  const open = new Set<Socket>();
  let isDown = false;

  const server: Server = createServer((client) => {
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    down() {
      isDown = true;
      for (const socket of open) socket.destroy();
    },
    up() {
      isDown = false;
    },
    close() {
      isDown = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
