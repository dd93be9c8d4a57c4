import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserDeliveryDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';


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
