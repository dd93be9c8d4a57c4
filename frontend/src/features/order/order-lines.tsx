import { Button } from '../../components/ui/button';
import type { OrderLineFragment } from '../../lib/__generated__/graphql';
import { formatKRW } from '../../lib/format';
import { CancelRequestAction } from './cancel-request';
import { OrderLineItem } from './order-line-item';
import { OrderShipping } from './order-shipping';
import styles from './order.module.css';

/** docs/product-rules.md#buyer-changes: the buyer changes or cancels a line only while it is READY or PAID. */
const changeable = (line: OrderLineFragment) => line.status === 'READY' || line.status === 'PAID';
const hasOptions = (line: OrderLineFragment) => line.productOptionDetailId !== null || line.productOptionInput0 !== null;

interface OrderLinesProps {
  lines: readonly OrderLineFragment[];
  onCancel: (line: OrderLineFragment) => void;
  onChangeOptions: (line: OrderLineFragment) => void;
}

/** 주문 상품: each line with its shipping, its refund once cancelled, and what may still change. */
export function OrderLines({ lines, onCancel, onChangeOptions }: OrderLinesProps) {
  return (
    <section className={styles.section} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={styles.sectionTitle}>
        주문 상품
      </h2>
      <ul className={styles.lines} aria-label="주문 상품 목록">
        {lines.map((line) => (
          <OrderLineItem key={line.id} line={line}>
            {line.orderProductShipping && <OrderShipping shipping={line.orderProductShipping} />}
            {line.status === 'CANCELLED' && (
              <p className={styles.lineNote}>
                <span>환불 금액 {formatKRW(line.cancelPrice)}</span>
                {line.cancelReason && <span className={styles.meta}>취소 사유: {line.cancelReason}</span>}
              </p>
            )}
            <CancelRequestAction line={line} />
            {changeable(line) && (
              <div className={styles.lineActions}>
                {hasOptions(line) && (
                  <Button variant="secondary" size="sm" onClick={() => onChangeOptions(line)} aria-label={`${line.productName} 옵션 변경`}>
                    옵션 변경
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => onCancel(line)} aria-label={`${line.productName} 주문 취소`}>
                  주문 취소
                </Button>
              </div>
            )}
          </OrderLineItem>
        ))}
      </ul>
    </section>
  );
}
