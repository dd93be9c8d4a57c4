import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import type { OrderLineFragment } from '../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../lib/format';
import { lineStatusLabel, orderStatusTone } from '../../lib/order-labels';
import styles from './order.module.css';
import { CampaignLineNote } from './campaign-line-note';
import { ShippingDelayNote } from './shipping-delay-note';

/** The options as ordered, with the buyer's own texts (an embroidered name, a student number). */
export function lineOptionsText(line: Pick<OrderLineFragment, 'optionText' | 'productOptionInput0' | 'productOptionInput1' | 'productOptionInput2'>): string {
  const inputs = [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => !!text);
  return [line.optionText, ...inputs].filter((part) => part !== '').join(' / ');
}

interface OrderLineItemProps {
  line: OrderLineFragment;
  /** Shipping, refund and the line's buttons on the detail page. */
  children?: ReactNode;
}

/** One ordered product: photo, name, options, count, amount and where it stands. */
export function OrderLineItem({ line, children }: OrderLineItemProps) {
  const options = lineOptionsText(line);
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        {/* The name beside it says what the photo shows. */}
        <img src={line.product.image} alt="" className={styles.lineImage} loading="lazy" decoding="async" />
        <div className={styles.lineText}>
          <Badge tone={orderStatusTone(line.status)}>{lineStatusLabel(line)}</Badge>
          <span className={styles.lineName}>{line.productName}</span>
          {options && <span className={styles.meta}>{options}</span>}
          <span className={styles.lineAmount}>
            {formatKRW(line.salePrice * line.count)}
            <span className={styles.meta}> · {line.count}개</span>
          </span>
        </div>
      </div>
      <CampaignLineNote line={line} />
      {line.shippingDelay && <ShippingDelayNote delay={line.shippingDelay} />}
      {line.personalisedConsent && (
        <p className={styles.meta}>
          주문 제작 동의 {formatDateTime(line.personalisedConsent.agreedAt)}
          {line.productionFrozen ? ' · 제작이 시작되어 변경·취소할 수 없어요' : ''}
        </p>
      )}
      {children}
    </li>
  );
}
