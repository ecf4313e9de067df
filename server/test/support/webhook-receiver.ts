import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A real webhook receiver for tests: it verifies every request with the standardwebhooks package,
 * answers 500 to the first `failFirst` attempts of each message id, and records each message id it
 * accepted (a repeat of an accepted id counts as a duplicate).
 */
export class WebhookReceiver {
  readonly accepted: ReceivedWebhook[] = [];
  readonly duplicates: string[] = [];
  readonly attempts = new Map<string, number>();
  invalidSignatures = 0;
  /** While true every delivery is answered 500, however often it was tried. */
  refusing = false;
  private server: Server | undefined;
  private verifier: Webhook | undefined;

  constructor(private readonly failFirst: number) {}

  set secret(secret: string) {
    this.verifier = new Webhook(secret);
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let payload: ReceivedWebhook;
        try {
          payload = this.verifier!.verify(body, req.headers as Record<string, string>) as ReceivedWebhook;
        } catch {
          this.invalidSignatures++;
          res.writeHead(401).end();
          return;
        }
        const id = req.headers['webhook-id'] as string;
        const attempt = (this.attempts.get(id) ?? 0) + 1;
        this.attempts.set(id, attempt);
        if (this.refusing || attempt <= this.failFirst) {
          res.writeHead(500).end('nog niet');
          return;
        }
        if (this.accepted.some((entry) => entry.id === id)) this.duplicates.push(id);
        else this.accepted.push({ id, type: payload.type, data: payload.data });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/hooks/leads`;
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
    await closed;
  }
}

export async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
