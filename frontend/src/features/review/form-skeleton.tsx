import { Skeleton } from '../../components/ui/skeleton';
import styles from './reviews.module.css';

export function FormSkeleton() {
  return (
    <div role="status" className={styles.page} aria-busy="true" aria-label="리뷰 작성 화면을 불러오는 중이에요">
      <div className={styles.line}>
        <Skeleton shape="block" width="64px" height="64px" />
        <Skeleton width="60%" />
      </div>
      <Skeleton shape="block" width="100%" height="160px" />
    </div>
  );
}
