import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonText } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import type { ReviewSort } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import styles from './reviews.module.css';
import { ReviewItem } from './review-item';
import { ReviewPhotoStrip } from './review-photo-strip';
import { useProductReviews } from './use-product-reviews';
import { useSizeGuide } from './use-size-guide';

interface ProductReviewsProps {
  productId: number;
  average: number;
  count: number;
}

const SORT_OPTIONS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'PHOTO_FIRST', label: '사진 리뷰 먼저' },
  { value: 'NEWEST', label: '최신순' },
  { value: 'RATING_HIGH', label: '별점 높은순' },
  { value: 'RATING_LOW', label: '별점 낮은순' },
];

const ALL_SIZES = '';

/**
 * The reviews tab: the average and count, a strip of the newest photos, then ten reviews a page,
 * photo reviews first, filtered by the size reviewers bought and sorted as the student picks.
 */
export function ProductReviews({ productId, average, count }: ProductReviewsProps) {
  const [page, setPage] = useState(1);
  const [photoOnly, setPhotoOnly] = useState(false);
  const [size, setSize] = useState(ALL_SIZES);
  const [sort, setSort] = useState<ReviewSort>('PHOTO_FIRST');
  const reviews = useProductReviews({ productId, page, photoOnly, size: size || null, sort });
  const photos = useProductReviews({ productId, page: 1, photoOnly: true, sort: 'NEWEST' });
  const sizes = useSizeGuide(productId).data?.reviewSizes ?? [];
  const reset = () => setPage(1);

  return (
    <div className={styles.reviews}>
      <div className={styles.reviewSummary}>
        <Stars rating={average} size="lg" />
        <span className={styles.reviewAverage}>{average.toFixed(1)}</span>
        <span className={styles.reviewCount}>리뷰 {count.toLocaleString('ko-KR')}개</span>
      </div>
      {photos.data && <ReviewPhotoStrip reviews={photos.data.items} />}
      {count > 0 && (
        <div className={styles.reviewControls}>
          <Select
            label="정렬"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => {
              setSort(event.currentTarget.value as ReviewSort);
              reset();
            }}
          />
          {sizes.length > 0 && (
            <Select
              label="구매한 사이즈"
              value={size}
              options={[{ value: ALL_SIZES, label: '전체 사이즈' }, ...sizes.map((value) => ({ value, label: value }))]}
              onChange={(event) => {
                setSize(event.currentTarget.value);
                reset();
              }}
            />
          )}
          <Checkbox
            label="사진 리뷰만 보기"
            checked={photoOnly}
            onChange={(event) => {
              setPhotoOnly(event.currentTarget.checked);
              reset();
            }}
          />
        </div>
      )}
      {reviews.isPending ? (
        <div role="status" aria-busy="true" aria-label="리뷰를 불러오는 중이에요">
          <SkeletonText lines={4} />
        </div>
      ) : reviews.isError ? (
        <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <EmptyState
          title={size ? `${size} 사이즈 리뷰가 아직 없어요` : photoOnly ? '사진 리뷰가 아직 없어요' : '아직 리뷰가 없어요'}
          description={size || photoOnly ? '다른 조건으로 골라 보세요.' : '상품을 받아 보신 뒤 첫 리뷰를 남겨 주세요.'}
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
