import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyPointsDocument, UserDeliveryDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

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
