// The tenant and its home page: university, integrations, promoted categories, ads, dialing codes.
import type * as T from '../__generated__/types';
import { toProductCategory } from '../scenarios/graphql-shapes';
import { productCategories } from '../scenarios/standard/categories';
import { ads, university } from '../scenarios/standard/tenant';
import { countryDialingCodes } from '../scenarios/standard/reference';
import { buildProductCategory } from './category';
import { nextId, pick, withOverrides } from './random';

/** Local development: sandbox checkout, no social buttons, no analytics. */
export function buildTenantIntegrations(overrides?: Partial<T.TenantIntegrations>): T.TenantIntegrations {
  return withOverrides(
    {
      __typename: 'TenantIntegrations',
      cardPg: 'html5_inicis',
      kakaopayPg: 'kakaopay',
      portoneMerchantCode: null,
      naverClientId: null,
      kakaoClientId: null,
      googleClientId: null,
      tagManagerId: null,
      adsClientId: null,
      analyticsEndpoint: null,
      errorReportingDsn: null,
    },
    overrides,
  );
}

export function buildPromotedCategory(overrides?: Partial<T.PromotedCategory>): T.PromotedCategory {
  const category = overrides?.category ?? buildProductCategory();
  return withOverrides(
    { __typename: 'PromotedCategory', categoryId: category?.id ?? nextId('ProductCategory'), title: `${category?.content ?? '이번 주'} 추천`, category },
    overrides,
  );
}

/** The demo tenant 한빛대학교 as the API returns it. */
export function buildUniversity(overrides?: Partial<T.University>): T.University {
  const { key: _key, promotedCategories, naverClientId, kakaoClientId, googleClientId, ...shop } = university;
  return withOverrides(
    {
      __typename: 'University',
      ...shop,
      integrations: buildTenantIntegrations({ naverClientId, kakaoClientId, googleClientId }),
      promotedCategories: promotedCategories.map(({ categoryId, title }) =>
        buildPromotedCategory({ categoryId, title, category: toProductCategory({ productCategories, university }, categoryId) }),
      ),
    },
    overrides,
  );
}

export function buildAd(overrides?: Partial<T.Ad>): T.Ad {
  const { key: _key, position: _position, visible: _visible, ...ad } = pick(ads);
  return withOverrides({ __typename: 'Ad', ...ad, id: nextId('Ad') }, overrides);
}

export function buildCountryDialingCode(overrides?: Partial<T.CountryDialingCode>): T.CountryDialingCode {
  const { key: _key, position: _position, ...row } = pick(countryDialingCodes);
  return withOverrides({ __typename: 'CountryDialingCode', ...row }, overrides);
}
