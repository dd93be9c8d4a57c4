import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { RestockNotificationFieldsFragment } from '../../lib/__generated__/graphql';
import { formatDate } from '../../lib/format';
import styles from '../../components/ui/saved-products.module.css';
import { paths } from '../../lib/paths';

type Product = RestockNotificationFieldsFragment['product'];

/** Where the product stands now: still sold out (the request waits), back, or no longer sold. */
export function restockStatusOf(product: Product): { label: string; tone: 'danger' | 'success' | 'neutral'; detail: string } {
  if (product.isSoldOut) return { label: '품절', tone: 'danger', detail: '다시 입고되면 알려 드려요.' };
  if (product.isPurchasable) return { label: '구매 가능', tone: 'success', detail: '지금 구매할 수 있어요.' };
  return { label: '판매 중 아님', tone: 'neutral', detail: '지금은 판매 기간이 아니에요.' };
}

interface RestockItemProps {
  notification: RestockNotificationFieldsFragment;
  onRemove: (notification: RestockNotificationFieldsFragment) => void;
}

/** The combination asked about, as the option sheet names it ("네이비 / L"); null for the whole product. */
export function restockOptionLabel(notification: RestockNotificationFieldsFragment): string | null {
  const { option } = notification;
  if (!option) return null;
  return [option.option0, option.option1, option.option2].filter((value): value is string => Boolean(value)).join(' / ');
}

export function RestockItem({ notification, onRemove }: RestockItemProps) {
  const { product } = notification;
  const optionLabel = restockOptionLabel(notification);
  // A combination request waits for that combination, whatever the rest of the product does.
  const status = optionLabel ? { label: '품절 옵션', tone: 'danger' as const, detail: '이 옵션이 다시 입고되면 알려 드려요.' } : restockStatusOf(product);
  return (
    <li className={styles.item}>
      <Link href={paths.product(product.id)} className={styles.product}>
        {/* The name beside it says what the photo shows. */}
        <img src={product.image} alt="" className={styles.image} loading="lazy" decoding="async" />
        <span className={styles.text}>
          <span className={styles.name}>{product.name}</span>
          {optionLabel && <span className={styles.meta}>옵션: {optionLabel}</span>}
          <span className={styles.meta}>{formatDate(notification.createdAt)} 신청</span>
        </span>
      </Link>
      <div className={styles.side}>
        <p className={styles.status}>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className={styles.meta}>{status.detail}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => onRemove(notification)} aria-label={`${product.name} 재입고 알림 취소`}>
          알림 취소
        </Button>
      </div>
    </li>
  );
}
