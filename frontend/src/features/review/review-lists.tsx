import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import type { MyReviewFieldsFragment, OrderLineFragment } from '../../lib/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { LineSummary, ReviewDeadline } from './line-summary';
import { ReviewCard } from './review-card';
import styles from './reviews.module.css';
import { paths } from '../../lib/paths';

interface Page<T> {
  items: T[];
  total: number;
}

interface PagedListProps<T> {
  query: UseQueryResult<Page<T>>;
  label: string;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** The states every tab shares: placeholders, the API's message with a retry, empty, a page. */
function PagedList<T>({ query, label, page, onPage, empty, children }: PagedListProps<T>) {
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={`${label}을 불러오는 중이에요`}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={styles.item}>
            <Skeleton shape="block" width="64px" height="64px" />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  const { items, total } = query.data;
  if (total === 0) return empty;
  return (
    <>
      <ul className={styles.list} aria-label={label} aria-busy={query.isPlaceholderData || undefined}>
        {items.map(children)}
      </ul>
      <Pagination page={page} total={total} onPageChange={onPage} label={`${label} 페이지`} />
    </>
  );
}

interface TabListProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
}

export function ReviewableList({ query, page, onPage }: TabListProps<OrderLineFragment>) {
  return (
    <PagedList
      query={query}
      label="작성 가능한 리뷰 목록"
      page={page}
      onPage={onPage}
      empty={
        <EmptyState
          title="지금 리뷰를 쓸 수 있는 상품이 없어요"
          description="배송이 완료된 상품은 90일 동안 리뷰를 쓸 수 있어요."
          action={<ButtonLink href={paths.orders()}>주문 내역 보기</ButtonLink>}
        />
      }
    >
      {(line) => (
        <li key={line.id} className={styles.item}>
          <LineSummary name={line.productName} image={line.product.image} optionText={line.optionText}>
            <p className={styles.meta}>
              <time dateTime={line.createdAt}>{formatDate(line.createdAt)}</time> 주문 · 배송 완료
            </p>
            <ReviewDeadline until={line.reviewableUntil} />
          </LineSummary>
          <ButtonLink href={paths.writeReview(line.id)} size="sm" aria-label={`${line.productName} 리뷰 쓰기`}>
            리뷰 쓰기
          </ButtonLink>
        </li>
      )}
    </PagedList>
  );
}

export function MyReviewList({ query, page, onPage }: TabListProps<MyReviewFieldsFragment>) {
  return (
    <PagedList
      query={query}
      label="내가 쓴 리뷰 목록"
      page={page}
      onPage={onPage}
      empty={
        <EmptyState
          title="아직 쓴 리뷰가 없어요"
          description="배송 완료된 상품의 리뷰를 쓰면 검수 후 게시되고 포인트가 적립돼요."
          action={<ButtonLink href={paths.reviews()}>작성 가능한 리뷰 보기</ButtonLink>}
        />
      }
    >
      {(review) => <ReviewCard key={review.id} review={review} />}
    </PagedList>
  );
}

export function RejectedReviewList({ query, page, onPage }: TabListProps<MyReviewFieldsFragment>) {
  return (
    <PagedList
      query={query}
      label="반려된 리뷰 목록"
      page={page}
      onPage={onPage}
      empty={<EmptyState title="반려된 리뷰가 없어요" description="생협이 리뷰를 반려하면 여기에서 사유를 보고 고쳐서 다시 등록할 수 있어요." />}
    >
      {(review) => <ReviewCard key={review.id} review={review} rejectedView />}
    </PagedList>
  );
}
