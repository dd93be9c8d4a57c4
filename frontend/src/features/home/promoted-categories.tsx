import { Link } from 'wouter';
import type { HomeContent } from './use-home';
import styles from './home-page.module.css';

interface PromotedCategoriesProps {
  categories: HomeContent['promotedCategories'];
}

/** How many sub-category names a tile lists before it gets crowded on a phone. */
const SUB_CATEGORY_PREVIEW = 3;

/** The tenant's promoted categories, in the tenant's order, each leading to its product list. */
export function PromotedCategories({ categories }: PromotedCategoriesProps) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="promoted-categories-title">
      <h2 id="promoted-categories-title" className={styles.sectionTitle}>
        추천 카테고리
      </h2>
      <ul className={styles.categoryGrid}>
        {categories.map(({ categoryId, title, category }) => {
          const subNames = (category?.categories ?? []).slice(0, SUB_CATEGORY_PREVIEW).map((sub) => sub.content);
          return (
            <li key={categoryId}>
              <Link href={`/products?category=${categoryId}`} className={styles.categoryTile}>
                <span className={styles.categoryTitle}>{title}</span>
                {subNames.length > 0 && <span className={styles.categorySubs}>{subNames.join(' · ')}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
