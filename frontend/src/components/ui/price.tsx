import { formatKRW } from '../../lib/format';
import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

/**
 * The discount as a whole percent, rounded down so the shop never promises more than it gives
 * (49,000원 → 39,900원 is 18%, not 19%). Zero when there is no discount.
 */
export function discountPercent(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || price <= 0 || salePrice >= price) return 0;
  return Math.floor(((price - salePrice) * 100) / price);
}

interface PriceProps {
  /** The list price (정가), integer KRW. */
  price: number;
  /** What the buyer pays; null or equal to `price` when nothing is discounted. */
  salePrice?: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Leaves out the percent where space is tight (cart lines). */
  hidePercent?: boolean;
}

/**
 * A price as Korean shops print it: the discount percent, the price to pay, and the list price
 * struck through. Screen readers hear "할인가", "정가" and the percent in words instead of a line.
 */
export function Price({ price, salePrice, size = 'md', hidePercent = false }: PriceProps) {
  const pays = salePrice ?? price;
  const discounted = pays < price;
  const percent = discountPercent(price, salePrice);

  // The spaces between the parts are for screen readers; the flex gap spaces them on screen.
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      {discounted && !hidePercent && percent > 0 && (
        <>
          <span className={styles.percent}>
            {percent}%<VisuallyHidden> 할인</VisuallyHidden>
          </span>{' '}
        </>
      )}
      <span className={styles.pays}>
        {discounted && <VisuallyHidden>할인가 </VisuallyHidden>}
        {formatKRW(pays)}
      </span>
      {discounted && (
        <>
          {' '}
          <del className={styles.list}>
            <VisuallyHidden>정가 </VisuallyHidden>
            {formatKRW(price)}
          </del>
        </>
      )}
    </span>
  );
}
