import { Badge } from '../../../components/ui/badge';
import { Stars } from '../../../components/ui/stars';
import type { ReviewFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { REVIEW_SIZE_TERM } from '../../../../../domain/review/review-messages';
import styles from './reviews.module.css';

function bodyFacts(size: ReviewFieldsFragment['reviewUserSize']): string | null {
  if (!size) return null;
  const parts = [
    size.height !== null ? `키 ${size.height}cm` : null,
    size.weight !== null ? `몸무게 ${size.weight}kg` : null,
    size.size ? `${REVIEW_SIZE_TERM} ${size.size}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One APPLIED review: who (masked), when, rating, what they bought, their answers, text, photos, staff answers. */
export function ReviewItem({ review }: { review: ReviewFieldsFragment }) {
  const facts = bodyFacts(review.reviewUserSize);
  return (
    <article className={styles.review} aria-label={`${review.user.name}님의 리뷰`}>
      <header className={styles.reviewHeader}>
        <Stars rating={review.rating} />
        {review.pinned && <Badge tone="primary">베스트</Badge>}
        <span className={styles.reviewMeta}>
          {review.user.name} · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </span>
      </header>
      {review.optionText && <p className={styles.reviewOption}>구매 옵션: {review.optionText}</p>}
      {facts && <p className={styles.reviewOption}>{facts}</p>}
      {review.reviewOptionSelecteds.length > 0 && (
        <dl className={styles.answers}>
          {review.reviewOptionSelecteds.map((answer) => (
            <div key={answer.id} className={styles.answer}>
              <dt>{answer.reviewOption.content}</dt>
              <dd>{answer.reviewOptionDetail.content}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.reviewNote}>{review.note}</p>
      {review.images.length > 0 && (
        <ul className={styles.reviewPhotos} aria-label="리뷰 사진">
          {review.images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <a href={src} target="_blank" rel="noopener noreferrer" className={styles.reviewPhoto}>
                <img src={src} alt={`${review.user.name}님의 리뷰 사진 ${index + 1}`} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reviewComments.map((comment) => (
        <div key={comment.id} className={styles.staffAnswer}>
          <p className={styles.staffAnswerTitle}>
            생협 답변 <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
          </p>
          <p className={styles.reviewNote}>{comment.content}</p>
        </div>
      ))}
    </article>
  );
}
