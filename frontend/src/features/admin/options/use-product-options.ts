import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffProductOptionsDocument,
  StaffSaveProductOptionsDocument,
  type StaffSaveProductOptionsInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

export function productOptionsQueryOptions(productId: number) {
  return queryOptionsFor(StaffProductOptionsDocument, { productId }, { select: (data) => data.staffProductOptions });
}

export function useProductOptions(productId: number) {
  return useQuery(productOptionsQueryOptions(productId));
}

/** Saves the grid; the answer is the new state, put straight into the cache (with the new version). */
export function useSaveProductOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: StaffSaveProductOptionsInput) => request(StaffSaveProductOptionsDocument, { data }),
    onSuccess: (result) => {
      const saved = result.staffSaveProductOptions;
      queryClient.setQueryData(queryKeyFor(StaffProductOptionsDocument, { productId: saved.productId }), { staffProductOptions: saved });
      return saved;
    },
  });
}
