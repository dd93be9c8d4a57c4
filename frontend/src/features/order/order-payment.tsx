import type { OrderWithSpecificationQuery } from '../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../lib/format';
import { payMethodLabel } from '../../lib/pay-methods';
import { VbankAccount } from '../../widgets/vbank-account/vbank-account';
import styles from './order.module.css';

export type DetailedOrder = OrderWithSpecificationQuery['order'];

function Fact({ label, value, className }: { label: string; value: string; className?: string | undefined }) {
  return (
    <div className={[styles.fact, className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A virtual account issued and not yet paid into: where and by when to deposit. */
export function awaitingDeposit(order: DetailedOrder): boolean {
  const spec = order.orderSpecification;
  return spec.payMethod === 'vbank' && spec.status === 'READY' && spec.vbankNum !== null;
}

function paymentState(order: DetailedOrder): string {
  const spec = order.orderSpecification;
  if (spec.status === 'PAID') return order.cancelPrice > 0 ? '결제 완료 (일부 환불)' : '결제 완료';
  if (spec.status === 'CANCELLED') return order.cancelPrice > 0 ? '환불 완료' : '주문 취소';
  return awaitingDeposit(order) ? '입금 대기' : '결제 대기';
}

/** 결제 정보: how it was paid and the amounts, as a receipt reads them. */
export function OrderPayment({ order }: { order: DetailedOrder }) {
  const spec = order.orderSpecification;
  return (
    <section className={styles.section} aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className={styles.sectionTitle}>
        결제 정보
      </h2>
      <dl className={styles.facts}>
        <Fact label="결제 수단" value={payMethodLabel(spec.payMethod)} />
        <Fact label="결제 상태" value={paymentState(order)} />
        {spec.paidAt && <Fact label="결제 일시" value={formatDateTime(spec.paidAt)} />}
        <Fact label="상품 금액" value={formatKRW(order.totalPrice)} />
        <Fact label="할인" value={order.discountFee > 0 ? `-${formatKRW(order.discountFee)}` : formatKRW(0)} />
        <Fact label="배송비" value={formatKRW(order.deliveryFee)} />
        <Fact label="포인트 사용" value={order.pointUsing > 0 ? `-${order.pointUsing.toLocaleString('ko-KR')}P` : '0P'} />
        <Fact label="결제 금액" value={formatKRW(order.paidPrice)} className={styles.factTotal} />
        {order.cancelPrice > 0 && <Fact label="환불 금액" value={formatKRW(order.cancelPrice)} className={styles.refund} />}
      </dl>
      {awaitingDeposit(order) && (
        <VbankAccount account={spec} amount={order.paidPrice} title="입금 계좌 안내" headingLevel={3} className={styles.lineNote} />
      )}
    </section>
  );
}
