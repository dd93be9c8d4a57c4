import { useRef, useState } from 'react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { ErrorState } from '../../components/ui/error-state';
import type { OrderLineFragment } from '../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../lib/format';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { CancelDialog, type CancelRefund } from './cancel-dialog';
import { OptionChangeDialog } from './option-change-dialog';
import { OrderDelivery } from './order-delivery';
import { OrderLines } from './order-lines';
import { OrderPayment, type DetailedOrder } from './order-payment';
import { OrderRepay } from './order-repay';
import { OrderChargeSection } from '../../widgets/billing/order-charge';
import { PickupPass } from './pickup-pass';
import { PickupShipping } from './pickup-shipping';
import { RefundAccount } from './refund-account';
import styles from './order.module.css';
import { useOrderDetail } from './use-orders';
import { paths } from '../../lib/paths';

/** The same sentence the API gives another member's order, for an address that is no order id. */
const NOT_FOUND_MESSAGE = '주문을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';

function NotFound({ message }: { message: string }) {
  return (
    <div className={styles.section} role="alert">
      <p>{message}</p>
      <ButtonLink href={paths.orders()} variant="secondary">
        주문 내역으로 돌아가기
      </ButtonLink>
    </div>
  );
}

function cancelledMessage(line: OrderLineFragment, refund: CancelRefund): string {
  const parts = [refund.refundPrice > 0 ? `${formatKRW(refund.refundPrice)} 환불` : null, refund.refundPoint > 0 ? `${refund.refundPoint.toLocaleString('ko-KR')}P 반환` : null];
  const what = parts.filter(Boolean).join(', ');
  return `'${line.productName}' 주문을 취소했어요.${what ? ` ${what} 처리되었어요.` : ''}`;
}

function OrderDetail({ order }: { order: DetailedOrder }) {
  const [cancelling, setCancelling] = useState<OrderLineFragment | null>(null);
  const [changing, setChanging] = useState<OrderLineFragment | null>(null);
  const [status, setStatus] = useState('');
  const refundHeading = useRef<HTMLHeadingElement>(null);
  const vbank = order.orderSpecification.payMethod === 'vbank' && order.orderSpecification.status !== 'CANCELLED';
  // A CHARGE_AT_CLOSE group purchase registers a card instead of paying now (ADR 0064).
  const awaitsKey = order.orderSpecification.status === 'READY' && order.orderProducts.some((line) => line.campaign?.settleMode === 'CHARGE_AT_CLOSE');

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label="주문 정보">
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>주문 일시</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>주문번호</dt>
            <dd>{order.mUid}</dd>
          </div>
        </dl>
      </section>
      <p className={status ? styles.success : undefined} role="status">
        {status}
      </p>
      <OrderChargeSection orderId={order.id} awaitsKey={awaitsKey} />
      {order.pickupPass && <PickupPass pass={order.pickupPass} />}
      {order.payment && !awaitsKey && <OrderRepay orderId={order.id} payment={order.payment} expiresAt={order.expiresAt ?? null} />}
      <OrderLines lines={order.orderProducts} onCancel={setCancelling} onChangeOptions={setChanging} />
      <OrderPayment order={order} />
      {vbank && <RefundAccount order={order} onSaved={setStatus} headingRef={refundHeading} />}
      <OrderDelivery order={order} onSaved={setStatus} />
      <PickupShipping order={order} onSaved={setStatus} />
      <CancelDialog
        orderId={order.id}
        line={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(line, refund) => setStatus(cancelledMessage(line, refund))}
        onNeedsRefundAccount={() => {
          setCancelling(null);
          // After the dialog hands focus back to its opener, take the member to the form it asks for.
          setTimeout(() => refundHeading.current?.focus(), 0);
        }}
      />
      <OptionChangeDialog
        orderId={order.id}
        line={changing}
        onClose={() => setChanging(null)}
        onChanged={(line) => {
          setChanging(null);
          setStatus(`'${line.productName}' 옵션을 ${line.optionText}(으)로 바꿨어요.`);
        }}
      />
    </div>
  );
}

/** `/my/orders/:id`: the lines with shipping, the payment, the address and what may still change. */
export function OrderDetailPage() {
  const params = useParams<{ id: string }>();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  if (id === null) return <NotFound message={NOT_FOUND_MESSAGE} />;
  return <OrderDetailLoader id={id} />;
}

function OrderDetailLoader({ id }: { id: number }) {
  const order = useOrderDetail(id);
  if (order.isPending) return <ScreenSkeleton label="주문 정보를 불러오는 중이에요" />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 'NOT_FOUND') return <NotFound message={order.error.message} />;
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  }
  return <OrderDetail order={order.data} />;
}
