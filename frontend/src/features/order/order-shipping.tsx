import { useStore } from 'jotai';
import { Button } from '../../components/ui/button';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import type { ShippingFieldsFragment } from '../../lib/__generated__/graphql';
import { showToast } from '../../lib/toast';
import styles from './order.module.css';

/**
 * The carrier and tracking number of a shipped line: a link to the carrier's tracking page when the
 * API knows one, else the number with a copy button to paste into the carrier's app.
 */
export function OrderShipping({ shipping }: { shipping: ShippingFieldsFragment }) {
  const store = useStore();
  const company = shipping.orderDeliveryCompany.content;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shipping.shippingNumber);
      showToast('송장번호를 복사했어요.', store);
    } catch {
      showToast('복사하지 못했어요. 송장번호를 길게 눌러 복사해 주세요.', store);
    }
  };
  return (
    <div className={styles.lineNote}>
      <span className={styles.tracking}>
        <span>
          {company} <strong>{shipping.shippingNumber}</strong>
        </span>
      </span>
      <span className={styles.tracking}>
        {shipping.trackingUrl ? (
          <a href={shipping.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.detailLink}>
            배송 조회<VisuallyHidden> (새 창)</VisuallyHidden>
          </a>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`송장번호 ${shipping.shippingNumber} 복사`}>
            송장번호 복사
          </Button>
        )}
      </span>
    </div>
  );
}
