import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { TextAreaField } from '../../components/ui/text-field';
import type { CancelPreviewQuery, OrderLineFragment } from '../../lib/__generated__/graphql';
import { formatKRW } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { CANCEL_DETAIL_MAX, CANCEL_REASONS, cancelReasonOf, type CancelReasonChoice } from './cancel-reason';
import styles from './order.module.css';
import { useCancelOrderProduct } from './use-order-mutations';
import { useCancelPreview } from './use-orders';

export type CancelRefund = CancelPreviewQuery['cancelPreview'];

const points = (value: number) => `${value.toLocaleString('ko-KR')}P`;

function RefundPreview({ preview, unpaid }: { preview: CancelRefund; unpaid: boolean }) {
  return (
    <dl className={styles.facts} aria-label="환불 예정">
      <div className={`${styles.fact} ${styles.factTotal}`}>
        <dt>환불 금액</dt>
        <dd>{formatKRW(preview.refundPrice)}</dd>
      </div>
      {preview.refundDeliveryFee > 0 && (
        <div className={styles.fact}>
          <dt>환불되는 배송비</dt>
          <dd>{formatKRW(preview.refundDeliveryFee)}</dd>
        </div>
      )}
      <div className={styles.fact}>
        <dt>돌려받는 포인트</dt>
        <dd>{points(preview.refundPoint)}</dd>
      </div>
      {preview.droppedReservedPoint > 0 && (
        <div className={styles.fact}>
          <dt>적립되지 않는 포인트</dt>
          <dd>{points(preview.droppedReservedPoint)}</dd>
        </div>
      )}
      {unpaid && <p className={styles.meta}>아직 결제 전이라 환불할 금액은 없어요. 사용한 포인트는 바로 돌려드려요.</p>}
    </dl>
  );
}

interface CancelDialogProps {
  orderId: number;
  /** The line to cancel; null while the dialog is closed. */
  line: OrderLineFragment | null;
  onClose: () => void;
  onCancelled: (line: OrderLineFragment, refund: CancelRefund) => void;
  /** A virtual-account refund needs the account first: the page takes the member to its form. */
  onNeedsRefundAccount: () => void;
}

/** Asks why, shows what comes back (CancelPreview), and only then cancels the line. */
export function CancelDialog({ orderId, line, onClose, onCancelled, onNeedsRefundAccount }: CancelDialogProps) {
  const preview = useCancelPreview(line?.id ?? null);
  const cancel = useCancelOrderProduct(orderId);
  const [choice, setChoice] = useState<CancelReasonChoice | ''>('');
  const [detail, setDetail] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const close = () => {
    setChoice('');
    setDetail('');
    setReasonError(null);
    cancel.reset();
    onClose();
  };
  const refund = preview.data;
  const ready = refund !== undefined && !refund.needsRefundAccount;

  const confirm = () => {
    if (!line || !refund) return;
    const reason = cancelReasonOf(choice, detail);
    if ('error' in reason) {
      setReasonError(reason.error);
      return;
    }
    cancel.mutate(
      { orderProductId: line.id, cancelReason: reason.reason },
      {
        onSuccess: ({ cancelOrderProduct }) => {
          close();
          onCancelled(cancelOrderProduct, refund);
        },
      },
    );
  };

  return (
    <Modal
      open={line !== null}
      onClose={close}
      title="주문 취소"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            닫기
          </Button>
          <Button variant="danger" onClick={confirm} disabled={!ready} loading={cancel.isPending} loadingLabel="취소하는 중">
            주문 취소하기
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {line && <p className={styles.lineName}>{line.productName}</p>}
        {preview.isPending && (
          <p className={styles.meta} role="status">
            <Spinner size={14} /> 환불 금액을 계산하는 중이에요…
          </p>
        )}
        {preview.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(preview.error)}
          </p>
        )}
        {refund && <RefundPreview preview={refund} unpaid={line?.status === 'READY'} />}
        {refund?.needsRefundAccount && (
          <div className={styles.notice} role="alert">
            <p>가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해야 취소할 수 있어요.</p>
            <Button variant="secondary" size="sm" onClick={onNeedsRefundAccount}>
              환불 계좌 등록하기
            </Button>
          </div>
        )}
        {ready && (
          <>
            <Select
              label="취소 사유"
              required
              placeholder="취소 사유를 선택해 주세요"
              options={CANCEL_REASONS}
              value={choice}
              error={reasonError && choice === '' ? reasonError : null}
              onChange={(event) => {
                setChoice(event.target.value as CancelReasonChoice);
                setReasonError(null);
              }}
            />
            <TextAreaField
              label={choice === 'other' ? '취소 사유 직접 입력' : '자세한 사유 (선택)'}
              required={choice === 'other'}
              rows={3}
              maxLength={CANCEL_DETAIL_MAX}
              showCount
              value={detail}
              error={reasonError && choice !== '' ? reasonError : null}
              onChange={(event) => {
                setDetail(event.target.value);
                setReasonError(null);
              }}
            />
          </>
        )}
        {cancel.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(cancel.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
