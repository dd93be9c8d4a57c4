import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AVAILABILITY_MESSAGES,
  AVAILABLE,
  normalizeEmail,
  type Availability,
} from '../../../../domain/certification/availability';
import { User } from '../account/user.entity';
import { normalizeTel } from '../../../../domain/certification/phone';

/**
 * checkWhetherAvailableEmail. Addresses are unique across every tenant regardless of case (the
 * column is stored lower-case), so any row holding it makes it unavailable. A withdrawn member's
 * row is anonymized and no longer holds the address; if one still does, say so instead of
 * pretending the address belongs to an active member.
 */
export async function checkEmailAvailability(em: EntityManager, email: string): Promise<Availability> {
  const holder = await em.findOne(User, { email: normalizeEmail(email) });
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
): Promise<Availability> {
  const holder = await em.findOne(User, { tel: normalizeTel(countryDialingCode, tel) });
  if (!holder) return AVAILABLE;
  if (holder.isResigned()) {
    return { available: false, message: AVAILABILITY_MESSAGES.telOfResigned };
  }
  return { available: false, message: AVAILABILITY_MESSAGES.telTaken };
}
