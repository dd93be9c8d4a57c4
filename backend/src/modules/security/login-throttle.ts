import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AppError, rateLimited } from '../../graphql/errors';
import { AttemptLimiter } from './attempt-limiter';

/** PRODUCT.md: 5 failures per account or per client address in 15 minutes lock for 15 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LOCK_SECONDS = 15 * 60;

export function loginLockedError(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(
    `로그인에 ${LOGIN_MAX_FAILURES}번 실패해 ${LOGIN_LOCK_SECONDS / 60}분 동안 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    retryAfterSeconds,
  );
}

/** Failed password checks for an account that is not locked yet. */
export function wrongPasswordError(message: string, remainingAttempts: number): AppError {
  return new AppError('LOGIN_FAILED', message, { remainingAttempts });
}

/**
 * The account key is a hash of the normalized e-mail: unknown addresses are counted exactly like
 * members' (nothing tells them apart) and the table holds no addresses in clear.
 */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export type FailureOutcome = { locked: true; retryAfterSeconds: number } | { locked: false; remainingAttempts: number };

/** Password attempts per account and per client address, shared by every instance through PostgreSQL. */
export class LoginThrottle {
  private readonly accounts: AttemptLimiter;
  private readonly addresses: AttemptLimiter;

  constructor(pool: pg.Pool) {
    const rule = { max: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_WINDOW_SECONDS, lockSeconds: LOGIN_LOCK_SECONDS };
    this.accounts = new AttemptLimiter(pool, { keyPrefix: 'login_account', ...rule });
    this.addresses = new AttemptLimiter(pool, { keyPrefix: 'login_ip', ...rule });
  }

  /** Refuses before any password is checked while the account or the address is locked. */
  async assertAllowed(email: string, clientIp: string): Promise<void> {
    const [account, address] = await Promise.all([this.accounts.peek(accountKey(email)), this.addresses.peek(clientIp)]);
    const wait = Math.max(account.retryAfterSeconds, address.retryAfterSeconds);
    if (wait > 0) throw loginLockedError(wait);
  }

  async recordFailure(email: string, clientIp: string): Promise<FailureOutcome> {
    const [account, address] = await Promise.all([this.accounts.hit(accountKey(email)), this.addresses.hit(clientIp)]);
    const wait = Math.max(account.retryAfterSeconds, address.retryAfterSeconds);
    if (wait > 0) return { locked: true, retryAfterSeconds: wait };
    return { locked: false, remainingAttempts: LOGIN_MAX_FAILURES - Math.max(account.count, address.count) };
  }

  /**
   * A correct password clears the account's count. The address count stays: otherwise one valid
   * account would let an attacker reset the address between guesses at other accounts.
   */
  async recordSuccess(email: string): Promise<void> {
    await this.accounts.reset(accountKey(email));
  }
}
