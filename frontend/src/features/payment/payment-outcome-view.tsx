import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { formatDateTime } from '../../lib/format';
import { VbankAccount } from '../../widgets/vbank-account/vbank-account';
import type { PaymentOutcome } from './payment-outcome';
import type { PaymentReturn } from './payment-return';
import { OrderReceipt } from './order-receipt';
import { PayButton } from '../../widgets/payment-window/pay-button';
import type { PaidOrder } from './purchase-tracking';
import styles from './payment.module.css';
import { paths } from '../../lib/paths';
import { BILLING_KEY_REGISTERED_MESSAGE } from '../../../../domain/campaign/billing';
import { OrderCharge } from '../../widgets/billing/order-charge';
import { BillingMethodPicker } from '../../widgets/billing/billing-method-picker';

// Mock mode only (see payment-routes.ts): the production bundle drops the branch and its chunk.
const MockDepositButton = import.meta.env.MODE === 'mock' ? lazy(() => import('./sandbox/mock-deposit-button')) : null;

interface OutcomeViewProps {
  outcome: PaymentOutcome;
  order: PaidOrder;
  payment: PaymentReturn;
  /** Asks the backend again (a payment it could not find yet). */
  onRecheck: () => void;
  rechecking: boolean;
}

function Lead({ children, tone = 'ok' }: { children: ReactNode; tone?: 'ok' | 'warning' }) {
  return (
    <div role="status" className={tone === 'ok' ? styles.lead : styles.leadWarning}>
      {children}
    </div>
  );
}

/** The PG's own reason, when it gave one (already in Korean on Korean PGs). */
function PgReason({ payment }: { payment: PaymentReturn }) {
  return payment.errorMessage ? <p className={styles.reason}>{`사유: ${payment.errorMessage}`}</p> : null;
}

function Actions({ order, first }: { order: PaidOrder; first: 'detail' | 'cart' }) {
  const detail = (
    <ButtonLink key="detail" href={paths.order(order.id)} variant={first === 'detail' ? 'primary' : 'secondary'} fullWidth>
      주문 상세 보기
    </ButtonLink>
  );
  const other =
    first === 'cart' ? (
      <ButtonLink key="cart" href={paths.cart()} fullWidth>
        장바구니로 가기
      </ButtonLink>
    ) : (
      <ButtonLink key="shop" href={paths.home()} variant="secondary" fullWidth>
        쇼핑 계속하기
      </ButtonLink>
    );
  return <div className={styles.actions}>{first === 'cart' ? [other, detail] : [detail, other]}</div>;
}

/** The completion page's body once the backend has answered. */
export function PaymentOutcomeView({ outcome, order, payment, onRecheck, rechecking }: OutcomeViewProps) {
  switch (outcome) {
    case 'paid':
      return (
        <>
          <Lead>
            <p className={styles.leadTitle}>주문이 완료되었어요.</p>
            <p>
              {order.orderSpecification.payMethod === 'point'
                ? '포인트로 결제를 마쳤어요. 배송이 시작되면 알려 드릴게요.'
                : '결제가 확인되었어요. 배송이 시작되면 알려 드릴게요.'}
            </p>
          </Lead>
          <OrderReceipt order={order} />
          <Actions order={order} first="detail" />
        </>
      );
    case 'vbank':
      return (
        <>
          <Lead>
            <p className={styles.leadTitle}>가상계좌가 발급되었어요.</p>
            <p>아래 계좌로 입금 기한까지 입금하면 주문이 완료돼요.</p>
          </Lead>
          <VbankAccount account={order.orderSpecification} amount={order.paidPrice} className={styles.card} />
          {MockDepositButton && (
            <Suspense fallback={null}>
              <MockDepositButton order={order} />
            </Suspense>
          )}
          <OrderReceipt order={order} />
          <Actions order={order} first="detail" />
        </>
      );
    case 'released':
      return (
        <>
          <Lead tone="warning">
            <p className={styles.leadTitle}>결제가 완료되지 않았어요.</p>
            <PgReason payment={payment} />
            <p>결제가 취소되어 주문한 상품을 장바구니에 다시 담아 두었어요. 사용한 포인트도 돌려드렸어요.</p>
          </Lead>
          <Actions order={order} first="cart" />
        </>
      );
    case 'cancelled':
      return (
        <>
          <Lead tone="warning">
            <p className={styles.leadTitle}>취소된 주문이에요.</p>
            <p>자세한 내용은 주문 상세에서 확인해 주세요.</p>
          </Lead>
          <Actions order={order} first="detail" />
        </>
      );
    case 'unpaid':
      return (
        <>
          <Lead tone="warning">
            <p className={styles.leadTitle}>결제가 완료되지 않았어요.</p>
            <PgReason payment={payment} />
            <p>
              {order.expiresAt
                ? `주문은 ${formatDateTime(order.expiresAt)}까지 결제 대기 상태로 남아 있다가 자동으로 취소되고, 상품은 장바구니로 돌아가요.`
                : '주문은 잠시 결제 대기 상태로 남아 있다가 자동으로 취소되고, 상품은 장바구니로 돌아가요.'}
            </p>
          </Lead>
          {order.payment && <PayButton orderId={order.id} payment={order.payment} verb="다시 결제하기" />}
          <Actions order={order} first="detail" />
        </>
      );
    case 'keyRegistered':
      return (
        <>
          <Lead>
            <p className={styles.leadTitle}>{BILLING_KEY_REGISTERED_MESSAGE}</p>
            <p>지금은 결제되지 않았어요. 확정되거나 무산되면 알림으로 알려 드릴게요.</p>
          </Lead>
          {order.campaignCharge && <OrderCharge charge={order.campaignCharge} />}
          <OrderReceipt order={order} />
          <Actions order={order} first="detail" />
        </>
      );
    case 'keyFailed':
      return (
        <>
          <Lead tone="warning">
            <p className={styles.leadTitle}>결제 수단이 등록되지 않았어요.</p>
            <PgReason payment={payment} />
            <p>카드나 카카오페이를 다시 등록해 주세요. 등록하지 않은 주문은 기한이 지나면 자동으로 취소돼요.</p>
          </Lead>
          {order.orderSpecification.status === 'READY' && <BillingMethodPicker orderId={order.id} action="결제 수단 다시 등록하기" />}
          <Actions order={order} first="detail" />
        </>
      );
    case 'pending':
      return (
        <>
          <Lead tone="warning">
            <p className={styles.leadTitle}>결제 결과를 아직 확인하지 못했어요.</p>
            <p>결제를 마쳤다면 잠시 후 다시 확인해 주세요. 결제되지 않은 주문은 기한이 지나면 자동으로 취소돼요.</p>
          </Lead>
          <Button type="button" fullWidth onClick={onRecheck} loading={rechecking} loadingLabel="결제 결과를 확인하는 중">
            결제 결과 다시 확인
          </Button>
          <Actions order={order} first="detail" />
        </>
      );
  }
}
