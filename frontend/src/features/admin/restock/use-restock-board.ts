import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffRaiseStockDocument,
  StaffRestockDemandDocument,
  type StaffRestockDemandQuery,
  type StaffRestockDemandSort,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';

export type DemandRow = StaffRestockDemandQuery['staffRestockDemand']['items'][number];

export function useRestockBoard(page: number, sort: StaffRestockDemandSort) {
  return useQuery({ ...queryOptionsFor(StaffRestockDemandDocument, { page, sort }), placeholderData: keepPreviousData });
}

/** A raise re-reads the board (the told members leave it) and everything showing the product's stock. */
export function useRaiseStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: { productId: number; productOptionDetailId: number | null; count: number }) =>
      (await request(StaffRaiseStockDocument, { data })).staffRaiseStock,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['StaffRestockDemand'] });
      void queryClient.invalidateQueries({ queryKey: ['StaffProducts'] });
      void queryClient.invalidateQueries({ queryKey: ['StaffAuditLog'] });
    },
  });
}
