import { useStore } from 'jotai';
import { useLocation, useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { showMessage } from '../../lib/toast';
import { FormSkeleton } from './form-skeleton';
import { LineSummary, ReviewDeadline } from './line-summary';
import { ReviewForm } from './review-form';
import { emptyReviewForm, sizesOf } from './review-form-model';
import styles from './reviews.module.css';
import { useCreateReview } from './use-review-mutations';
import { useOrderLineForReview } from './use-reviews';
import { paths } from '../../lib/paths';

/** docs/product-rules.md#reviews: points come when staff publish the review, not when it is sent. */
export const REVIEW_SENT_MESSAGE = '리뷰를 등록했어요. 검수 후 게시되면 포인트가 적립돼요.';

export const idParam = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** `/my/reviews/write/:orderProductId`: a review of one delivered line. */
export function WriteReviewPage() {
  const store = useStore();
  const [, navigate] = useLocation();
  const id = idParam(useParams<{ orderProductId: string }>().orderProductId);
  const line = useOrderLineForReview(id);
  const create = useCreateReview();

  if (id === null) return <ErrorState message="리뷰를 쓸 주문 상품을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요." />;
  if (line.isError) return <ErrorState message={errorMessage(line.error)} onRetry={() => void line.refetch()} />;
  if (!line.data) return <FormSkeleton />;
  const { product } = line.data;

  if (line.data.review) {
    return (
      <EmptyState
        title="이미 리뷰를 작성한 상품이에요"
        description="내가 쓴 리뷰에서 확인하거나, 검수 전이면 수정할 수 있어요."
        action={<ButtonLink href={paths.reviews({ tab: 'mine' })}>내가 쓴 리뷰 보기</ButtonLink>}
      />
    );
  }
  if (!line.data.isReviewable) {
    return (
      <EmptyState
        title="지금은 리뷰를 쓸 수 없는 상품이에요"
        description="배송이 완료된 상품만, 배송 완료 후 90일 안에 리뷰를 쓸 수 있어요."
        action={<ButtonLink href={paths.reviews()}>작성 가능한 리뷰 보기</ButtonLink>}
      />
    );
  }

  const { sizes, bought } = sizesOf({ productOptions: product.productOptions, productOptionDetail: line.data.productOptionDetail });
  return (
    <div className={styles.page}>
      <LineSummary name={line.data.productName} image={product.image} optionText={line.data.optionText}>
        <ReviewDeadline until={line.data.reviewableUntil} />
      </LineSummary>
      <ReviewForm
        reviewType={product.productReviewType}
        sizes={sizes}
        initial={emptyReviewForm(bought)}
        submitLabel="리뷰 등록"
        pending={create.isPending}
        onSubmit={(fields) =>
          create.mutateAsync({ ...fields, orderProductId: id }).then(() => {
            showMessage(REVIEW_SENT_MESSAGE, { store });
            navigate(paths.reviews({ tab: 'mine' }));
          })
        }
      />
      <PointsNote />
    </div>
  );
}

/** What a review earns, as far as the API tells (it exposes no amounts, so no numbers here). */
export function PointsNote() {
  return <p className={styles.note}>리뷰는 생협 검수 후 상품 페이지에 게시되고, 게시되면 포인트가 적립돼요. 사진을 함께 올리면 더 많이 적립돼요.</p>;
}
