import { Link } from 'wouter';
import { ErrorState } from '../../components/ui/error-state';
import { ProductCard } from '../../components/ui/product-card';
import { Skeleton } from '../../components/ui/skeleton';
import { analyticsItem } from '../../lib/analytics/analytics-item';
import { trackEvent } from '../../lib/analytics/track';
import type { ProductCardFragment } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import styles from './home-page.module.css';
import type { HomeContent } from './use-home';
import { usePromotedRow } from './use-home';
import { paths } from '../../lib/paths';

type Promoted = HomeContent['promotedCategories'][number];

/** How many sub-category names a heading lists before it gets crowded on a phone. */
const SUB_CATEGORY_PREVIEW = 3;

function reportSelect(listName: string, product: ProductCardFragment, index: number) {
  trackEvent('select_item', {
    item_list_id: 'home_promoted',
    item_list_name: listName,
    items: [analyticsItem(product, { index, itemListId: 'home_promoted', itemListName: listName })],
  });
}

function ProductRow({ categoryId, title }: { categoryId: number; title: string }) {
  const row = usePromotedRow(categoryId);
  if (row.isPending) {
    return (
      <div role="status" className={styles.row} aria-busy="true" aria-label={`${title} 상품을 불러오는 중이에요`}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.tileSkeleton}>
            <Skeleton shape="block" height="100%" />
            <Skeleton width="80%" />
            <Skeleton width="50%" />
          </div>
        ))}
      </div>
    );
  }
  if (row.isError) return <ErrorState message={errorMessage(row.error)} onRetry={() => void row.refetch()} />;
  if (row.data.items.length === 0) return <p className={styles.rowEmpty}>이 카테고리에는 아직 상품이 없어요.</p>;
  return (
    <ul className={styles.row} aria-label={`${title} 상품`}>
      {row.data.items.map((product, index) => (
        <li key={product.id} className={styles.rowItem}>
          <ProductCard product={product} onSelect={() => reportSelect(title, product, index)} />
        </li>
      ))}
    </ul>
  );
}

function PromotedCategory({ categoryId, title, category }: Promoted) {
  const headingId = `promoted-${categoryId}`;
  const subNames = (category?.categories ?? []).slice(0, SUB_CATEGORY_PREVIEW).map((sub) => sub.content);
  return (
    <section aria-labelledby={headingId} className={styles.promoted}>
      <div className={styles.promotedHeader}>
        <div className={styles.promotedTitles}>
          <h3 id={headingId} className={styles.categoryTitle}>
            {title}
          </h3>
          {subNames.length > 0 && <span className={styles.categorySubs}>{subNames.join(' · ')}</span>}
        </div>
        <Link href={paths.products({ category: categoryId })} className={styles.moreLink} aria-label={`${title} 전체보기`}>
          전체보기
        </Link>
      </div>
      <ProductRow categoryId={categoryId} title={title} />
    </section>
  );
}

/** The tenant's promoted categories, in the tenant's order, each with a row of its newest products. */
export function PromotedCategories({ categories }: { categories: HomeContent['promotedCategories'] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="promoted-categories-title" className={styles.promotedList}>
      <h2 id="promoted-categories-title" className={styles.sectionTitle}>
        추천 카테고리
      </h2>
      <ul className={styles.promotedItems}>
        {categories.map((promoted) => (
          <li key={promoted.categoryId}>
            <PromotedCategory {...promoted} />
          </li>
        ))}
      </ul>
    </section>
  );
}
