import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-field';
import {
  OrderCancelRequestsDocument,
  RequestOrderProductCancelDocument,
  WithdrawOrderProductCancelRequestDocument,
  type OrderLineFragment,
} from '../../lib/__generated__/graphql';
import { errorMessage, request } from '../../lib/graphql-client';
import { invalidate } from '../../lib/invalidation';
import { queryKeyFor } from '../../lib/operation-key';
import { queryOptionsFor } from '../../lib/query-options';
import styles from './order.module.css';

/*
 * docs/product-rules.md#cancel-requests: once staff prepare a line the member cannot cancel it
 * alone; they ask, staff approve (cancel and refund) or answer why not (docs/decisions/0052).
 */

const REQUEST_TEXT = {
  REQUESTED: '취소 요청을 보냈어요. 운영진이 확인하고 있어요.',
  APPROVED: '취소 요청이 승인되어 취소됐어요.',
  REFUSED: '취소 요청이 거절됐어요.',
  WITHDRAWN: '취소 요청을 철회했어요.',
} as const;

function useRequestMutations(orderId: number) {
  const queryClient = useQueryClient();
  const refresh = () => invalidate(queryClient, queryKeyFor(OrderCancelRequestsDocument, { id: orderId }));
  const ask = useMutation({
    mutationFn: (variables: { orderProductId: number; reason: string }) => request(RequestOrderProductCancelDocument, variables),
    meta: { showError: false },
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => request(WithdrawOrderProductCancelRequestDocument, { id }),
    meta: { showError: false },
    onSuccess: refresh,
  });
  return { ask, withdraw };
}

/** A PREPARING line's cancel request: its state, staff's answer, and the button to ask or take it back. */
export function CancelRequestAction({ line }: { line: OrderLineFragment }) {
  const { ask, withdraw } = useRequestMutations(line.orderId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Only a line staff have taken on can carry a request; READY and PAID lines are cancelled directly.
  const requests = useQuery({
    ...queryOptionsFor(OrderCancelRequestsDocument, { id: line.orderId }),
    enabled: line.status !== 'READY' && line.status !== 'PAID',
  });
  const current = requests.data?.order.orderProducts.find((row) => row.id === line.id)?.cancelRequest ?? null;
  const canAsk = line.status === 'PREPARING' && requests.isSuccess && current?.status !== 'REQUESTED';
  if (!current && !canAsk) return null;
  return (
    <div className={styles.lineActions}>
      {current && (
        <p className={styles.lineNote} role="status">
          <span>{REQUEST_TEXT[current.status]}</span>
          {current.answer && <span className={styles.meta}>운영진 답변: {current.answer}</span>}
        </p>
      )}
      {current?.status === 'REQUESTED' && (
        <Button variant="secondary" size="sm" loading={withdraw.isPending} onClick={() => withdraw.mutate(current.id)} aria-label={`${line.productName} 취소 요청 철회`}>
          요청 철회
        </Button>
      )}
      {withdraw.isError && <p role="alert">{errorMessage(withdraw.error)}</p>}
      {canAsk && (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${line.productName} 취소 요청`}>
          취소 요청
        </Button>
      )}
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title="취소 요청"
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                닫기
              </Button>
              <Button
                type="button"
                loading={ask.isPending}
                onClick={() => ask.mutate({ orderProductId: line.id, reason }, { onSuccess: () => setOpen(false) })}
              >
                요청 보내기
              </Button>
            </>
          }
        >
          <p>상품 준비가 시작되어 바로 취소할 수 없어요. 운영진이 확인한 뒤 취소하고 환불해 드리거나, 어려우면 이유를 알려 드려요.</p>
          <TextAreaField label="취소 사유" required value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
          {ask.isError && <p role="alert">{errorMessage(ask.error)}</p>}
        </Modal>
      )}
    </div>
  );
}
