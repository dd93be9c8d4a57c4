import { delayDateText } from '../../../../domain/staff/bulk-lines';
import type { OrderLineFragment } from '../../lib/__generated__/graphql';
import { Badge } from '../../components/ui/badge';
import styles from './shipping-delay-note.module.css';

/** The shipping delay staff told the buyer about, on the line until it ships (ADR 0050). */
export function ShippingDelayNote({ delay }: { delay: NonNullable<OrderLineFragment['shippingDelay']> }) {
  return (
    <div className={styles.note} role="note" aria-label="발송 지연 안내">
      <Badge tone="warning">발송 지연</Badge>
      <p className={styles.text}>
        <strong>{delayDateText(delay.expectedDate)}</strong>에 보낼 예정이에요. 기다리게 해서 죄송해요.
      </p>
      <p className={styles.reason}>사유: {delay.reason}</p>
    </div>
  );
}
