import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import type { ReviewStatus } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { PAGE_SIZE } from '../../../../../domain/paging';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { ReviewCard, type ReviewAction } from './review-card';
import { AnswerDialog, PhotoDialog, RejectDialog } from './review-dialogs';
import { keyName, REVIEW_SHORTCUTS, shortcutOf } from './review-shortcuts';
import styles from './reviews.module.css';
import { useAnswerReview, useEditReviewAnswer, useModerateReview, usePinReview, useReviewQueue, type QueuedReview } from './use-review-queue';

const TABS: readonly { id: ReviewStatus; label: string; key: 'ready' | 'applied' | 'reject' }[] = [
  { id: 'READY', label: '대기 중', key: 'ready' },
  { id: 'APPLIED', label: '공개', key: 'applied' },
  { id: 'REJECT', label: '반려', key: 'reject' },
];
const RATING_OPTIONS = [{ value: '', label: '전체' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n}점` }))];

type Dialog =
  | { kind: 'reject' | 'answer'; review: QueuedReview }
  | { kind: 'editAnswer'; review: QueuedReview; commentId: number; content: string }
  | { kind: 'photo'; src: string; label: string };

function queryOf(search: string) {
  const params = new URLSearchParams(search);
  const status = TABS.find((tab) => tab.id === params.get('status'))?.id ?? 'READY';
  const rating = Number(params.get('rating'));
  const page = Number(params.get('page'));
  return {
    status,
    hasPhotos: params.get('photos') === '1' ? true : null,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function ShortcutHelp({ canOperate }: { canOperate: boolean }) {
  return (
    <section className={styles.help} aria-labelledby="review-shortcuts">
      <h2 id="review-shortcuts" className={styles.helpTitle}>
        단축키
      </h2>
      <ul className={styles.helpList}>
        {REVIEW_SHORTCUTS.filter((shortcut) => canOperate || !shortcut.changes).map((shortcut) => (
          <li key={shortcut.action}>
            {shortcut.keys.map((key) => (
              <kbd key={key}>{keyName(key)}</kbd>
            ))}{' '}
            {shortcut.label}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>리뷰를 누르거나 Tab으로 옮긴 뒤 쓰세요. 입력 칸에 쓰는 동안에는 동작하지 않아요.</p>
    </section>
  );
}

/** `/admin/reviews?status=&photos=&rating=&page=`: the moderation queue, one tab per status. */
export function ReviewsPage() {
  const query = queryOf(useSearch());
  const [, navigate] = useLocation();
  const { canOperate } = useStaffLevel();
  const reviews = useReviewQueue(query);
  const moderate = useModerateReview();
  const pin = usePinReview();
  const answer = useAnswerReview();
  const editAnswer = useEditReviewAnswer();
  const [focusIndex, setFocusIndex] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = useRef(new Map<number, HTMLElement>());
  const refocus = useRef(false);
  const items = reviews.data?.staffReviews.items ?? [];

  const go = (next: Partial<typeof query>) => {
    const merged = { ...query, page: 1, ...next };
    navigate(paths.adminReviews({ status: merged.status === 'READY' ? null : merged.status, photos: merged.hasPhotos === true, rating: merged.rating, page: merged.page }), { replace: true });
    setFocusIndex(0);
  };

  const focusAt = (index: number) => {
    const clamped = Math.max(0, Math.min(index, items.length - 1));
    setFocusIndex(clamped);
    cards.current.get(clamped)?.focus();
  };

  // After a decision the list is read again; the review now at the same place takes the focus.
  useEffect(() => {
    if (!refocus.current || reviews.isFetching) return;
    refocus.current = false;
    // The card's own onFocus brings the index within the shorter list.
    cards.current.get(Math.max(0, Math.min(focusIndex, items.length - 1)))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, reviews.isFetching]);

  const done = (sentence: string) => {
    setAnnouncement(sentence);
    refocus.current = true;
  };
  const failed = (error: unknown) => setAnnouncement(errorMessage(error));

  const act = (review: QueuedReview, action: ReviewAction, commentId?: number) => {
    if (!canOperate) return;
    if (action === 'apply' && review.status !== 'APPLIED') {
      moderate.mutate({ reviewId: review.id, status: 'APPLIED' }, { onSuccess: () => done(`${review.user.name}님의 리뷰를 승인했어요.`), onError: failed });
    } else if (action === 'pin' && review.status === 'APPLIED') {
      pin.mutate(
        { reviewId: review.id, pinned: !review.pinned },
        { onSuccess: () => done(review.pinned ? '리뷰 고정을 풀었어요.' : '리뷰를 상단에 고정했어요.'), onError: failed },
      );
    } else if (action === 'pin') {
      setAnnouncement('공개된 리뷰만 상단에 고정할 수 있어요. 먼저 승인해 주세요.');
    } else if (action === 'reject' && review.status !== 'REJECT') setDialog({ kind: 'reject', review });
    else if (action === 'answer') setDialog({ kind: 'answer', review });
    else if (action === 'editAnswer') {
      const comment = review.reviewComments.find((row) => row.id === commentId);
      if (comment) setDialog({ kind: 'editAnswer', review, commentId: comment.id, content: comment.content });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = shortcutOf(event, canOperate);
    if (!shortcut || items.length === 0) return;
    event.preventDefault();
    if (shortcut === 'next' || shortcut === 'previous') {
      const next = focusIndex + (shortcut === 'next' ? 1 : -1);
      focusAt(next);
      const review = items[Math.max(0, Math.min(next, items.length - 1))];
      if (review) setAnnouncement(`${Math.max(0, Math.min(next, items.length - 1)) + 1}번째 리뷰: ${review.product.name}, ${review.rating}점`);
      return;
    }
    const review = items[focusIndex];
    if (review) act(review, shortcut);
  };

  const closeDialog = () => {
    setDialog(null);
    refocus.current = true;
  };

  let list;
  if (reviews.isError) list = <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />;
  else if (!reviews.data) {
    list = (
      <div role="status" aria-busy="true" aria-label="리뷰를 불러오는 중이에요">
        <Skeleton width="100%" height="14rem" />
      </div>
    );
  } else if (items.length === 0) {
    list = <EmptyState title={query.status === 'READY' ? '기다리는 리뷰가 없어요' : '이 탭에 리뷰가 없어요'} description="필터를 바꾸거나 다른 탭을 보세요." />;
  } else {
    list = (
      <>
        <div className={styles.list} onKeyDown={onKeyDown} aria-busy={reviews.isPlaceholderData || undefined}>
          {items.map((review, index) => (
            <ReviewCard
              key={review.id}
              ref={(el) => {
                if (el) cards.current.set(index, el);
                else cards.current.delete(index);
              }}
              review={review}
              canOperate={canOperate}
              focused={index === Math.min(focusIndex, items.length - 1)}
              onFocus={() => setFocusIndex(index)}
              onAction={(action, commentId) => {
                setFocusIndex(index);
                act(review, action, commentId);
              }}
              onPhoto={(src, label) => setDialog({ kind: 'photo', src, label })}
            />
          ))}
        </div>
        <Pagination page={query.page} total={reviews.data.staffReviews.total} pageSize={PAGE_SIZE} onPageChange={(page) => go({ ...query, page })} label="리뷰 목록 페이지" />
      </>
    );
  }

  const counts = reviews.data?.staffReviews.counts;
  return (
    <AdminPage title="리뷰 관리" description="승인하면 리뷰가 상품 페이지에 보이고 포인트가 한 번 적립돼요.">
      <div role="search" aria-label="리뷰 필터" className={styles.filters}>
        <Select label="별점" options={RATING_OPTIONS} value={query.rating ? String(query.rating) : ''} onChange={(event) => go({ rating: Number(event.target.value) || null })} />
        <Checkbox label="사진 리뷰만" checked={query.hasPhotos === true} onChange={(event) => go({ hasPhotos: event.target.checked ? true : null })} />
      </div>
      <ShortcutHelp canOperate={canOperate} />
      <p role="status" className={styles.announcer}>
        {announcement}
      </p>
      <Tabs
        label="리뷰 상태"
        value={query.status}
        onChange={(status) => go({ status })}
        tabs={TABS.map((tab) => ({ id: tab.id, label: tab.label, count: counts?.[tab.key], panel: tab.id === query.status ? list : null }))}
      />
      {dialog?.kind === 'photo' && <PhotoDialog src={dialog.src} label={dialog.label} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          onClose={closeDialog}
          onReject={async (feedback) => {
            await moderate.mutateAsync({ reviewId: dialog.review.id, status: 'REJECT', feedback });
            done(`${dialog.review.user.name}님의 리뷰를 반려했어요.`);
          }}
        />
      )}
      {dialog?.kind === 'answer' && (
        <AnswerDialog
          onClose={closeDialog}
          onAnswer={async (content) => {
            await answer.mutateAsync({ reviewId: dialog.review.id, content });
            done('답변을 달았어요.');
          }}
        />
      )}
      {dialog?.kind === 'editAnswer' && (
        <AnswerDialog
          initial={dialog.content}
          onClose={closeDialog}
          onAnswer={async (content) => {
            await editAnswer.mutateAsync({ reviewCommentId: dialog.commentId, content });
            done('답변을 고쳤어요.');
          }}
        />
      )}
    </AdminPage>
  );
}
