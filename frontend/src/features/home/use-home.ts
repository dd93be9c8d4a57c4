import { useQuery } from '@tanstack/react-query';
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
