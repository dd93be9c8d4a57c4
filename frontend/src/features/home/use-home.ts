import { useQuery } from '@tanstack/react-query';
import { AdsDocument, ProductListDocument } from '../../lib/__generated__/graphql';
import { PROMOTED_ROW_SIZE } from '../../../../domain/catalog/first-screen';
import { queryOptionsFor } from '../../lib/query-options';
import { tenantQueryOptions, type Tenant } from '../../lib/tenant';

export interface HomeContent {
  shopName: string;
  topNotice: string | null;
  promotedCategories: Tenant['promotedCategories'];
}

/**
 * The home page's content comes with the tenant's settings (one request the layout shares):
 * shop name, top notice and the promoted categories in the tenant's order.
 */
export function homeQueryOptions() {
  return tenantQueryOptions();
}

export function useHome() {
  return useQuery({
    ...homeQueryOptions(),
    select: ({ university }): HomeContent => ({
      shopName: university.shopName,
      topNotice: university.topNotice?.trim() ? university.topNotice : null,
      promotedCategories: university.promotedCategories,
    }),
  });
}

/** Banners change with campaigns, not within a visit. */
const ADS_STALE_TIME_MS = 5 * 60 * 1000;

export function adsQueryOptions() {
  return queryOptionsFor(AdsDocument, {}, {
    select: (data) => data.ads,
    staleTime: ADS_STALE_TIME_MS,
  });
}

export function useAds() {
  return useQuery(adsQueryOptions());
}

/** A promoted category's newest products; a plain query, apart from the product list's pages. */
export function promotedRowQueryOptions(categoryId: number) {
  return queryOptionsFor(ProductListDocument, { data: { categoryId, limit: PROMOTED_ROW_SIZE } }, { select: (data) => data.products });
}

export function usePromotedRow(categoryId: number) {
  return useQuery(promotedRowQueryOptions(categoryId));
}
