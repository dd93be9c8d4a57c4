import type { EntityManager } from '@mikro-orm/postgresql';
import { UserType } from '../account/user-type.entity';
import { Ad } from './ad.entity';
import { CountryDialingCode } from './country-dialing-code.entity';

/**
 * The home page's banners: those on and inside their window now (domain/content/ad-schedule.ts
 * says the same for the console), in the staff's order. The anonymous response cache keeps this
 * answer at most a second, so a scheduled banner appears within a second of its start.
 */
export function listAds(em: EntityManager, universityId: number, now = new Date()): Promise<Ad[]> {
  return em.find(
    Ad,
    {
      university: universityId,
      visible: true,
      $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: now } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }],
    },
    { orderBy: { position: 'asc', id: 'asc' } },
  );
}

/** Korea first (position 0), then the rest in the stored order. */
export function listCountryDialingCodes(em: EntityManager): Promise<CountryDialingCode[]> {
  return em.find(CountryDialingCode, {}, { orderBy: { position: 'asc', id: 'asc' } });
}

/** The member types a tenant offers at sign-up, in display order. */
export function listUserTypes(em: EntityManager, universityId: number): Promise<UserType[]> {
  return em.find(UserType, { university: universityId }, { orderBy: { position: 'asc', id: 'asc' } });
}

/** Blank text set by staff hides the line just like null does. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
