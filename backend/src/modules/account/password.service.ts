import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Adapters } from '../../adapters';
import type { Config } from '../../config';
import { CertificationPurpose } from '../../../../domain/enums';
import { AppError, badUserInput, invalidState, isAppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { hashCertificationToken } from '../certification/certification-secrets';
import { consumeCertificationToken } from '../certification/certification.service';
import { TelCertification } from '../certification/tel-certification.entity';
import type { Security } from '../security/security';
import { hashPassword } from '../security/password';
import { RESET_CODE_INVALID_MESSAGE, emailSchema, passwordSchema } from '../../../../domain/account/account-input';
import { parseInput } from '../../../../domain/errors/input';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '../../../../domain/security/login-rules';
import { sendPasswordResetNow } from '../messaging/message-now';
import { checkPassword, type AuthPayloadValues, type PasswordCheck } from './login.service';
import { PasswordReset } from './password-reset.entity';
import { viewerUser } from './profile.service';
import { createSession, revokeAllSessions, type Viewer } from './session.service';
import { User } from './user.entity';

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** updatePassword: needs the current password; every session ends and a fresh one is returned. */
export async function updatePassword(
  em: EntityManager,
  check: PasswordCheck,
  viewer: Viewer,
  data: { currentPassword: string; newPassword: string },
  now: Date = new Date(),
): Promise<AuthPayloadValues> {
  const user = await viewerUser(em, viewer);
  if (!user.passwordHash) {
    throw invalidState('소셜 로그인으로 가입한 계정에는 비밀번호가 없어요. 로그아웃한 뒤 비밀번호 찾기에서 새 비밀번호를 만들어 주세요.');
  }
  const newPassword = parseInput(passwordSchema, data.newPassword, 'newPassword');
  await checkPassword(em, check, user.email, user, data.currentPassword, CURRENT_PASSWORD_WRONG_MESSAGE);
  if (newPassword === data.currentPassword) {
    throw badUserInput('지금 쓰는 비밀번호와 다른 새 비밀번호를 입력해 주세요.', 'newPassword');
  }
  user.passwordHash = await hashPassword(newPassword);
  await em.flush();
  await revokeAllSessions(em, user.id, now);
  const session = await createSession(em, user.id, now);
  return { ...session, user };
}

export interface FindPasswordContext {
  em: EntityManager;
  config: Pick<Config, 'UNIVERSITY_ID' | 'PUBLIC_BASE_URL'>;
  adapters: Pick<Adapters, 'email'>;
  security: Pick<Security, 'resetMail'>;
  clientIp: string;
  log: Logger;
}

/**
 * findPassword: always true, so the answer tells nobody whether an address is a member's. For a
 * member, a long random code (stored as SHA-256, 30 minutes, one use) goes out as a reset link;
 * it replaces any earlier code. A mail that cannot be sent rolls the code back and says so.
 */
export async function findPassword(ctx: FindPasswordContext, rawEmail: string, now: Date = new Date()): Promise<boolean> {
  const email = parseInput(emailSchema, rawEmail, 'email');
  await ctx.security.resetMail.take(email, ctx.clientIp);
  const { em } = ctx;
  const user = await em.findOne(User, { email, university: ctx.config.UNIVERSITY_ID });
  if (!user || user.isResigned()) return true;

  await em.nativeUpdate(PasswordReset, { user: user.id, consumedAt: null }, { consumedAt: now });
  const code = randomBytes(32).toString('base64url');
  const reset = em.create(PasswordReset, {
    user,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    consumedAt: null,
    createdAt: now,
  });
  await em.flush();
  const link = `${ctx.config.PUBLIC_BASE_URL}/password/reset?code=${encodeURIComponent(code)}`;
  try {
    await sendPasswordResetNow(
      em,
      ctx.adapters,
      { universityId: ctx.config.UNIVERSITY_ID, userId: user.id, resetId: reset.id, variables: { resetUrl: link } },
      now,
    );
  } catch (error) {
    if (isAppError(error)) throw error;
    ctx.log.error({ err: error }, 'password reset mail failed');
    throw new AppError('EXTERNAL_SERVICE_ERROR', '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.');
  }
  return true;
}


/** The member an e-mail reset code belongs to, consuming the code (a second use finds it used). */
async function consumeMailCode(em: EntityManager, code: string, now: Date): Promise<User | null> {
  const row = await em.findOne(PasswordReset, { codeHash: sha256(code) }, { populate: ['user'] });
  if (!row) return null;
  const taken = await em.nativeUpdate(
    PasswordReset,
    { id: row.id, consumedAt: null, expiresAt: { $gt: now } },
    { consumedAt: now },
  );
  if (taken === 0) {
    throw new AppError(
      'CERTIFICATION_FAILED',
      '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 해 주세요.',
      { field: 'code' },
    );
  }
  return row.user;
}

/** The member a RESET_PASSWORD phone certification token names, consuming the token. */
async function consumePhoneToken(em: EntityManager, universityId: number, code: string, now: Date): Promise<User> {
  const known = await em.count(TelCertification, { tokenHash: hashCertificationToken(code) });
  if (known === 0) throw new AppError('CERTIFICATION_FAILED', RESET_CODE_INVALID_MESSAGE, { field: 'code' });
  const { tel } = await consumeCertificationToken(em, code, CertificationPurpose.RESET_PASSWORD, now);
  const user = await em.findOne(User, { tel, university: universityId });
  if (!user || user.isResigned()) throw new AppError('CERTIFICATION_FAILED', RESET_CODE_INVALID_MESSAGE, { field: 'code' });
  return user;
}

/**
 * resetPassword: the e-mail code or a RESET_PASSWORD phone token proves the member; the new
 * password is set, every session ends, and the account's login lock is lifted (they just proved
 * who they are). Outstanding e-mail codes die with it.
 */
export async function resetPassword(
  em: EntityManager,
  { security, clientIp }: { security: Pick<Security, 'login' | 'resetPassword'>; clientIp: string },
  universityId: number,
  data: { password: string; code: string },
  now: Date = new Date(),
): Promise<boolean> {
  const password = parseInput(passwordSchema, data.password, 'password');
  const code = data.code.trim();
  if (!code || code.length > 512) throw new AppError('CERTIFICATION_FAILED', RESET_CODE_INVALID_MESSAGE, { field: 'code' });
  await security.resetPassword.take(code, clientIp);
  const user = (await consumeMailCode(em, code, now)) ?? (await consumePhoneToken(em, universityId, code, now));
  user.passwordHash = await hashPassword(password);
  await em.flush();
  await em.nativeUpdate(PasswordReset, { user: user.id, consumedAt: null }, { consumedAt: now });
  await revokeAllSessions(em, user.id, now);
  await security.login.recordSuccess(user.email);
  return true;
}
