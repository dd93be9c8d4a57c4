import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffFreezeProductionDocument, StaffProductionSheetDocument, StaffProductionSheetsDocument } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryOptionsFor } from '../../../lib/query-options';

export function useProductionSheets(productId: number) {
  return useQuery(queryOptionsFor(StaffProductionSheetsDocument, { productId }, { enabled: Number.isInteger(productId) }));
}

export function useProductionSheet(id: number) {
  return useQuery(queryOptionsFor(StaffProductionSheetDocument, { id }, { enabled: Number.isInteger(id) }));
}

export function useFreezeProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => request(StaffFreezeProductionDocument, { productId }),
    // The dialog shows the refusal beside its button.
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.production),
  });
}
