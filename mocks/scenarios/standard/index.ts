// The `standard` scenario: the demo tenant 한빛대학교 and its catalogue. The backend seeder loads
// it into Postgres and the mocked GraphQL API serves it, so it stays plain data.
import { productCategories } from './categories';
import { deliveryTemplates } from './delivery-templates';
import { members } from './members';
import { buildProducts } from './products';
import { deliveryCompanies, pointTypes } from '../../../domain/reference/reference';
import { countryDialingCodes, userTypes } from './reference';
import { reviewTypes } from './review-types';
import { ads, university } from './tenant';
import type { StandardCatalogue } from './types';

/** The whole scenario; sale, delivery and fast-delivery windows are placed relative to `now`. */
export function buildStandardCatalogue(now: Date = new Date()): StandardCatalogue {
  return {
    university,
    ads,
    countryDialingCodes,
    userTypes,
    pointTypes,
    deliveryCompanies,
    productCategories,
    deliveryTemplates,
    reviewTypes,
    products: buildProducts(now),
    members,
  };
}

export { CategoryId } from './categories';
export { DeliveryTemplateId } from './delivery-templates';
export { adminMember, demoMember, members, viewerMember } from './members';
export * from './types';
