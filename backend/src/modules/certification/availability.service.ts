import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AVAILABILITY_MESSAGES,
  AVAILABLE,
  normalizeEmail,
  type Availability,
} from '../../../../domain/certification/availability';
import { User } from '../account/user.entity';
import { normalizeTel } from '../../../../domain/certification/phone';
import type { TargetQuota } from '../security/target-quota';

/** Each lookup counts per looked-up value and per client address (docs/decisions/0037). */
export interface LookupQuota {
  quota: Pick<TargetQuota, 'take'>;
  clientIp: string;
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
    return { available: false, message: AVAILABILITY_MESSAGES.emailOfResigned };
  }
  return { available: false, message: AVAILABILITY_MESSAGES.emailTaken };
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
    return { available: false, message: AVAILABILITY_MESSAGES.telOfResigned };
  }
  return { available: false, message: AVAILABILITY_MESSAGES.telTaken };
}
