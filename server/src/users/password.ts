import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, two passes, one lane. */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (no such account) it verifies against a
 * throw-away hash with the same parameters, so an unknown address takes as long as a wrong password
 * and the timing does not tell which addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A random password for the first admin: 24 characters from a 64-character alphabet (144 bits). */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
