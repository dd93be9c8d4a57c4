import { useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { ProductCard } from '../../../components/ui/product-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { analyticsItem } from '../../../lib/analytics/analytics-item';
import { trackEvent } from '../../../lib/analytics/track';
import type { ProductCardFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { useDocumentTitle } from '../../../lib/tenant';
import { listHref, NO_FILTERS, parseListFilters, type ListFilters } from './list-filters';
import { ProductFilters, type MainCategory } from './product-filters';
import styles from './product-list-page.module.css';
import { useProductCategories } from './use-product-categories';
import { useProductList } from './use-product-list';
import { paths } from '../../../lib/paths';
import { LEAD_CARDS } from '../../../../../domain/catalog/first-screen';
import { RecentlyViewed } from '../../../widgets/recent/recently-viewed';

const ITEM_LIST_ID = 'product_list';

/** The list's heading: the narrowest category chosen, else the whole shop. */
function listTitle(filters: ListFilters, mains: readonly MainCategory[], groups: readonly { id: number; content: string }[]): string {
  const main = mains.find((category) => category.id === filters.categoryId);
  const sub = main?.categories.find((category) => category.id === filters.subCategoryId);
  const group = groups.find((category) => category.id === filters.groupCategoryId);
  if (filters.q) return `‘${filters.q}’ 검색 결과`;
  const base = sub?.content ?? main?.content ?? (group ? null : '전체 상품');
  return [group?.content, base].filter(Boolean).join(' ');
}

function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className={styles.cardSkeleton}>
      <Skeleton shape="block" height="auto" />
      <Skeleton width="80%" />
      <Skeleton width="50%" />
    </div>
  ));
}

/** `view_item_list` once for every page the list shows, with the cards' positions in the list. */
function useViewItemList(listKey: string, listName: string, pages: readonly ProductCardFragment[][] | undefined) {
  const reported = useRef({ key: '', pages: 0 });
  useEffect(() => {
    if (!pages || listName === '') return;
    if (reported.current.key !== listKey) reported.current = { key: listKey, pages: 0 };
    let index = pages.slice(0, reported.current.pages).reduce((sum, page) => sum + page.length, 0);
    for (const page of pages.slice(reported.current.pages)) {
      trackEvent('view_item_list', {
        item_list_id: ITEM_LIST_ID,
        item_list_name: listName,
        items: page.map((product) => analyticsItem(product, { index: index++, itemListId: ITEM_LIST_ID, itemListName: listName })),
      });
    }
    reported.current.pages = pages.length;
  }, [listKey, listName, pages]);
}

export function ProductListPage() {
  const search = useSearch();
  const filters = useMemo(() => parseListFilters(search), [search]);
  const listKey = listHref(filters);
  const mains = useProductCategories(false);
  const groups = useProductCategories(true);
  const list = useProductList(filters);

  const categoriesSettled = !mains.isPending && !groups.isPending;
  const title = categoriesSettled ? listTitle(filters, mains.data ?? [], groups.data ?? []) : '';
  useDocumentTitle(title || undefined);

  const pages = useMemo(() => list.data?.pages.map((page) => page.products.items), [list.data]);
  const items = useMemo(() => pages?.flat() ?? [], [pages]);
  // The name waits for the categories, so that the first page is reported under its real name.
  useViewItemList(listKey, title, pages);

  const onSelect = (product: ProductCardFragment) => {
    trackEvent('select_item', {
      item_list_id: ITEM_LIST_ID,
      item_list_name: title,
      items: [analyticsItem(product, { index: items.indexOf(product), itemListId: ITEM_LIST_ID, itemListName: title })],
    });
  };

  const total = list.data?.pages[0]?.products.total;
  const filtered = listKey !== listHref(NO_FILTERS);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title || <Skeleton width="8rem" height="1.75rem" />}</h1>
        {total !== undefined && <p className={styles.total}>총 {total.toLocaleString('ko-KR')}개</p>}
      </header>
      <ProductFilters filters={filters} mainCategories={mains.data ?? []} groupCategories={groups.data ?? []} categoriesLoading={mains.isPending} />
      {list.isPending ? (
        <div role="status" className={styles.skeletonGrid} aria-busy="true" aria-label="상품 목록을 불러오는 중이에요">
          <CardSkeletons count={6} />
        </div>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <InfiniteList
          key={listKey}
          items={items}
          getKey={(product) => product.id}
          renderItem={(product, index) => <ProductCard product={product} onSelect={onSelect} priority={index < LEAD_CARDS} />}
          query={list}
          label={title ? `${title} 상품 목록` : '상품 목록'}
          layout="grid"
          loadingMore={<CardSkeletons count={2} />}
          endMessage="모든 상품을 불러왔어요."
          errorMessage="상품을 더 불러오지 못했어요."
          empty={
            <EmptyState
              title="조건에 맞는 상품이 없어요"
              description={
                filters.q
                  ? '검색어를 줄이거나 초성(예: ㄱㅈ)으로 찾아보세요.'
                  : filters.onlyAvailable
                  ? '‘구매 가능한 상품만 보기’를 끄면 판매 예정·품절 상품도 볼 수 있어요.'
                  : '다른 카테고리를 둘러보세요.'
              }
              action={
                filtered ? (
                  <ButtonLink href={paths.products()} variant="secondary">
                    전체 상품 보기
                  </ButtonLink>
                ) : undefined
              }
            />
          }
        />
      )}
      <RecentlyViewed />
    </div>
  );
}
