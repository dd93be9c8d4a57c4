import styles from './saved-products.module.css';
import { Skeleton } from './skeleton';

/** The placeholder of a member's saved-products list (찜, 재입고 알림): three rows of the items' size. */
export function SavedProductsSkeleton({ label }: { label: string }) {
  return (
    <ul className={styles.list} aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={styles.item}>
          <Skeleton shape="block" width="72px" height="72px" />
          <Skeleton width="60%" />
        </li>
      ))}
    </ul>
  );
}
