import { formatKRW } from '../../lib/format';
import { payMethodLabel } from '../../lib/pay-methods';
import type { PaidOrder } from './purchase-tracking';
import styles from './payment.module.css';

/** The order as the completion page sums it up: number, method, amounts, then each line. */
export function OrderReceipt({ order }: { order: PaidOrder }) {
  const spec = order.orderSpecification;
  return (
    <>
      <section className={styles.card} aria-labelledby="order-receipt-title">
        <h2 id="order-receipt-title" className={styles.sectionTitle}>
          주문 정보
        </h2>
        <dl className={styles.facts}>
          <dt>주문번호</dt>
          <dd className={styles.code}>{order.mUid}</dd>
          <dt>결제 수단</dt>
          <dd>{payMethodLabel(spec.payMethod)}</dd>
          {order.pointUsing > 0 && (
            <>
              <dt>포인트 사용</dt>
              <dd>{`${order.pointUsing.toLocaleString('ko-KR')}P`}</dd>
            </>
          )}
          <dt>{spec.status === 'PAID' ? '결제 금액' : '결제할 금액'}</dt>
          <dd className={styles.amount}>{formatKRW(order.paidPrice)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className={styles.sectionTitle}>
          {`주문 상품 ${order.orderProducts.length}건`}
        </h2>
        <ul className={styles.lines} aria-labelledby="order-lines-title">
          {order.orderProducts.map((line) => (
            <li key={line.id} className={styles.line}>
              <img className={styles.thumb} src={line.product.image} alt="" width={56} height={56} loading="lazy" />
              <div className={styles.lineText}>
                <p className={styles.lineName}>{line.productName}</p>
                {line.optionText && <p className={styles.muted}>{line.optionText}</p>}
                <p className={styles.muted}>{`${line.count}개 · ${formatKRW(line.salePrice * line.count)}`}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
