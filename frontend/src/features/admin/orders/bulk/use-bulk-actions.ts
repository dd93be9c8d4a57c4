import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OrderDeliveryCompaniesDocument,
  StaffCompleteOrderProductsDocument,
  StaffConfirmOrderProductsDocument,
  StaffNotifyShippingDelayDocument,
  StaffShipOrderProductsDocument,
  type StaffBulkResultFieldsFragment,
  type StaffShipOrderProductsRow,
} from '../../../../lib/__generated__/graphql';
import { request } from '../../../../lib/graphql-client';
import { queryOptionsFor } from '../../../../lib/query-options';

export type BulkResultView = StaffBulkResultFieldsFragment;

/** One bulk request as the buttons and dialogs make it. */
export type BulkRequest =
  | { kind: 'confirm'; orderProductIds: number[] }
  | { kind: 'complete'; orderProductIds: number[] }
  | { kind: 'ship'; rows: StaffShipOrderProductsRow[] }
  | { kind: 'delay'; orderProductIds: number[]; reason: string; expectedDate: string };

async function run(bulk: BulkRequest): Promise<BulkResultView> {
  switch (bulk.kind) {
    case 'confirm':
      return (await request(StaffConfirmOrderProductsDocument, { orderProductIds: bulk.orderProductIds })).staffConfirmOrderProducts;
    case 'complete':
      return (await request(StaffCompleteOrderProductsDocument, { orderProductIds: bulk.orderProductIds })).staffCompleteOrderProducts;
    case 'ship':
      return (await request(StaffShipOrderProductsDocument, { rows: bulk.rows })).staffShipOrderProducts;
    case 'delay': {
      const { kind: _kind, ...data } = bulk;
      return (await request(StaffNotifyShippingDelayDocument, { data })).staffNotifyShippingDelay;
    }
  }
}

/**
 * Runs one bulk action. Lines may have changed whatever the outcome, so every staff list and the
 * audit are read again (the desk's own queries included) before `onDone` tells the desk.
 */
export function useBulkAction(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('Staff') });
      onDone();
    },
  });
}

export function useDeliveryCompanies(enabled: boolean) {
  return useQuery({ ...queryOptionsFor(OrderDeliveryCompaniesDocument, {}), enabled });
}
