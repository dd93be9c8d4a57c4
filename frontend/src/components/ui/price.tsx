import { formatKRW } from '../../lib/format';
import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

interface PriceProps {
  /** The list price (정가), integer KRW. */
  price: number;
  /** What the buyer pays; null or equal to `price` when nothing is discounted. */
  salePrice?: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The whole percent off as the API serves it (Product.discountRate, rounded down by the server's
   * rule); left out where space is tight (cart lines) and no percent is shown.
   */
  discountRate?: number | undefined;
}

/**
 * A price as Korean shops print it: the discount percent (when given), the price to pay, and the list price
 * struck through. Screen readers hear "할인가", "정가" and the percent in words instead of a line.
 */
export function Price({ price, salePrice, size = 'md', discountRate = 0 }: PriceProps) {
  const pays = salePrice ?? price;
  const discounted = pays < price;

  // The spaces between the parts are for screen readers; the flex gap spaces them on screen.
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      {discounted && discountRate > 0 && (
        <>
          <span className={styles.percent}>
            {discountRate}%<VisuallyHidden> 할인</VisuallyHidden>
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
