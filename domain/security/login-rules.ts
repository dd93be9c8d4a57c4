// The login lock's numbers and the wrong-password sentence, free of the ORM and Node built-ins so
// the mocked API (docs/decisions/0012) tells students exactly what the backend does.
import { AppError, rateLimited } from '../errors/errors';

/** docs/product-rules.md#login: failures of one account in the window lock that account. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/**
 * Decision 0014: campus Wi-Fi and carrier NAT put hundreds of students behind one address, so the
 * address limit is high enough for a dormitory's typos and still stops one machine spraying
 * passwords across many accounts.
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LOCK_SECONDS = 15 * 60;

/** Says how many tries the lock allows, so a student slows down before it shuts them out. */
export const LOGIN_FAILED_MESSAGE = `이메일 또는 비밀번호가 올바르지 않아요. ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 틀리면 ${LOGIN_LOCK_SECONDS / 60}분 동안 로그인이 제한돼요.`;

/** updatePassword's current password and resignUser's password are checked under the same lock as login. */
export const CURRENT_PASSWORD_WRONG_MESSAGE = '현재 비밀번호가 올바르지 않아요. 다시 확인해 주세요.';
export const RESIGN_PASSWORD_WRONG_MESSAGE = '비밀번호가 올바르지 않아요. 다시 확인해 주세요.';
export const RESIGN_PASSWORD_MISSING_MESSAGE = '탈퇴하려면 비밀번호를 입력해 주세요.';

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
      ? `이 계정은 로그인에 ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 실패해 ${lockMinutes}분 동안 로그인이 제한되었어요.`
      : scope === 'address'
        ? `지금 접속한 네트워크에서 로그인 실패가 너무 많아 ${lockMinutes}분 동안 로그인이 제한되었어요.`
        : `로그인 실패가 너무 많아 ${lockMinutes}분 동안 로그인이 제한되었어요.`;
  return rateLimited(`${reason} ${retry}`, retryAfterSeconds);
}

/** Failed password checks for an account that is not locked yet. */
export function wrongPasswordError(message: string, remainingAttempts: number): AppError {
  return new AppError('LOGIN_FAILED', message, { remainingAttempts });
}
