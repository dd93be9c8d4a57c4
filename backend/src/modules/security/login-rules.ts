// The login lock's numbers and the wrong-password sentence, free of the ORM and Node built-ins so
// the mocked API (docs/decisions/0012) tells students exactly what the backend does.

/** PRODUCT.md "Accounts": failures of one account in the window lock that account. */
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
export const LOGIN_FAILED_MESSAGE = `이메일 또는 비밀번호가 올바르지 않습니다. ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 틀리면 ${LOGIN_LOCK_SECONDS / 60}분 동안 로그인이 제한됩니다.`;
