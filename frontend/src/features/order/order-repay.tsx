import type { PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { PayButton } from '../../widgets/payment-window/pay-button';
import styles from './order.module.css';

interface OrderRepayProps {
  orderId: number;
  payment: PaymentRequestFieldsFragment;
  expiresAt: string | null;
}

/** 결제하기 for an unpaid order whose payment window was closed or failed before a payment existed. */
export function OrderRepay({ orderId, payment, expiresAt }: OrderRepayProps) {
  return (
    <section className={styles.section} aria-labelledby="order-repay-title">
      <h2 id="order-repay-title" className={styles.sectionTitle}>
        결제를 기다리고 있어요
      </h2>
      <p className={styles.notice}>
        {expiresAt
          ? `${formatDateTime(expiresAt)}까지 결제하지 않으면 주문이 취소되고 상품은 장바구니로 돌아가요.`
          : '기한 안에 결제하지 않으면 주문이 취소되고 상품은 장바구니로 돌아가요.'}
      </p>
      <PayButton orderId={orderId} payment={payment} verb="결제하기" />
    </section>
  );
}
