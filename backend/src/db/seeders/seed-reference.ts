import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StandardCatalogue } from '../../../../mocks/scenarios/standard';
import { UserType } from '../../modules/account/user-type.entity';
import { Ad } from '../../modules/content/ad.entity';
import { CountryDialingCode } from '../../modules/content/country-dialing-code.entity';
import { University } from '../../modules/content/university.entity';
import { OrderDeliveryCompany } from '../../modules/order/order-delivery-company.entity';
import { PointType } from '../../modules/point/point-type.entity';
import { ReviewOptionDetail } from '../../modules/review/review-option-detail.entity';
import { ReviewOption } from '../../modules/review/review-option.entity';
import { ReviewType } from '../../modules/review/review-type.entity';

/** Tables this module fills with explicit ids (their sequences need a reset afterwards). */
export const referenceEntities = [
  University,
  Ad,
  UserType,
  CountryDialingCode,
  PointType,
  OrderDeliveryCompany,
  ReviewType,
  ReviewOption,
  ReviewOptionDetail,
];

export function seedTenant(em: EntityManager, catalogue: StandardCatalogue): void {
  const { key: _key, ...university } = catalogue.university;
  em.create(University, university);
  for (const { key: _adKey, ...ad } of catalogue.ads) {
    em.create(Ad, { ...ad, university: university.id });
  }
  for (const { key: _typeKey, ...userType } of catalogue.userTypes) {
    em.create(UserType, { ...userType, university: university.id });
  }
}

async function existingIds(em: EntityManager, entity: EntityName<object>): Promise<Set<number>> {
  const rows = await em.execute<{ id: number }[]>(`select id from "${em.getMetadata(entity).tableName}"`);
  return new Set(rows.map((row) => row.id));
}

/**
 * Rows shared by every tenant (dialing codes, point types, couriers, review types). A database
 * may already hold them from another tenant's seed, so only the missing ones are added.
 */
export async function seedSharedReference(em: EntityManager, catalogue: StandardCatalogue): Promise<void> {
  const dialing = await existingIds(em, CountryDialingCode);
  for (const { key: _key, ...row } of catalogue.countryDialingCodes) {
    if (!dialing.has(row.id)) em.create(CountryDialingCode, row);
  }
  const pointTypes = await existingIds(em, PointType);
  for (const { key: _key, ...row } of catalogue.pointTypes) {
    if (!pointTypes.has(row.id)) em.create(PointType, row);
  }
  const companies = await existingIds(em, OrderDeliveryCompany);
  for (const { key: _key, ...row } of catalogue.deliveryCompanies) {
    if (!companies.has(row.id)) em.create(OrderDeliveryCompany, row);
  }
  const reviewTypes = await existingIds(em, ReviewType);
  for (const reviewType of catalogue.reviewTypes) {
    if (reviewTypes.has(reviewType.id)) continue;
    em.create(ReviewType, { id: reviewType.id, content: reviewType.content });
    for (const option of reviewType.reviewOptions) {
      em.create(ReviewOption, { id: option.id, reviewType: reviewType.id, content: option.content, position: option.position });
      for (const detail of option.reviewOptionDetails) {
        em.create(ReviewOptionDetail, { ...detail, reviewOption: option.id });
      }
    }
  }
}
