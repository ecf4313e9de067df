import { createHash, randomBytes } from 'node:crypto';

/** Bytes drawn from the CSPRNG at a time: 256 tokens of 32 bytes. */
const POOL_BYTES = 8192;

let pool = Buffer.alloc(0);
let used = 0;

/**
 * A secret of `bytes` random bytes, base64url, for a hot path (a survey token for every new lead).
 * The bytes come from node's CSPRNG 8 KB at a time and each is handed out once, as node's own
 * crypto.randomUUID pools its random bytes: one randomBytes call per token took about 3% of the
 * server's CPU under createLead load (docs/benchmarks.md).
 */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString('base64url');
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}

/**
 * What the database keeps of a lead's survey token (its SHA-256): capture stores it, the survey and
 * the booking of a call look the lead up by it.
 */
export function hashSurveyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
