import { forwardRef } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { QueuedReview } from './use-review-queue';
import styles from './reviews.module.css';

export type ReviewAction = 'apply' | 'reject' | 'pin' | 'answer' | 'editAnswer';

interface ReviewCardProps {
  review: QueuedReview;
  canOperate: boolean;
  focused: boolean;
  onFocus: () => void;
  onAction: (action: ReviewAction, commentId?: number) => void;
  onPhoto: (src: string, label: string) => void;
}

const STATUS_BADGE = {
  READY: { label: '대기 중', tone: 'warning' },
  APPLIED: { label: '공개', tone: 'success' },
  REJECT: { label: '반려', tone: 'danger' },
} as const;

function sizeText(size: QueuedReview['reviewUserSize']): string | null {
  if (!size) return null;
  return [size.size && `${size.size} 구매`, size.height && `${size.height}cm`, size.weight && `${size.weight}kg`].filter(Boolean).join(' · ') || null;
}

/** One review with what staff decide by: photos, rating, the text, size and answers, the order line. */
export const ReviewCard = forwardRef<HTMLElement, ReviewCardProps>(function ReviewCard({ review, canOperate, focused, onFocus, onAction, onPhoto }, ref) {
  const badge = STATUS_BADGE[review.status];
  const titleId = `review-${review.id}-title`;
  const size = sizeText(review.reviewUserSize);
  return (
    <article
      ref={ref}
      className={focused ? `${styles.card} ${styles.focused}` : styles.card}
      tabIndex={focused ? 0 : -1}
      aria-labelledby={titleId}
      aria-current={focused || undefined}
      onFocus={onFocus}
      data-review-id={review.id}
    >
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {review.product.name}
          {review.optionText && <span className={styles.muted}> · {review.optionText}</span>}
        </h2>
        <div className={styles.badges}>
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {review.pinned && <Badge tone="primary">상단 고정</Badge>}
          {review.images.length > 0 && <Badge tone="info">사진 {review.images.length}장</Badge>}
        </div>
      </div>
      <p className={styles.meta}>
        <Stars rating={review.rating} /> <span>{review.user.name}</span> · <span>{formatDateTime(review.createdAt)}</span>
        {review.staffLine && (
          <>
            {' · '}
            <Link href={paths.adminOrder(review.staffLine.orderId)}>주문 {review.staffLine.orderId}번</Link>
          </>
        )}
      </p>
      {review.images.length > 0 && (
        <ul className={styles.photos} aria-label="리뷰 사진">
          {review.images.map((src, index) => {
            const label = `${review.user.name}님의 리뷰 사진 ${index + 1}/${review.images.length}`;
            return (
              <li key={src}>
                <button type="button" className={styles.thumb} onClick={() => onPhoto(src, label)} aria-label={`${label} 크게 보기`}>
                  <img src={src} alt="" loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.note}>{review.note}</p>
      {(size || review.reviewOptionSelecteds.length > 0) && (
        <dl className={styles.facts}>
          {size && (
            <div>
              <dt>체형</dt>
              <dd>{size}</dd>
            </div>
          )}
          {review.reviewOptionSelecteds.map((answer) => (
            <div key={answer.id}>
              <dt>{answer.reviewOption.content}</dt>
              <dd>{answer.reviewOptionDetail.content}</dd>
            </div>
          ))}
        </dl>
      )}
      {review.feedback && <p className={styles.feedback}>반려 사유: {review.feedback}</p>}
      {review.reviewComments.map((comment) => (
        <div key={comment.id} className={styles.answer}>
          <p>
            <strong>생협 답변</strong> <span className={styles.muted}>{formatDateTime(comment.createdAt)}</span>
          </p>
          <p>{comment.content}</p>
          {canOperate && (
            <Button size="sm" variant="ghost" onClick={() => onAction('editAnswer', comment.id)}>
              답변 고치기
            </Button>
          )}
        </div>
      ))}
      {canOperate && (
        <div className={styles.actions}>
          {review.status !== 'APPLIED' && (
            <Button size="sm" onClick={() => onAction('apply')} aria-keyshortcuts="a">
              승인
            </Button>
          )}
          {review.status !== 'REJECT' && (
            <Button size="sm" variant="danger" onClick={() => onAction('reject')} aria-keyshortcuts="r">
              반려
            </Button>
          )}
          {review.status === 'APPLIED' && (
            <Button size="sm" variant="secondary" onClick={() => onAction('pin')} aria-keyshortcuts="p">
              {review.pinned ? '고정 해제' : '상단 고정'}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onAction('answer')} aria-keyshortcuts="n">
            답변 쓰기
          </Button>
        </div>
      )}
    </article>
  );
});
