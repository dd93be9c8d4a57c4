import { useStore } from 'jotai';
import { useLocation, useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { showMessage } from '../../lib/toast';
import { FormSkeleton } from './form-skeleton';
import { LineSummary } from './line-summary';
import { StaffFeedback } from './review-card';
import { ReviewForm } from './review-form';
import { sizesOf } from './review-form-model';
import styles from './reviews.module.css';
import { useUpdateReview } from './use-review-mutations';
import { useOrderLineForReview, useReviewDetail } from './use-reviews';
import { PointsNote, REVIEW_SENT_MESSAGE, idParam } from './write-review-page';
import { paths } from '../../lib/paths';

type Review = NonNullable<ReturnType<typeof useReviewDetail>['data']>;

function initialOf(review: Review) {
  return {
    rating: review.rating,
    note: review.note,
    size: review.reviewUserSize?.size ?? '',
    height: review.reviewUserSize?.height?.toString() ?? '',
    weight: review.reviewUserSize?.weight?.toString() ?? '',
    answers: Object.fromEntries(review.reviewOptionSelecteds.map((answer) => [answer.reviewOptionId, answer.reviewOptionDetailId])),
  };
}

function EditForm({ review }: { review: Review }) {
  const store = useStore();
  const [, navigate] = useLocation();
  // The line knows the product's sizes; without it the size stays a text field.
  const line = useOrderLineForReview(review.orderProduct?.id ?? null);
  const update = useUpdateReview();
  if (line.isPending && line.fetchStatus !== 'idle') return <FormSkeleton />;
  const { sizes } = line.data
    ? sizesOf({ productOptions: line.data.product.productOptions, productOptionDetail: line.data.productOptionDetail })
    : { sizes: [] as string[] };
  const saved = review.reviewUserSize?.size;
  return (
    <ReviewForm
      reviewType={review.product.productReviewType}
      sizes={saved && !sizes.includes(saved) ? [] : sizes}
      initial={initialOf(review)}
      initialPhotos={review.images}
      submitLabel={review.status === 'REJECT' ? '수정해서 다시 등록' : '수정 완료'}
      pending={update.isPending}
      onSubmit={(fields) =>
        update.mutateAsync({ ...fields, id: review.id }).then(() => {
          showMessage(REVIEW_SENT_MESSAGE, { store });
          navigate(paths.reviews({ tab: 'mine' }));
        })
      }
    />
  );
}

/** `/my/reviews/:id/edit`: a waiting or rejected review, sent back for checking. */
export function EditReviewPage() {
  const id = idParam(useParams<{ id: string }>().id);
  const detail = useReviewDetail(id);

  if (id === null) return <ErrorState message="수정할 리뷰를 다시 선택해 주세요." />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <FormSkeleton />;
  const review = detail.data;
  if (review.status === 'APPLIED') {
    return (
      <EmptyState
        title="이미 게시된 리뷰는 수정할 수 없어요"
        description="고칠 내용이 있으면 고객센터로 문의해 주세요."
        action={<ButtonLink href={paths.reviews({ tab: 'mine' })}>내가 쓴 리뷰 보기</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <LineSummary name={review.orderProduct?.productName ?? review.product.name} image={review.product.image} optionText={review.optionText} />
      {review.status === 'REJECT' && <StaffFeedback feedback={review.feedback} />}
      <EditForm review={review} />
      <PointsNote />
    </div>
  );
}
