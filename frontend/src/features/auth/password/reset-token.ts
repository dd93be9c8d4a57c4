import { forgetForTab, readFreshForTab, saveForTab } from '../../../lib/tab-storage';

const KEY = 'auth.password-reset';
/** A RESET_PASSWORD certification token is valid 10 minutes (CertificationToken.expiresAt). */
const TOKEN_TTL_MS = 10 * 60 * 1000;

/** The phone certification that proves who resets the password, carried from find to reset. */
export interface PhoneResetProof {
  token: string;
  tel: string;
  receivedAt: number;
}

export function savePhoneResetProof(proof: PhoneResetProof): boolean {
  return saveForTab(KEY, proof);
}

export function readPhoneResetProof(now: number): PhoneResetProof | null {
  const stored = readFreshForTab(KEY, { fields: ['token', 'tel'], stamp: 'receivedAt', ttlMs: TOKEN_TTL_MS, now });
  return stored && { token: stored.token, tel: stored.tel, receivedAt: stored.receivedAt };
}

export function forgetPhoneResetProof(): void {
  forgetForTab(KEY);
}
