import styles from './stars.module.css';
import { VisuallyHidden } from './visually-hidden';

const MAX_RATING = 5;

interface StarsProps {
  /** 0-5; a review's whole score or a product's average such as 4.3. */
  rating: number;
  size?: 'sm' | 'lg';
}

/**
 * A rating to look at, never to set (the review form has its own radios). Five stars filled to the
 * rating, rounded to the nearest half for the eye; a screen reader hears the exact figure, "5점
 * 만점에 4.3점", instead of five star characters.
 */
export function Stars({ rating, size = 'sm' }: StarsProps) {
  const clamped = Math.min(MAX_RATING, Math.max(0, rating));
  const filled = Math.round(clamped * 2) / 2;
  return (
    <span className={`${styles.stars} ${styles[size]}`}>
      <span aria-hidden="true" className={styles.track}>
        ★★★★★
        <span className={styles.fill} style={{ width: `${(filled / MAX_RATING) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <VisuallyHidden>
        {MAX_RATING}점 만점에 {clamped.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}점
      </VisuallyHidden>
    </span>
  );
}
