import { useQuery } from '@tanstack/react-query';
import { UserDeliveryDocument } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

export function userDeliveryQueryOptions() {
  return queryOptionsFor(UserDeliveryDocument, {});
}

export function useUserDelivery() {
  return useQuery({ ...userDeliveryQueryOptions(), select: (data) => data.me?.userDelivery ?? null });
}
