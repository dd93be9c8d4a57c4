import { useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { WISH_REMOVED_MESSAGE } from '../../../../domain/wishlist/wishlist-messages';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination, pageCount } from '../../components/ui/pagination';
import { SavedProductsSkeleton } from '../../components/ui/saved-products-skeleton';
import type { WishlistItemFieldsFragment } from '../../lib/__generated__/graphql';
import { useNow } from '../../lib/clock';
import { errorMessage } from '../../lib/graphql-client';
import { pageOf } from '../../lib/page-of';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import styles from '../../components/ui/saved-products.module.css';
import { useToggleWish, useWishlist } from './use-wishlist';
import { WishlistItem } from './wishlist-item';

/** `/my/wishlist`: the products the member wished (찜), newest first, removable one by one. */
export function WishlistPage() {
  const store = useStore();
  const now = useNow();
  const [, navigate] = useLocation();
  const page = pageOf(new URLSearchParams(useSearch()).get('page'));
  const list = useWishlist(page);
  const toggle = useToggleWish();

  const goTo = (next: number) => navigate(paths.wishlist({ page: next }));
  const remove = (item: WishlistItemFieldsFragment) =>
    toggle.mutate(
      { productId: item.productId, wished: false },
      {
        onSuccess: () => {
          showToast(WISH_REMOVED_MESSAGE, store);
          // The last one of the last page is gone: show the page before instead of an empty one.
          const total = (list.data?.total ?? 1) - 1;
          if (page > pageCount(total)) goTo(pageCount(total));
        },
        onError: (error) => showToast(errorMessage(error), store),
      },
    );

  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <SavedProductsSkeleton label="찜한 상품을 불러오는 중이에요" />;
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <EmptyState
        title="찜한 상품이 없어요"
        description="상품 페이지에서 하트 모양의 찜 버튼을 누르면 여기에 모아 둘게요."
        action={<ButtonLink href={paths.products()}>상품 보러 가기</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.total}>모두 {total.toLocaleString('ko-KR')}개</p>
      <ul className={styles.list} aria-label="찜한 상품 목록" aria-busy={list.isPlaceholderData || undefined}>
        {items.map((item) => (
          <WishlistItem
            key={item.id}
            item={item}
            now={now}
            removing={toggle.isPending && toggle.variables.productId === item.productId}
            onRemove={remove}
          />
        ))}
      </ul>
      <Pagination page={page} total={total} onPageChange={goTo} label="찜한 상품 페이지" />
    </div>
  );
}
