import type { SocialProvider } from '../../../lib/__generated__/graphql';
import { forgetForTab, readFreshForTab, saveForTab } from '../../../lib/tab-storage';

const KEY = 'auth.social-sign-up';
/** The server's ticket is valid 30 minutes (SocialLoginResult.signUpTicket). */
const TICKET_TTL_MS = 30 * 60 * 1000;

/** A social login that found no member: the verified e-mail and the ticket sign-up needs. */
export interface SocialSignUp {
  provider: SocialProvider;
  email: string;
  ticket: string;
  next: string;
  receivedAt: number;
}

export function saveSocialSignUp(signUp: SocialSignUp): boolean {
  return saveForTab(KEY, signUp);
}

export function readSocialSignUp(now: number): SocialSignUp | null {
  const stored = readFreshForTab(KEY, { fields: ['provider', 'email', 'ticket', 'next'], stamp: 'receivedAt', ttlMs: TICKET_TTL_MS, now });
  const provider = stored?.provider;
  if (!stored || (provider !== 'KAKAO' && provider !== 'NAVER' && provider !== 'GOOGLE')) return null;
  return { provider, email: stored.email, ticket: stored.ticket, next: stored.next, receivedAt: stored.receivedAt };
}

export function forgetSocialSignUp(): void {
  forgetForTab(KEY);
}
