import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './infinite-list.module.css';
import { Spinner } from './spinner';

/**
 * The part of a TanStack `useInfiniteQuery` result the list drives; pass the result as it is.
 * (Primitives fetch nothing themselves, so the shape is spelled out rather than imported.)
 */
export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchNextPageError?: boolean;
}

interface InfiniteListProps<TItem> {
  items: readonly TItem[];
  getKey: (item: TItem) => string | number;
  renderItem: (item: TItem, index: number) => ReactNode;
  query: InfiniteSource;
  /** Names the list for screen readers, e.g. "상품 목록". */
  label: string;
  layout?: 'list' | 'grid';
  /** Shown when there is nothing at all (an EmptyState). */
  empty?: ReactNode;
  /** Placeholders in the shape of the items while the next page loads. */
  loadingMore?: ReactNode;
  endMessage?: string;
  errorMessage?: string;
  /** How far below the screen the next page starts loading, so scrolling rarely waits. */
  rootMargin?: string;
}

/**
 * A list that loads its next page as its end nears (an IntersectionObserver on a sentinel).
 * Without IntersectionObserver, or after a failed page, a button asks for more instead, so the
 * list never loops on an error and always stays reachable by keyboard.
 */
export function InfiniteList<TItem>({
  items,
  getKey,
  renderItem,
  query,
  label,
  layout = 'list',
  empty,
  loadingMore,
  endMessage = '모두 불러왔어요.',
  errorMessage = '목록을 더 불러오지 못했어요.',
  rootMargin = '400px 0px',
}: InfiniteListProps<TItem>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError = false } = query;
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const fetchRef = useRef(fetchNextPage);
  useEffect(() => {
    fetchRef.current = fetchNextPage;
  }, [fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canObserve || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    // A fresh observer after every page reports at once if the sentinel is still on screen
    // (a short first page), which a long-lived one would not.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchRef.current();
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canObserve, hasNextPage, isFetchingNextPage, isFetchNextPageError, rootMargin, items.length]);

  if (items.length === 0 && !hasNextPage && !isFetchingNextPage) return <>{empty}</>;

  return (
    <div className={styles.container}>
      <ul className={layout === 'grid' ? styles.grid : styles.list} aria-label={label} aria-busy={isFetchingNextPage || undefined}>
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {isFetchingNextPage && loadingMore && (
        <div className={layout === 'grid' ? styles.grid : styles.list} aria-hidden="true">
          {loadingMore}
        </div>
      )}
      <div ref={sentinel} className={styles.footer}>
        {isFetchingNextPage && (
          <p className={styles.status} role="status">
            <Spinner /> 불러오는 중이에요…
          </p>
        )}
        {isFetchNextPageError && !isFetchingNextPage && (
          <div className={styles.error} role="alert">
            <p className={styles.status}>{errorMessage}</p>
            <Button variant="secondary" onClick={() => fetchNextPage()}>
              다시 시도
            </Button>
          </div>
        )}
        {hasNextPage && !canObserve && !isFetchingNextPage && !isFetchNextPageError && (
          <Button variant="secondary" fullWidth onClick={() => fetchNextPage()}>
            더 보기
          </Button>
        )}
        {!hasNextPage && items.length > 0 && <p className={styles.end}>{endMessage}</p>}
      </div>
    </div>
  );
}
