import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyPointsDocument, ShopIntegrationsDocument, UserDeliveryDocument, UserTypesDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { useTenant } from '../../lib/tenant';

/** User types change with the university's rules, not within a visit. */
const RARELY_CHANGES_MS = 10 * 60 * 1000;

export function userTypesQueryOptions() {
  return queryOptions({
    queryKey: ['UserTypes'] as const,
    queryFn: ({ signal }) => request(UserTypesDocument, {}, { signal }),
    select: (data) => data.userTypes,
    staleTime: RARELY_CHANGES_MS,
  });
}

export function useUserTypes() {
  return useQuery(userTypesQueryOptions());
}

/** The points page asks under the same key, so the hub and that page share one answer. */
export function myPointsQueryOptions() {
  return queryOptions({
    queryKey: ['MyPoints'] as const,
    queryFn: ({ signal }) => request(MyPointsDocument, {}, { signal }),
  });
}

export function useMyPointSummary() {
  return useQuery({ ...myPointsQueryOptions(), select: (data) => data.me?.pointSummary ?? null });
}

export const USER_DELIVERY_QUERY_KEY = ['UserDelivery'] as const;

export function userDeliveryQueryOptions() {
  return queryOptions({
    queryKey: USER_DELIVERY_QUERY_KEY,
    queryFn: ({ signal }) => request(UserDeliveryDocument, {}, { signal }),
  });
}

export function useUserDelivery() {
  return useQuery({ ...userDeliveryQueryOptions(), select: (data) => data.me?.userDelivery ?? null });
}

/** The app shell asks under the same key, so this is usually answered from its cache. */
export function useShopIntegrations() {
  const { data: tenant } = useTenant();
  const universityId = tenant?.id ?? 0;
  return useQuery({
    queryKey: ['ShopIntegrations', universityId] as const,
    queryFn: ({ signal }) => request(ShopIntegrationsDocument, { universityId }, { signal }),
    staleTime: RARELY_CHANGES_MS,
    select: (result) => result.university.integrations,
    enabled: tenant !== undefined,
  });
}
