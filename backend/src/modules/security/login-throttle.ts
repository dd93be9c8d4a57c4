import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AppError, rateLimited } from '../../graphql/errors';
import { AttemptLimiter, type AttemptState } from './attempt-limiter';
import {
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_SECONDS,
} from './login-rules';

export { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS };

/** Which count locked the login: the student's own account, or the network they share. */
export type LoginLockScope = 'account' | 'address';

const lockMinutes = LOGIN_LOCK_SECONDS / 60;

/**
 * The refusal while locked. Without a scope the sentence holds for either lock, so a caller
 * that does not know which one tripped never tells a student behind a shared address that
 * their own five tries ran out.
 */
export function loginLockedError(retryAfterSeconds: number, scope?: LoginLockScope): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const retry = `${minutes}분 후에 다시 시도해 주세요.`;
  const reason =
    scope === 'account'
      ? `이 계정은 로그인에 ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 실패해 ${lockMinutes}분 동안 로그인이 제한되었습니다.`
      : scope === 'address'
        ? `지금 접속한 네트워크에서 로그인 실패가 너무 많아 ${lockMinutes}분 동안 로그인이 제한되었습니다.`
        : `로그인 실패가 너무 많아 ${lockMinutes}분 동안 로그인이 제한되었습니다.`;
  return rateLimited(`${reason} ${retry}`, retryAfterSeconds);
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

export type FailureOutcome =
  | { locked: true; retryAfterSeconds: number; scope: LoginLockScope }
  | { locked: false; remainingAttempts: number };

/** The lock to report when both are on: the longer wait is the one the student must sit out. */
function lockOf(account: AttemptState, address: AttemptState): { retryAfterSeconds: number; scope: LoginLockScope } | null {
  if (account.retryAfterSeconds === 0 && address.retryAfterSeconds === 0) return null;
  return account.retryAfterSeconds >= address.retryAfterSeconds
    ? { retryAfterSeconds: account.retryAfterSeconds, scope: 'account' }
    : { retryAfterSeconds: address.retryAfterSeconds, scope: 'address' };
}

/** Password attempts per account and per client address, shared by every instance through PostgreSQL. */
export class LoginThrottle {
  private readonly accounts: AttemptLimiter;
  private readonly addresses: AttemptLimiter;

  constructor(pool: pg.Pool) {
    const timing = { windowSeconds: LOGIN_WINDOW_SECONDS, lockSeconds: LOGIN_LOCK_SECONDS };
    this.accounts = new AttemptLimiter(pool, { keyPrefix: 'login_account', max: LOGIN_MAX_FAILURES_PER_ACCOUNT, ...timing });
    this.addresses = new AttemptLimiter(pool, { keyPrefix: 'login_ip', max: LOGIN_MAX_FAILURES_PER_ADDRESS, ...timing });
  }

  /** Refuses before any password is checked while the account or the address is locked. */
  async assertAllowed(email: string, clientIp: string): Promise<void> {
    const [account, address] = await Promise.all([this.accounts.peek(accountKey(email)), this.addresses.peek(clientIp)]);
    const lock = lockOf(account, address);
    if (lock) throw loginLockedError(lock.retryAfterSeconds, lock.scope);
  }

  /**
   * Counts a failure against both. The attempts left are the account's own, the number a student
   * can act on, unless their shared address is nearer its own limit.
   */
  async recordFailure(email: string, clientIp: string): Promise<FailureOutcome> {
    const [account, address] = await Promise.all([this.accounts.hit(accountKey(email)), this.addresses.hit(clientIp)]);
    const lock = lockOf(account, address);
    if (lock) return { locked: true, ...lock };
    const remainingAttempts = Math.min(
      LOGIN_MAX_FAILURES_PER_ACCOUNT - account.count,
      LOGIN_MAX_FAILURES_PER_ADDRESS - address.count,
    );
    return { locked: false, remainingAttempts };
  }

  /**
   * A correct password clears the account's count. The address count stays: otherwise one valid
   * account would let an attacker reset the address between guesses at other accounts.
   */
  async recordSuccess(email: string): Promise<void> {
    await this.accounts.reset(accountKey(email));
  }
}
