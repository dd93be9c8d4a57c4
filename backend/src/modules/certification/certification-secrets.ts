import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CertificationPurpose } from '../../../../domain/enums';

/**
 * docs/product-rules.md#phone-certification: the numbers every certification rule is built from. The per-address
 * quota is decision 0014's: campus Wi-Fi and carrier NAT put a whole dormitory behind one address,
 * and the per-phone quota already protects each phone.
 */
export const CERTIFICATION_RULES = {
  codeTtlMs: 3 * 60 * 1000,
  resendIntervalMs: 60 * 1000,
  sendWindowMs: 60 * 60 * 1000,
  maxSendsPerPhone: 5,
  maxSendsPerAddress: 30,
  maxWrongAttempts: 5,
  tokenTtlMs: 10 * 60 * 1000,
} as const;

/** Six digits, leading zeros included, from the CSPRNG. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed with the server secret and bound to the number and purpose: a leaked table row cannot be
 * brute-forced over the million possible codes, nor replayed for another number or purpose.
 */
export function hashCode(secret: string, tel: string, purpose: CertificationPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${tel}\n${code}`).digest('hex');
}

export function codeMatches(expectedHash: string, actualHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = Buffer.from(actualHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 256 random bits: a plain SHA-256 is enough to store it, and needs no secret to check it. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCertificationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
