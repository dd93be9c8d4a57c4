import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { AdminProductRowFieldsFragment, ProductType, StaffProductSort, StaffProductsInput, StaffProductVisibility } from '../../../lib/__generated__/graphql';
import { formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import styles from './admin-products.module.css';
import { PRODUCT_TYPE_NAMES, SORT_NAMES } from './product-labels';
import { useAdminProducts, useCategoryChoices } from './use-admin-products';

const FLAGS = [
  ['onSaleNow', '지금 판매 중'],
  ['soldOut', '품절'],
  ['lowStock', '재고 적음'],
] as const;

/** The filters live in the address, so a filtered list can be shared and survives a reload. */
function filtersOf(search: URLSearchParams): StaffProductsInput {
  const number = (key: string) => (search.get(key) ? Number(search.get(key)) : null);
  return {
    search: search.get('q') || null,
    categoryId: number('category'),
    productType: (search.get('type') as ProductType | null) || null,
    visibility: (search.get('visibility') as StaffProductVisibility | null) || null,
    onSaleNow: search.get('onSaleNow') === '1' || null,
    soldOut: search.get('soldOut') === '1' || null,
    lowStock: search.get('lowStock') === '1' || null,
    sort: (search.get('sort') as StaffProductSort | null) || null,
    page: number('page') ?? 1,
  };
}

function Row({ row }: { row: AdminProductRowFieldsFragment }) {
  return (
    <tr>
      <td>{row.image ? <img className={styles.thumb} src={row.image} alt="" /> : <span className={styles.thumb} />}</td>
      <td>
        <Link className={styles.name} href={paths.adminProduct(row.id)}>
          {row.name}
        </Link>
        <span className={styles.code}>{row.code}</span>
      </td>
      <td data-label="방식">{PRODUCT_TYPE_NAMES[row.productType]}</td>
      <td className={styles.number} data-label="판매가">
        {formatKRW(row.salePrice)}
      </td>
      <td className={styles.number} data-label="재고">
        {row.stock.toLocaleString('ko-KR')}개
      </td>
      <td>
        <span className={styles.badges}>
          {row.productVisible > 0 ? <Badge tone="neutral">숨김</Badge> : <Badge tone="success">공개</Badge>}
          {row.onSaleNow && <Badge tone="primary">판매 중</Badge>}
          {row.stock <= 0 && <Badge tone="danger">품절</Badge>}
          {row.lowStock && <Badge tone="warning">재고 적음</Badge>}
        </span>
      </td>
    </tr>
  );
}

/** `/admin/products`: the catalogue as staff run it, hidden products included, paged on the server. */
export function AdminProductsPage() {
  const { canOperate } = useStaffLevel();
  const search = new URLSearchParams(useSearch());
  const [path, navigate] = useLocation();
  const filters = filtersOf(search);
  const [query, setQuery] = useState(filters.search ?? '');
  const list = useAdminProducts(filters);
  const { categories } = useCategoryChoices();
  const go = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    navigate(next.size > 0 ? `${path}?${next.toString()}` : path);
  };

  let body;
  if (list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="상품 목록을 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else if (list.data.total === 0) {
    body = <EmptyState title="조건에 맞는 상품이 없어요" description="검색어나 필터를 바꿔 보세요." />;
  } else {
    body = (
      <>
        <p className={styles.summary} aria-live="polite">
          상품 {list.data.total.toLocaleString('ko-KR')}개
        </p>
        <table className={styles.table} aria-busy={list.isPlaceholderData || undefined}>
          <caption>
            <VisuallyHidden>상품 목록</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <VisuallyHidden>사진</VisuallyHidden>
              </th>
              <th scope="col">상품</th>
              <th scope="col">방식</th>
              <th scope="col" className={styles.number}>
                판매가
              </th>
              <th scope="col" className={styles.number}>
                재고
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
        <Pagination
          page={list.data.page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          onPageChange={(page) => go({ page: page > 1 ? String(page) : null })}
          label="상품 목록 페이지"
        />
      </>
    );
  }

  return (
    <AdminPage
      title="상품"
      actions={canOperate ? <ButtonLink href={paths.adminProductNew()}>새 상품 등록</ButtonLink> : undefined}
    >
      <form
        className={styles.filters}
        role="search"
        aria-label="상품 찾기"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: query.trim() || null });
        }}
      >
        <TextField label="이름 또는 코드" type="search" value={query} onChange={(event) => setQuery(event.target.value)} onBlur={() => go({ q: query.trim() || null })} />
        <Select
          label="카테고리"
          value={filters.categoryId ? String(filters.categoryId) : ''}
          onChange={(event) => go({ category: event.target.value || null })}
          options={[
            { value: '', label: '전체' },
            ...(categories ?? []).flatMap((category) => [
              { value: String(category.id), label: category.content },
              ...category.categories.map((sub) => ({ value: String(sub.id), label: `└ ${sub.content}` })),
            ]),
          ]}
        />
        <Select
          label="판매 방식"
          value={filters.productType ?? ''}
          onChange={(event) => go({ type: event.target.value || null })}
          options={[{ value: '', label: '전체' }, ...Object.entries(PRODUCT_TYPE_NAMES).map(([value, label]) => ({ value, label }))]}
        />
        <Select
          label="공개 여부"
          value={filters.visibility ?? ''}
          onChange={(event) => go({ visibility: event.target.value || null })}
          options={[
            { value: '', label: '전체' },
            { value: 'PUBLIC', label: '공개' },
            { value: 'HIDDEN', label: '숨김' },
          ]}
        />
        <Select
          label="정렬"
          value={filters.sort ?? 'NEWEST'}
          onChange={(event) => go({ sort: event.target.value === 'NEWEST' ? null : event.target.value })}
          options={Object.entries(SORT_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <div className={styles.toggles}>
          {FLAGS.map(([key, label]) => (
            <Checkbox key={key} label={label} checked={filters[key] === true} onChange={(event) => go({ [key]: event.target.checked ? '1' : null })} />
          ))}
        </div>
      </form>
      {body}
    </AdminPage>
  );
}
