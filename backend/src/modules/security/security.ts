import pg from 'pg';
import type { Logger } from '../../logger';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS } from '../../../../domain/security/login-rules';
import { LoginThrottle } from './login-throttle';
import { tooManyChecksMessage, tooManyResetsMessage } from '../../../../domain/security/request-refusals';
import { TargetQuota } from './target-quota';

export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_MAILS_PER_CLIENT_PER_HOUR = 20;

const HOUR = 60 * 60;

/**
 * findPassword sends mail to whatever address it is given; without a quota it could flood a
 * stranger's inbox.
 */
function resetMailQuota(pool: pg.Pool): TargetQuota {
  return new TargetQuota(pool, {
    keyPrefix: 'reset_mail',
    perTarget: RESET_MAILS_PER_ADDRESS_PER_HOUR,
    perAddress: RESET_MAILS_PER_CLIENT_PER_HOUR,
    windowSeconds: HOUR,
    message: (minutes) => `비밀번호 재설정 메일을 너무 자주 요청했어요. ${minutes}분 후에 다시 시도해 주세요.`,
  });
}

/**
 * Membership lookups (checkWhetherAvailableEmail/Tel) and reset-code tries: per target the
 * account limit (5), per client address decision 0014's campus-network number (30).
 */
export const CHECKS_PER_TARGET_PER_HOUR = LOGIN_MAX_FAILURES_PER_ACCOUNT;
export const CHECKS_PER_ADDRESS_PER_HOUR = LOGIN_MAX_FAILURES_PER_ADDRESS;

const checkQuota = (pool: pg.Pool, keyPrefix: string, message: (minutes: number) => string) =>
  new TargetQuota(pool, {
    keyPrefix,
    perTarget: CHECKS_PER_TARGET_PER_HOUR,
    perAddress: CHECKS_PER_ADDRESS_PER_HOUR,
    windowSeconds: HOUR,
    message,
  });

/** Limits shared by every API instance on one database. */
export interface Security {
  login: LoginThrottle;
  resetMail: TargetQuota;
  emailCheck: TargetQuota;
  telCheck: TargetQuota;
  resetPassword: TargetQuota;
  close(): Promise<void>;
}

/**
 * Its own small pool on the application's database: rate-limiter-flexible wants a `pg` pool, and
 * counts must be written outside the mutation's transaction anyway. No connection opens until the
 * first count.
 */
export function createSecurity({ databaseUrl, log }: { databaseUrl: string; log: Logger }): Security {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 10_000 });
  // An idle client losing its connection emits 'error'; unhandled, it would end the process.
  pool.on('error', (err) => log.warn({ err }, 'rate-limit pool connection failed'));
  let closed: Promise<void> | undefined;
  return {
    login: new LoginThrottle(pool),
    resetMail: resetMailQuota(pool),
    emailCheck: checkQuota(pool, 'email_check', tooManyChecksMessage),
    telCheck: checkQuota(pool, 'tel_check', tooManyChecksMessage),
    resetPassword: checkQuota(pool, 'reset_password', tooManyResetsMessage),
    close: () => (closed ??= pool.end()),
  };
}
