import { AmountBreakdown, type AmountLine } from '../../components/ui/amount-breakdown';
import type { OrderWithSpecificationQuery } from '../../lib/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { payMethodLabel } from '../../lib/pay-methods';
import { VbankAccount } from '../../widgets/vbank-account/vbank-account';
import styles from './order.module.css';

export type DetailedOrder = OrderWithSpecificationQuery['order'];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
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

function amountLines(order: DetailedOrder): AmountLine[] {
  const lines: AmountLine[] = [
    { label: '상품 금액', amount: order.totalPrice },
    { label: '할인', amount: order.discountFee, sign: '-' },
    { label: '배송비', amount: order.deliveryFee },
    { label: '포인트 사용', amount: order.pointUsing, sign: '-', unit: 'points' },
    { label: '결제 금액', amount: order.paidPrice, tone: 'total' },
  ];
  if (order.cancelPrice > 0) lines.push({ label: '환불 금액', amount: order.cancelPrice, tone: 'refund' });
  return lines;
}

/** 결제 정보: how it was paid and the amounts, as a receipt reads them. */
export function OrderPayment({ order }: { order: DetailedOrder }) {
  const spec = order.orderSpecification;
  return (
    <section className={styles.section} aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className={styles.sectionTitle}>
        결제 정보
      </h2>
      <div className={styles.facts}>
        <dl className={styles.facts}>
          <Fact label="결제 수단" value={payMethodLabel(spec.payMethod)} />
          <Fact label="결제 상태" value={paymentState(order)} />
          {spec.paidAt && <Fact label="결제 일시" value={formatDateTime(spec.paidAt)} />}
        </dl>
        <AmountBreakdown lines={amountLines(order)} />
      </div>
      {awaitingDeposit(order) && (
        <VbankAccount account={spec} amount={order.paidPrice} title="입금 계좌 안내" headingLevel={3} className={styles.lineNote} />
      )}
    </section>
  );
}
