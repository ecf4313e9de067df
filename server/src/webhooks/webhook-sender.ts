import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import { checkWebhookUrl, guardedLookup } from './webhook-url.guard';

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  /** Why it failed, without the response body (it may hold anything). */
  error: string | null;
}

const TIMEOUT_MS = 15_000;

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`
 * = `v1,` + HMAC-SHA256 over id.timestamp.body, signed by the standardwebhooks package). Redirects
 * are not followed and the address connected to must be public unless `allowPrivate`.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  messageId: string,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> {
  const url = checkWebhookUrl(target.url, allowPrivate);
  const timestamp = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Leadmachine-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Signer(target.secret).sign(messageId, timestamp, body),
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, lookup: guardedLookup(allowPrivate), timeout: TIMEOUT_MS }, (res) => {
      res.resume(); // the body is not needed; drain it so the socket is freed
      res.on('end', () => {
        const statusCode = res.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        resolve({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` });
      });
      res.on('error', (error) => resolve({ ok: false, statusCode: res.statusCode ?? null, error: error.message.slice(0, 500) }));
    });
    req.on('timeout', () => req.destroy(new Error(`geen antwoord binnen ${TIMEOUT_MS / 1000} seconden`)));
    req.on('error', (error) => resolve({ ok: false, statusCode: null, error: error.message.slice(0, 500) }));
    req.end(body);
  });
}
