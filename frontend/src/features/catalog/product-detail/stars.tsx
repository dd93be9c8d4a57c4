import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import styles from './reviews.module.css';

/** Five stars filled to the rating (rounded to the nearest half for the eye); read out as "5점 만점에 4.5점". */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span className={size === 'lg' ? `${styles.stars} ${styles.starsLarge}` : styles.stars}>
      <span aria-hidden="true" className={styles.starTrack}>
        ★★★★★
        <span className={styles.starFill} style={{ width: `${(filled / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <VisuallyHidden>5점 만점에 {rating.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}점</VisuallyHidden>
    </span>
  );
}
