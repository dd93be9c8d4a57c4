import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CancelOrderProductDocument,
  OrderWithSpecificationDocument,
  UpdateOrderDeliveryDocument,
  UpdateOrderProductOptionsDocument,
  UpdateRefundAccountDocument,
  type OrderDeliveryInput,
  type UpdateOrderProductOptionsInput,
  type UpdateRefundAccountInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forget, invalidate, queryGroups } from '../../lib/invalidation';
import { queryKeyFor } from '../../lib/operation-key';

// The order detail's changes; each dialog or form shows its refusal inline (showError: false).

/** The order on screen, by its key; other screens' queries a change moves come from lib/invalidation.ts. */
function orderKey(orderId: number) {
  return queryKeyFor(OrderWithSpecificationDocument, { id: orderId });
}

function refreshOrder(queryClient: QueryClient, orderId: number) {
  return Promise.all([invalidate(queryClient, orderKey(orderId)), invalidate(queryClient, queryGroups.orderList)]);
}

export function useCancelOrderProduct(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: { orderProductId: number; cancelReason: string }) => request(CancelOrderProductDocument, { data }),
    meta: { showError: false },
    onSuccess: async () => {
      await Promise.all([
        invalidate(queryClient, orderKey(orderId)),
        invalidate(queryClient, queryGroups.cancelledLine),
        forget(queryClient, queryGroups.points),
      ]);
    },
  });
}

export function useUpdateOrderProductOptions(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateOrderProductOptionsInput) => request(UpdateOrderProductOptionsDocument, { data }),
    meta: { showError: false },
    onSuccess: () => refreshOrder(queryClient, orderId),
  });
}

export function useUpdateOrderDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: OrderDeliveryInput) => request(UpdateOrderDeliveryDocument, { data: { orderId, delivery } }),
    meta: { showError: false },
    onSuccess: async (_, delivery) => {
      await refreshOrder(queryClient, orderId);
      if (delivery.saveAsDefault) await invalidate(queryClient, queryGroups.savedAddress);
    },
  });
}

export function useUpdateRefundAccount(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Omit<UpdateRefundAccountInput, 'orderId'>) => request(UpdateRefundAccountDocument, { data: { ...data, orderId } }),
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, orderKey(orderId)),
  });
}
