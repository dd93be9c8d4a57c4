import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CancelOrderProductDocument,
  UpdateOrderDeliveryDocument,
  UpdateOrderProductOptionsDocument,
  UpdateRefundAccountDocument,
  type OrderDeliveryInput,
  type UpdateOrderProductOptionsInput,
  type UpdateRefundAccountInput,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forgetPoints } from '../../lib/point-queries';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY } from './use-orders';

// The order detail's changes; each dialog or form shows its refusal inline (showError: false).

/** Keys other screens own but a change here moves: the my-page counts and the saved address (points: lib/point-queries.ts). */
const ORDER_PRODUCT_COUNT_KEY = ['OrderProductCount'] as const;
const USER_DELIVERY_KEY = ['UserDelivery'] as const;

function refreshOrder(queryClient: QueryClient, orderId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ORDER_DETAIL_KEY, orderId] }),
    queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY }),
  ]);
}

export function useCancelOrderProduct(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: { orderProductId: number; cancelReason: string }) => request(CancelOrderProductDocument, { data }),
    meta: { showError: false },
    onSuccess: async () => {
      await Promise.all([
        refreshOrder(queryClient, orderId),
        queryClient.invalidateQueries({ queryKey: ORDER_PRODUCT_COUNT_KEY }),
        forgetPoints(queryClient),
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
      if (delivery.saveAsDefault) await queryClient.invalidateQueries({ queryKey: USER_DELIVERY_KEY });
    },
  });
}

export function useUpdateRefundAccount(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Omit<UpdateRefundAccountInput, 'orderId'>) => request(UpdateRefundAccountDocument, { data: { ...data, orderId } }),
    meta: { showError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDER_DETAIL_KEY, orderId] }),
  });
}
