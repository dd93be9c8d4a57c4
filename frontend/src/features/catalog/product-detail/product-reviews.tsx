import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonText } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { errorMessage } from '../../../lib/graphql-client';
import styles from './reviews.module.css';
import { ReviewItem } from './review-item';
import { useProductReviews } from './use-product-reviews';

interface ProductReviewsProps {
  productId: number;
  average: number;
  count: number;
}

/** The reviews tab: the average and count, a photo-only switch, and ten reviews a page. */
export function ProductReviews({ productId, average, count }: ProductReviewsProps) {
  const [page, setPage] = useState(1);
  const [photoOnly, setPhotoOnly] = useState(false);
  const reviews = useProductReviews({ productId, page, photoOnly });

  return (
    <div className={styles.reviews}>
      <div className={styles.reviewSummary}>
        <Stars rating={average} size="lg" />
        <span className={styles.reviewAverage}>{average.toFixed(1)}</span>
        <span className={styles.reviewCount}>리뷰 {count.toLocaleString('ko-KR')}개</span>
      </div>
      {count > 0 && (
        <Checkbox
          label="사진 리뷰만 보기"
          checked={photoOnly}
          onChange={(event) => {
            setPhotoOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
      )}
      {reviews.isPending ? (
        <div aria-busy="true" aria-label="리뷰를 불러오는 중이에요">
          <SkeletonText lines={4} />
        </div>
      ) : reviews.isError ? (
        <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <EmptyState
          title={photoOnly ? '사진 리뷰가 아직 없어요' : '아직 리뷰가 없어요'}
          description="상품을 받아 보신 뒤 첫 리뷰를 남겨 주세요."
        />
      ) : (
        <>
          <ul className={styles.reviewList} aria-busy={reviews.isPlaceholderData || undefined}>
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={reviews.data.total} onPageChange={setPage} label="리뷰 페이지" />
        </>
      )}
    </div>
  );
}
