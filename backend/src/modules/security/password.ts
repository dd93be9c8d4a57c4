import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { Semaphore } from './semaphore';

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4; about 0.1 s here), which are above
 * OWASP's minimum. Each hash holds 64 MiB and a libuv worker, so a burst of logins must queue
 * rather than exhaust memory and starve file I/O: at most one hash per core, and never more than 4.
 */
export const HASH_OPTIONS = { type: argon2.argon2id } as const;
export const MAX_CONCURRENT_HASHES = Math.min(4, Math.max(1, availableParallelism()));

const hashing = new Semaphore(MAX_CONCURRENT_HASHES);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, HASH_OPTIONS));
}

/** False for a wrong password and for a hash argon2 cannot read (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification when there is no hash to check (unknown e-mail,
 * social-only account), so the response time does not reveal which addresses are members.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True when the stored hash was made with weaker or older parameters than today's. */
export function passwordNeedsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(hash);
  } catch {
    return true;
  }
}

/** Snapshot for tests and metrics: hashes running and waiting. */
export function hashingLoad(): { running: number; pending: number; limit: number } {
  return { running: hashing.running, pending: hashing.pending, limit: hashing.limit };
}
