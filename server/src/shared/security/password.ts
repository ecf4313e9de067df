import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Algorithm, hash, verify, type Options } from '@node-rs/argon2';
import { RateLimitedError } from '../errors';

/** OWASP's minimum for argon2id: 19 MiB, two passes, one lane. */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Each hash takes ~20 MiB and tens of milliseconds of a core. Left alone, a burst of logins would
 * run four at once (libuv's pool) and starve every other request of CPU; so at most one core's
 * worth less than all run at once, the rest wait in a bounded queue, and past that the login is
 * refused as RATE_LIMITED instead of piling up.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const MAX_WAITING_HASHES = 200;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new RateLimitedError('Het is te druk. Probeer het over een minuut opnieuw.', 60);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, PASSWORD_HASH_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (no such account) it verifies against a
 * throw-away hash with the same parameters, so an unknown address takes as long as a wrong password
 * and the timing does not tell which addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), PASSWORD_HASH_OPTIONS);
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password).catch(() => false));
    return false;
  }
  // A malformed stored hash is a wrong password, not a crash; an overload (RATE_LIMITED) passes.
  return limited(() => verify(storedHash, password).catch(() => false));
}

/** A random password for the first admin: 24 characters from a 64-character alphabet (144 bits). */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
