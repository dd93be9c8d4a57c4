import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT_LABELS } from '../../../../../domain/catalog/product-sort';
import { Checkbox } from '../../../components/ui/checkbox';
import { BottomSheet } from '../../../components/ui/modal';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { trackEvent } from '../../../lib/analytics/track';
import type { CategoryFieldsFragment, ProductCategoriesQuery, ProductSort } from '../../../lib/__generated__/graphql';
import { PriceRange } from './price-range';
import { listHref, type ListFilters } from './list-filters';
import styles from './product-list-page.module.css';

export type MainCategory = ProductCategoriesQuery['productCategories'][number];

interface ProductFiltersProps {
  filters: ListFilters;
  mainCategories: readonly MainCategory[];
  groupCategories: readonly CategoryFieldsFragment[];
  /** While the categories load, their row's height is held so the grid below never moves (CLS). */
  categoriesLoading?: boolean;
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
 * The list's filters as links (each combination has its own address). One scrollable row holds the
 * main categories (and, under a chosen one, its sub categories); the 필터 button opens a sheet with
 * the departments' group products, the price range and the only-available switch; the sort is a
 * native select (ADR 0058).
 */
export function ProductFilters({ filters, mainCategories, groupCategories, categoriesLoading = false }: ProductFiltersProps) {
  const [, navigate] = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const main = mainCategories.find((category) => category.id === filters.categoryId);
  const subs = (main?.categories ?? []).filter((sub) => sub.visible);
  const go = (next: ListFilters) => {
    scrollListToTop();
    navigate(listHref(next));
  };
  const sheetCount = [filters.groupCategoryId !== null, filters.onlyAvailable, filters.minPrice !== undefined || filters.maxPrice !== undefined].filter(Boolean).length;

  return (
    <div className={styles.filters}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.filterButton} aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          필터{sheetCount > 0 ? ` ${sheetCount}` : ''}
        </button>
        <label className={styles.sortLabel}>
          <VisuallyHidden>정렬</VisuallyHidden>
          <select
            className={styles.sortSelect}
            value={filters.sort ?? DEFAULT_PRODUCT_SORT}
            onChange={(event) => {
              const sort = event.currentTarget.value as ProductSort;
              go({ ...filters, sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort });
            }}
          >
            {(Object.keys(PRODUCT_SORT_LABELS) as ProductSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {PRODUCT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {categoriesLoading && <div className={styles.chipRowPlaceholder} aria-hidden="true" />}
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
      <BottomSheet open={sheetOpen} onClose={() => setSheetOpen(false)} title="필터">
        {groupCategories.length > 0 && (
          <nav aria-label="학과·단체 상품">
            <p className={styles.rowLabel}>학과·단체</p>
            <ul className={`${styles.chipRow} ${styles.wrapRow}`}>
              <ChipLink
                href={listHref({ ...filters, groupCategoryId: null })}
                selected={filters.groupCategoryId === null}
                label="전체 학과"
                onClick={() => setSheetOpen(false)}
              />
              {groupCategories.map((group) => (
                <ChipLink
                  key={group.id}
                  href={listHref({ ...filters, groupCategoryId: group.id })}
                  selected={filters.groupCategoryId === group.id}
                  label={group.content}
                  onClick={() => {
                    setSheetOpen(false);
                    trackEvent('select_group_category', { group_category_id: group.id, group_category_name: group.content });
                  }}
                />
              ))}
            </ul>
          </nav>
        )}
        <PriceRange
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={(minPrice, maxPrice) => {
            setSheetOpen(false);
            go({ ...filters, minPrice, maxPrice });
          }}
        />
        <Checkbox
          label="구매 가능한 상품만 보기"
          checked={filters.onlyAvailable}
          onChange={(event) => go({ ...filters, onlyAvailable: event.currentTarget.checked })}
        />
      </BottomSheet>
    </div>
  );
}
