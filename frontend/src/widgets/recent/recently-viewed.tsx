import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '../../components/ui/product-card';
import { ProductListDocument } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';
import styles from './recently-viewed.module.css';
import { useRecentlyViewedIds } from './recent-store';

/**
 * 최근 본 상품: the ids this device remembers, resolved through the product list (so hidden or
 * deleted products simply drop out), newest viewed first. Nothing shows until there is one.
 */
export function RecentlyViewed({ excludeId }: { excludeId?: number }) {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  const query = useQuery({ ...queryOptionsFor(ProductListDocument, { data: { ids: [...ids], limit: 20 } }), enabled: ids.length > 0 });
  if (ids.length === 0 || !query.data) return null;
  const byId = new Map(query.data.products.items.map((product) => [product.id, product]));
  const products = ids.map((id) => byId.get(id)).filter((product) => product !== undefined);
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.title}>
        최근 본 상품
      </h2>
      <ul className={styles.strip} aria-label="최근 본 상품 목록">
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
