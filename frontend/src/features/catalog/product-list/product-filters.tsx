import { Link, useLocation } from 'wouter';
import { Checkbox } from '../../../components/ui/checkbox';
import { trackEvent } from '../../../lib/analytics/track';
import type { CategoryFieldsFragment, ProductCategoriesQuery } from '../../../lib/__generated__/graphql';
import { listHref, type ListFilters } from './list-filters';
import styles from './product-list-page.module.css';

export type MainCategory = ProductCategoriesQuery['productCategories'][number];

interface ProductFiltersProps {
  filters: ListFilters;
  mainCategories: readonly MainCategory[];
  groupCategories: readonly CategoryFieldsFragment[];
}

/** A new list starts at its top; the browser's own restore handles back and forward. */
function scrollListToTop() {
  if (window.scrollY > 0) window.scrollTo({ top: 0 });
}

interface ChipLinkProps {
  href: string;
  selected: boolean;
  label: string;
  onClick?: () => void;
}

function ChipLink({ href, selected, label, onClick }: ChipLinkProps) {
  return (
    <li>
      <Link
        href={href}
        className={selected ? `${styles.chip} ${styles.chipSelected}` : styles.chip}
        aria-current={selected ? 'true' : undefined}
        onClick={() => {
          scrollListToTop();
          onClick?.();
        }}
      >
        {label}
      </Link>
    </li>
  );
}

/**
 * The list's filters as links (each combination has its own address): main categories, the chosen
 * one's sub categories, the departments' group products, and the only-available switch.
 */
export function ProductFilters({ filters, mainCategories, groupCategories }: ProductFiltersProps) {
  const [, navigate] = useLocation();
  const main = mainCategories.find((category) => category.id === filters.categoryId);
  const subs = (main?.categories ?? []).filter((sub) => sub.visible);

  return (
    <div className={styles.filters}>
      {mainCategories.length > 0 && (
        <nav aria-label="카테고리">
          <ul className={styles.chipRow}>
            <ChipLink href={listHref({ ...filters, categoryId: null, subCategoryId: null })} selected={filters.categoryId === null} label="전체" />
            {mainCategories.map((category) => (
              <ChipLink
                key={category.id}
                href={listHref({ ...filters, categoryId: category.id, subCategoryId: null })}
                selected={filters.categoryId === category.id}
                label={category.content}
              />
            ))}
          </ul>
        </nav>
      )}
      {main && subs.length > 0 && (
        <nav aria-label={`${main.content} 세부 카테고리`}>
          <ul className={`${styles.chipRow} ${styles.subRow}`}>
            <ChipLink href={listHref({ ...filters, subCategoryId: null })} selected={filters.subCategoryId === null} label={`${main.content} 전체`} />
            {subs.map((sub) => (
              <ChipLink
                key={sub.id}
                href={listHref({ ...filters, subCategoryId: sub.id })}
                selected={filters.subCategoryId === sub.id}
                label={sub.content}
              />
            ))}
          </ul>
        </nav>
      )}
      {groupCategories.length > 0 && (
        <nav aria-label="학과·단체 상품">
          <p className={styles.rowLabel} aria-hidden="true">
            학과·단체
          </p>
          <ul className={styles.chipRow}>
            <ChipLink href={listHref({ ...filters, groupCategoryId: null })} selected={filters.groupCategoryId === null} label="전체 학과" />
            {groupCategories.map((group) => (
              <ChipLink
                key={group.id}
                href={listHref({ ...filters, groupCategoryId: group.id })}
                selected={filters.groupCategoryId === group.id}
                label={group.content}
                onClick={() => trackEvent('select_group_category', { group_category_id: group.id, group_category_name: group.content })}
              />
            ))}
          </ul>
        </nav>
      )}
      <Checkbox
        label="구매 가능한 상품만 보기"
        checked={filters.onlyAvailable}
        onChange={(event) => {
          scrollListToTop();
          navigate(listHref({ ...filters, onlyAvailable: event.currentTarget.checked }));
        }}
      />
    </div>
  );
}
