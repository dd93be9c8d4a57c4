import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { notFound } from '../../../../domain/errors/errors';
import { University } from './university.entity';

/** A promoted category as stored on the tenant, plus its tenant so that `category` can be looked up. */
export interface PromotedCategoryParent {
  categoryId: number;
  title: string;
  universityId: number;
}

export function promotedCategories(university: University): PromotedCategoryParent[] {
  return university.promotedCategories.map((promoted) => ({ ...promoted, universityId: university.id }));
}

export async function getUniversity(em: EntityManager, universityId: number): Promise<University> {
  const university = await em.findOne(University, { id: universityId });
  if (!university) throw notFound('요청한 학교의 쇼핑몰 정보를 찾을 수 없어요.');
  return university;
}

/** Public ids of outside services: the social logins are per tenant (data), the rest per deployment (config). */
export function tenantIntegrations(university: University, config: Config) {
  return {
    naverClientId: university.naverClientId ?? null,
    kakaoClientId: university.kakaoClientId ?? null,
    googleClientId: university.googleClientId ?? null,
    portoneMerchantCode: config.PORTONE_MERCHANT_CODE ?? null,
    cardPg: config.PORTONE_CARD_PG,
    kakaopayPg: config.PORTONE_KAKAOPAY_PG,
    tagManagerId: config.TAG_MANAGER_ID ?? null,
    adsClientId: config.ADS_CLIENT_ID ?? null,
    errorReportingDsn: config.ERROR_REPORTING_DSN ?? null,
    analyticsEndpoint: config.ANALYTICS_ENDPOINT ?? null,
  };
}
