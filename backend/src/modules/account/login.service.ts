import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../../domain/errors/errors';
import { LOGIN_FAILED_MESSAGE } from '../../../../domain/security/login-rules';
import type { LoginThrottle } from '../security/login-throttle';
import { loginLockedError, wrongPasswordError } from '../../../../domain/security/login-rules';
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from '../security/password';
import { createSession } from './session.service';
import { User } from './user.entity';

export { LOGIN_FAILED_MESSAGE };

export interface AuthPayloadValues {
  token: string;
  expiresAt: Date;
  user: User;
}

export interface PasswordCheck {
  throttle: LoginThrottle;
  clientIp: string;
}

/**
 * Checks a member's password under the login lock: refused while locked, counted when wrong,
 * the account's count cleared when right. Also used by the password change and withdrawal, so
 * a stolen session cannot guess the password any faster than the login page can.
 * A member without a password (social only), or no member at all, costs a dummy verification.
 */
export async function checkPassword(
  em: EntityManager,
  check: PasswordCheck,
  email: string,
  user: User | null,
  password: string,
  wrongMessage: string = LOGIN_FAILED_MESSAGE,
): Promise<User> {
  await check.throttle.assertAllowed(email, check.clientIp);
  const hash = user?.passwordHash;
  const ok = hash ? await verifyPassword(hash, password) : await verifyAgainstDummy(password);
  if (!ok || !user || !hash) {
    const outcome = await check.throttle.recordFailure(email, check.clientIp);
    if (outcome.locked) throw loginLockedError(outcome.retryAfterSeconds, outcome.scope);
    throw wrongPasswordError(wrongMessage, outcome.remainingAttempts);
  }
  await check.throttle.recordSuccess(email);
  // Hashes made with older parameters are upgraded the moment the password is known.
  if (passwordNeedsRehash(hash)) {
    user.passwordHash = await hashPassword(password);
    await em.flush();
  }
  return user;
}

/** login: a session for the right e-mail and password of this shop's member, under the 5-failures lock. */
export async function login(
  em: EntityManager,
  check: PasswordCheck,
  universityId: number,
  data: { email: string; password: string },
  now: Date = new Date(),
): Promise<AuthPayloadValues> {
  const email = data.email.trim().toLowerCase();
  const password = data.password;
  if (!email || !password) {
    throw new AppError('BAD_USER_INPUT', '이메일과 비밀번호를 입력해 주세요.', { field: email ? 'password' : 'email' });
  }
  // Nobody's address or password is this long: a wrong login, without hashing a megabyte.
  const tooLong = email.length > 254 || password.length > 1024;
  const found = tooLong ? null : await em.findOne(User, { email });
  // Members of another tenant on the same database do not exist for this shop.
  const candidate = found && !found.isResigned() && found.university.id === universityId ? found : null;
  const user = await checkPassword(em, check, email.slice(0, 254), candidate, tooLong ? '' : password);
  if (user.isSuspended()) throw new AppError('ACCOUNT_SUSPENDED');
  const session = await createSession(em, user.id, now);
  return { ...session, user };
}
