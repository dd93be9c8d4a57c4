import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AttemptLimiter, type AttemptState } from './attempt-limiter';
import {
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_SECONDS,
  loginLockedError,
  type LoginLockScope,
} from '../../../../domain/security/login-rules';


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
