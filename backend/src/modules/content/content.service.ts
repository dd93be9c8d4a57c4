import type { EntityManager } from '@mikro-orm/postgresql';
import { UserType } from '../account/user-type.entity';
import { Ad } from './ad.entity';
import { CountryDialingCode } from './country-dialing-code.entity';

/** The home page's banners: visible ones only, in the staff's order. */
export function listAds(em: EntityManager, universityId: number): Promise<Ad[]> {
  return em.find(Ad, { university: universityId, visible: true }, { orderBy: { position: 'asc', id: 'asc' } });
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
