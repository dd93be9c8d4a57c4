import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badUserInput } from '../../../../domain/errors/errors';
import { koreanZodError } from '../../../../domain/security/request-refusals';
import type { TargetQuota } from '../security/target-quota';
import { User } from '../account/user.entity';
import { normalizeTel } from './phone';

export interface Availability {
  available: boolean;
  /** A Korean sentence explaining why not; null when available. */
  message: string | null;
}

const AVAILABLE: Availability = { available: true, message: null };

/** Each lookup counts per looked-up value and per client address (docs/decisions/0037). */
export interface LookupQuota {
  quota: Pick<TargetQuota, 'take'>;
  clientIp: string;
}

// RFC 5321 caps a path at 254 characters; zod's email() is the common practical address shape.
const emailSchema = z
  .string()
  .trim()
  .min(1, '이메일을 입력해 주세요.')
  .max(254, '이메일이 너무 깁니다. 254자 이내로 입력해 주세요.')
  .pipe(z.email('올바른 이메일 형식이 아닙니다. 예: student@hanbit.ac.kr'))
  .transform((email) => email.toLowerCase());

/** A typed e-mail address, trimmed and lower-cased; Korean BAD_USER_INPUT when malformed. */
export function normalizeEmail(email: string): string {
  const parsed = emailSchema.safeParse(email, { error: koreanZodError });
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]?.message ?? '올바른 이메일 형식이 아닙니다.', 'email');
  return parsed.data;
}

/**
 * checkWhetherAvailableEmail. Addresses are unique across every tenant regardless of case (the
 * column is stored lower-case), so any row holding it makes it unavailable. A withdrawn member's
 * row is anonymized and no longer holds the address; if one still does, say so instead of
 * pretending the address belongs to an active member.
 */
export async function checkEmailAvailability(em: EntityManager, email: string, limit: LookupQuota): Promise<Availability> {
  const normalized = normalizeEmail(email);
  await limit.quota.take(normalized, limit.clientIp);
  const holder = await em.findOne(User, { email: normalized });
  if (!holder) return AVAILABLE;
  if (holder.isResigned()) {
    return { available: false, message: '탈퇴한 계정에서 사용하던 이메일입니다. 다른 이메일을 쓰거나 고객센터로 문의해 주세요.' };
  }
  return { available: false, message: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.' };
}

/** checkWhetherAvailableTel: the same rule for phone numbers, compared in E.164. */
export async function checkTelAvailability(
  em: EntityManager,
  countryDialingCode: string | null | undefined,
  tel: string,
  limit: LookupQuota,
): Promise<Availability> {
  const normalized = normalizeTel(countryDialingCode, tel);
  await limit.quota.take(normalized, limit.clientIp);
  const holder = await em.findOne(User, { tel: normalized });
  if (!holder) return AVAILABLE;
  if (holder.isResigned()) {
    return { available: false, message: '탈퇴한 계정에 등록되어 있던 번호입니다. 고객센터로 문의해 주세요.' };
  }
  return { available: false, message: '이미 가입된 휴대폰 번호입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.' };
}
