import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffAuditLogDocument,
  StaffProductOptionsDocument,
  StaffSaveProductOptionsDocument,
  type StaffSaveProductOptionsInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { operationName, queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

export function productOptionsQueryOptions(productId: number) {
  return queryOptionsFor(StaffProductOptionsDocument, { productId }, { select: (data) => data.staffProductOptions });
}

export function useProductOptions(productId: number) {
  return useQuery(productOptionsQueryOptions(productId));
}

/**
 * Saves the grid; the answer is the new state, put straight into the cache (with the new version),
 * and the 변경 기록 below the grid reads its new entry.
 */
export function useSaveProductOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: StaffSaveProductOptionsInput) => request(StaffSaveProductOptionsDocument, { data }),
    onSuccess: (result) => {
      const saved = result.staffSaveProductOptions;
      queryClient.setQueryData(queryKeyFor(StaffProductOptionsDocument, { productId: saved.productId }), { staffProductOptions: saved });
      return queryClient.invalidateQueries({ queryKey: [operationName(StaffAuditLogDocument)] });
    },
  });
}
