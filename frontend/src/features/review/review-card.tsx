import { Badge, type BadgeTone } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Stars } from '../../components/ui/stars';
import type { MyReviewFieldsFragment, ReviewStatus } from '../../lib/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { LineSummary } from './line-summary';
import styles from './reviews.module.css';
import { paths } from '../../lib/paths';

export const REVIEW_STATUS: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  READY: { label: '검수 중', tone: 'info' },
  APPLIED: { label: '게시됨', tone: 'success' },
  REJECT: { label: '반려됨', tone: 'danger' },
};

function bodyFacts(size: MyReviewFieldsFragment['reviewUserSize']): string | null {
  if (!size) return null;
  const parts = [
    size.size ? `사이즈 ${size.size}` : null,
    size.height !== null ? `키 ${size.height}cm` : null,
    size.weight !== null ? `몸무게 ${size.weight}kg` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** What staff said about a rejected review, set apart so it is the first thing read. */
export function StaffFeedback({ feedback }: { feedback: string | null }) {
  return (
    <section className={styles.feedback} aria-label="반려 사유">
      <p className={styles.feedbackTitle}>생협에서 리뷰를 반려했어요</p>
      <p className={styles.feedbackText}>{feedback ?? '반려 사유가 남아 있지 않아요. 고객센터로 문의해 주세요.'}</p>
    </section>
  );
}

interface ReviewCardProps {
  review: MyReviewFieldsFragment;
  /** The rejected tab leads with the feedback and a bigger way to fix it. */
  rejectedView?: boolean;
}

/** One of the member's reviews: the product, status, stars, text, photos and their sizes. */
export function ReviewCard({ review, rejectedView = false }: ReviewCardProps) {
  const status = REVIEW_STATUS[review.status];
  const facts = bodyFacts(review.reviewUserSize);
  const name = review.orderProduct?.productName ?? review.product.name;
  const editable = review.status !== 'APPLIED';
  return (
    <li className={styles.item}>
      <article className={styles.review} aria-label={`${name} 리뷰`}>
        <LineSummary name={name} image={review.product.image} optionText={review.optionText}>
          <p className={styles.meta}>
            <Badge tone={status.tone}>{status.label}</Badge> <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time> 작성
          </p>
        </LineSummary>
        {rejectedView && <StaffFeedback feedback={review.feedback} />}
        <Stars rating={review.rating} />
        {facts && <p className={styles.meta}>{facts}</p>}
        {review.reviewOptionSelecteds.length > 0 && (
          <dl className={styles.answers}>
            {review.reviewOptionSelecteds.map((answer) => (
              <div key={answer.id}>
                <dt>{answer.reviewOption.content}</dt>
                <dd>{answer.reviewOptionDetail.content}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className={styles.note}>{review.note}</p>
        {review.images.length > 0 && (
          <ul className={styles.photos} aria-label="리뷰 사진">
            {review.images.map((src, index) => (
              <li key={src}>
                <img src={src} alt={`${name} 리뷰 사진 ${index + 1}`} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
        {!rejectedView && review.status === 'REJECT' && (
          <p className={styles.meta}>반려 사유는 ‘반려된 리뷰’ 탭에서 확인할 수 있어요.</p>
        )}
        {editable && (
          <ButtonLink
            href={paths.editReview(review.id)}
            variant={rejectedView ? 'primary' : 'secondary'}
            size={rejectedView ? 'md' : 'sm'}
            fullWidth={rejectedView}
            aria-label={`${name} 리뷰 ${rejectedView ? '수정하기' : '수정'}`}
          >
            {rejectedView ? '수정하기' : '수정'}
          </ButtonLink>
        )}
      </article>
    </li>
  );
}
