import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hashingLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './password';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('campus2026!');
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    expect(await verifyPassword(hash, 'campus2026!')).toBe(true);
    expect(await verifyPassword(hash, 'campus2026?')).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it('treats an unreadable hash as a wrong password, and asks to rehash it', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(passwordNeedsRehash('not-a-hash')).toBe(true);
  });

  it('asks to rehash hashes of weaker parameters or another argon2 type', async () => {
    expect(passwordNeedsRehash(await argon2.hash('pw123456', { type: argon2.argon2id, timeCost: 2 }))).toBe(true);
    expect(passwordNeedsRehash(await argon2.hash('pw123456', { type: argon2.argon2i }))).toBe(true);
  });

  it('spends a real argon2 verification when there is no account to check', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    expect(await verifyAgainstDummy('whatever1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(String(verify.mock.calls[0]![0])).toMatch(/^\$argon2id\$/);
  });

  it(`never runs more than ${MAX_CONCURRENT_HASHES} hashes at once`, async () => {
    let peak = 0;
    const original = argon2.hash.bind(argon2);
    vi.spyOn(argon2, 'hash').mockImplementation(async (...args: Parameters<typeof argon2.hash>) => {
      peak = Math.max(peak, hashingLoad().running);
      return original(...args);
    });
    await Promise.all(Array.from({ length: MAX_CONCURRENT_HASHES + 3 }, (_, i) => hashPassword(`pw-${i}-123`)));
    expect(peak).toBe(MAX_CONCURRENT_HASHES);
    expect(hashingLoad()).toMatchObject({ running: 0, pending: 0 });
  });
});
