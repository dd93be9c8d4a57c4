import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Adapters } from '../../adapters';
import type { Config } from '../../config';
import type { CertificationPurpose } from '../../../../domain/enums';
import { AppError } from '../../../../domain/errors/errors';
import { RefusalAfterCommit } from '../../graphql/refusal-after-commit';
import type { Logger } from '../../logger';
import type { Viewer } from '../account/session.service';
import { getUniversity } from '../content/university.service';
import {
  CERTIFICATION_RULES,
  codeMatches,
  generateCode,
  generateToken,
  hashCertificationToken,
  hashCode,
} from './certification-secrets';
import { CERTIFICATION_MESSAGES as M, parseCertificationCode } from '../../../../domain/certification/certification-rules';
import { normalizeTel } from '../../../../domain/certification/phone';
import { maskTel } from './phone';
import { assertPurposeAllows } from './purpose-rules';
import { assertSendAllowed, lockSendersOf } from './send-limits';
import { TelCertification } from './tel-certification.entity';

/** What the certification workflows need from the request (a GraphQL context fits). */
export interface CertificationContext {
  em: EntityManager;
  config: Pick<Config, 'AUTH_SECRET' | 'UNIVERSITY_ID'>;
  viewer: Viewer | null;
  viewerSuspended?: boolean;
  clientIp: string;
  adapters: Pick<Adapters, 'sms'>;
  log: Logger;
}

export interface TelInput {
  purpose: CertificationPurpose;
  countryDialingCode?: string | null;
  tel: string;
}

const purposeContext = (context: CertificationContext) => ({
  em: context.em,
  viewer: context.viewer,
  viewerSuspended: context.viewerSuspended ?? false,
  universityId: context.config.UNIVERSITY_ID,
});

const failed = (message: string, extensions: Record<string, unknown> = {}) =>
  new AppError('CERTIFICATION_FAILED', message, extensions);

/**
 * certifyTel: checks the purpose's rule and the send limits, stores a hashed 6-digit code and
 * texts it. Sending happens inside the mutation's transaction on purpose: when the provider
 * fails, the row rolls back with it, so a code nobody received neither counts against the
 * member's limits nor lingers as a valid code.
 */
export async function requestCertificationCode(
  context: CertificationContext,
  input: TelInput,
  now: Date = new Date(),
): Promise<{ expiresAt: Date; resendAvailableAt: Date }> {
  const { em, config } = context;
  const tel = normalizeTel(input.countryDialingCode, input.tel);
  await assertPurposeAllows(purposeContext(context), input.purpose, tel);
  await lockSendersOf(em, tel, context.clientIp);
  await assertSendAllowed(em, tel, context.clientIp, now);

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CERTIFICATION_RULES.codeTtlMs);
  em.create(TelCertification, {
    purpose: input.purpose,
    tel,
    codeHash: hashCode(config.AUTH_SECRET, tel, input.purpose, code),
    attempts: 0,
    clientIp: context.clientIp,
    expiresAt,
    createdAt: now,
  });
  await em.flush();

  const university = await getUniversity(em, config.UNIVERSITY_ID);
  await context.adapters.sms.send({
    to: tel,
    text: `[${university.shopName}] 인증번호 ${code} (3분 안에 입력해 주세요)`,
  });
  context.log.info({ tel: maskTel(tel), purpose: input.purpose }, 'Certification code sent');
  return { expiresAt, resendAvailableAt: new Date(now.getTime() + CERTIFICATION_RULES.resendIntervalMs) };
}

/** Why the newest code cannot be checked any more, or null while it can. */
function unusableReason(row: TelCertification | null, now: Date): string | null {
  if (!row) return M.notRequested;
  if (row.verifiedAt) return M.alreadyVerified;
  if (row.attempts >= CERTIFICATION_RULES.maxWrongAttempts) {
    return `인증번호를 ${CERTIFICATION_RULES.maxWrongAttempts}번 잘못 입력해 더 이상 사용할 수 없어요. 인증번호를 다시 받아 주세요.`;
  }
  if (row.isCodeExpired(now)) return M.codeExpired;
  return null;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  tel: string;
}

/**
 * certifyTelWithToken: checks the code against the newest one sent for this number and purpose
 * (a new request replaces the older code). Five wrong tries void it. A right one yields a
 * one-use token valid for 10 minutes, stored hashed.
 *
 * The row is locked while its code is compared, so simultaneous guesses take turns and each sees
 * the tries counted before it: at most five comparisons per code, however many arrive at once.
 * The count is written in the mutation's own transaction and the refusal is thrown as a
 * `RefusalAfterCommit`, so the transaction commits the try before the member is refused
 * (docs/decisions/0041); a REQUIRES_NEW transaction would need a second pool connection while the
 * first is held, and a handful of simultaneous guesses would take every connection for good.
 */
export async function verifyCertificationCode(
  context: CertificationContext,
  input: TelInput & { code: string },
  now: Date = new Date(),
): Promise<IssuedToken> {
  const { em, config } = context;
  const tel = normalizeTel(input.countryDialingCode, input.tel);
  const code = parseCertificationCode(input.code);
  await assertPurposeAllows(purposeContext(context), input.purpose, tel);

  const latest = await em.findOne(
    TelCertification,
    { tel, purpose: input.purpose },
    { orderBy: { createdAt: 'desc', id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const reason = unusableReason(latest, now);
  if (reason || !latest) throw failed(reason ?? M.notRequested);

  if (!codeMatches(latest.codeHash, hashCode(config.AUTH_SECRET, tel, input.purpose, code))) {
    latest.attempts += 1;
    await em.flush();
    const remainingAttempts = CERTIFICATION_RULES.maxWrongAttempts - latest.attempts;
    throw new RefusalAfterCommit(
      failed(
        remainingAttempts > 0
          ? `인증번호가 일치하지 않아요. 다시 확인해 주세요. (남은 입력 횟수 ${remainingAttempts}번)`
          : `인증번호를 ${CERTIFICATION_RULES.maxWrongAttempts}번 잘못 입력했어요. 인증번호를 다시 받아 주세요.`,
        { remainingAttempts },
      ),
    );
  }

  const token = generateToken();
  latest.verifiedAt = now;
  latest.tokenHash = hashCertificationToken(token);
  latest.tokenExpiresAt = new Date(now.getTime() + CERTIFICATION_RULES.tokenTtlMs);
  await em.flush();
  return { token, expiresAt: latest.tokenExpiresAt, tel };
}

/** Why a token that could not be consumed was refused, for a message the member can act on. */
async function consumeRefusal(
  em: EntityManager,
  tokenHash: string,
  purpose: CertificationPurpose,
  now: Date,
): Promise<AppError> {
  const row = await em.findOne(TelCertification, { tokenHash }, { disableIdentityMap: true });
  if (!row) return failed(M.tokenNotFound);
  if (row.purpose !== purpose) return failed(M.tokenOtherPurpose);
  if (row.consumedAt) return failed(M.tokenConsumed);
  if (!row.isTokenUsable(now)) return failed(M.tokenExpired);
  return failed('휴대폰 인증을 확인하지 못했어요. 휴대폰 인증을 다시 진행해 주세요.');
}

/**
 * For createUser, updateUserTel and resetPassword: uses up a certification token of `purpose`
 * in the caller's transaction and returns the certified number. One conditional UPDATE decides:
 * a concurrent second use waits on the row lock, then finds it consumed and is refused; if the
 * first caller rolls back, the token stays usable.
 */
export async function consumeCertificationToken(
  em: EntityManager,
  token: string,
  purpose: CertificationPurpose,
  now: Date = new Date(),
): Promise<{ tel: string }> {
  const tokenHash = hashCertificationToken(token.trim());
  const rows = await em.execute<{ tel: string }[]>(
    `update tel_certification set consumed_at = ?
      where token_hash = ? and purpose = ? and consumed_at is null and verified_at is not null and token_expires_at > ?
      returning tel`,
    [now, tokenHash, purpose, now],
  );
  const row = rows[0];
  if (!row) throw await consumeRefusal(em, tokenHash, purpose, now);
  return { tel: row.tel };
}
