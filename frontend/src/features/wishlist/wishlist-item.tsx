import { Link } from 'wouter';
import { saleWindowState } from '../../../../domain/catalog/sale-window';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { WishlistItemFieldsFragment } from '../../lib/__generated__/graphql';
import { formatDate, formatKRW } from '../../lib/format';
import { paths } from '../../lib/paths';
import styles from '../../components/ui/saved-products.module.css';

type Product = WishlistItemFieldsFragment['product'];

/** Whether a wished product can be bought now: ended and sold-out ones are marked (docs/decisions/0059). */
export function wishStatusOf(product: Product, now: Date): { label: string; tone: 'danger' | 'success' | 'neutral' } {
  const window = saleWindowState(product, now);
  if (window.kind === 'ended') return { label: window.label, tone: 'neutral' };
  if (product.isSoldOut) return { label: '품절', tone: 'danger' };
  if (window.kind === 'upcoming') return { label: window.label, tone: 'neutral' };
  return product.isPurchasable ? { label: '구매 가능', tone: 'success' } : { label: '판매 중 아님', tone: 'neutral' };
}

interface WishlistItemProps {
  item: WishlistItemFieldsFragment;
  now: Date;
  removing: boolean;
  onRemove: (item: WishlistItemFieldsFragment) => void;
}

export function WishlistItem({ item, now, removing, onRemove }: WishlistItemProps) {
  const { product } = item;
  const status = wishStatusOf(product, now);
  return (
    <li className={styles.item}>
      <Link href={paths.product(product.id)} className={styles.product}>
        {/* The name beside it says what the photo shows. */}
        <img src={product.image} alt="" className={styles.image} loading="lazy" decoding="async" />
        <span className={styles.text}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.meta}>
            {formatKRW(product.salePrice)} · {formatDate(item.createdAt)} 찜
          </span>
        </span>
      </Link>
      <div className={styles.side}>
        <p className={styles.status}>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <Button variant="secondary" size="sm" loading={removing} onClick={() => onRemove(item)} aria-label={`찜 해제: ${product.name}`}>
          찜 해제
        </Button>
      </div>
    </li>
  );
}
