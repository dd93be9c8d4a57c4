import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BanksDocument,
  StaffApproveCancelRequestDocument,
  StaffCancelOrderProductsDocument,
  StaffCancelPreviewDocument,
  StaffCancelRequestsDocument,
  StaffRefundsDocument,
  StaffRefuseCancelRequestDocument,
  StaffRetryRefundDocument,
  type OrderCancelRequestStatus,
  type StaffCancelInput,
  type StaffRefundStatus,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';

export function useStaffRefunds(status: StaffRefundStatus | null, page: number) {
  return useQuery({ ...queryOptionsFor(StaffRefundsDocument, { status, page }), placeholderData: keepPreviousData });
}

export function useStaffCancelRequests(status: OrderCancelRequestStatus | null, page: number) {
  return useQuery({ ...queryOptionsFor(StaffCancelRequestsDocument, { status, page }), placeholderData: keepPreviousData });
}

export function useStaffCancelPreview(orderProductIds: number[], enabled: boolean) {
  return useQuery({ ...queryOptionsFor(StaffCancelPreviewDocument, { orderProductIds }), enabled });
}

export function useBankOptions(enabled: boolean) {
  return useQuery({ ...queryOptionsFor(BanksDocument, {}), enabled, staleTime: Infinity });
}

/** Every change reads the desk's lists, the audit trail and the orders again. */
function useDeskMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      for (const key of ['StaffRefunds', 'StaffCancelRequests', 'StaffAuditLog', 'StaffCancelPreview']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}

export const useStaffCancel = () =>
  useDeskMutation(async (data: StaffCancelInput) => (await request(StaffCancelOrderProductsDocument, { data })).staffCancelOrderProducts);
export const useRetryRefund = () =>
  useDeskMutation(async (refundId: number) => (await request(StaffRetryRefundDocument, { refundId })).staffRetryRefund);
export const useApproveCancelRequest = () =>
  useDeskMutation(async (id: number) => (await request(StaffApproveCancelRequestDocument, { id })).staffApproveCancelRequest);
export const useRefuseCancelRequest = () =>
  useDeskMutation(
    async ({ id, answer }: { id: number; answer: string }) => (await request(StaffRefuseCancelRequestDocument, { id, answer })).staffRefuseCancelRequest,
  );
