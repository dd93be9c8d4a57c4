import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { useTenant } from '../../../lib/tenant';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import { CategoryList, NewCategoryForm } from './category-list';
import styles from './catalog-setup.module.css';
import { PromotedForm } from './promoted-form';
import { useStaffCategories } from './use-catalog-setup';

/**
 * `/admin/categories`: the main and sub categories (order, names, visibility) and the home page's
 * four promoted categories. ADMINHIDDEN sees the same screen without any change button.
 */
export function CategoriesPage() {
  const { canOperate } = useStaffLevel();
  const query = useStaffCategories();
  const tenant = useTenant();
  const [selected, setSelected] = useState<number | null>(null);

  let body;
  if (query.isError) body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (!query.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="카테고리를 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else {
    const { staffCategories: categories, staffPromotedCategories: promoted } = query.data;
    const regular = categories.filter((row) => !row.isGroup);
    const group = categories.filter((row) => row.isGroup);
    const chosen = categories.find((row) => row.id === selected);
    body = (
      <div className={styles.layout}>
        <div className={styles.form}>
          <section className={styles.card} aria-labelledby="regular-title">
            <h2 id="regular-title" className={styles.cardTitle}>
              일반 카테고리
            </h2>
            {regular.length === 0 ? (
              <EmptyState title="아직 카테고리가 없어요" description={canOperate ? '오른쪽에서 첫 카테고리를 추가해 보세요.' : undefined} />
            ) : (
              <CategoryList label="일반 카테고리 목록" categories={regular} canOperate={canOperate} onSelect={setSelected} />
            )}
          </section>
          <section className={styles.card} aria-labelledby="group-title">
            <h2 id="group-title" className={styles.cardTitle}>
              단체 주문 카테고리
            </h2>
            {group.length === 0 ? (
              <p className={styles.meta}>단체 주문 카테고리가 없어요.</p>
            ) : (
              <CategoryList label="단체 주문 카테고리 목록" categories={group} canOperate={canOperate} onSelect={setSelected} />
            )}
          </section>
        </div>
        <div className={styles.form}>
          {canOperate && (
            <section className={styles.card}>
              <NewCategoryForm mains={categories.filter((row) => row.parentId === null)} />
            </section>
          )}
          <section className={styles.card}>
            <PromotedForm promoted={promoted} categories={categories} canOperate={canOperate} />
          </section>
          {chosen && (
            <section className={styles.card} aria-label={`${chosen.content} 변경 기록`}>
              <AuditTrail objectType="CATEGORY" objectId={chosen.id} />
            </section>
          )}
          {tenant.data && !chosen && (
            <section className={styles.card} aria-label="홈 추천 변경 기록">
              <AuditTrail objectType="SHOP" objectId={tenant.data.id} />
            </section>
          )}
        </div>
      </div>
    );
  }
  return (
    <AdminPage title="카테고리" description="순서는 위·아래 버튼으로 바꿔요. 상품이 달린 카테고리는 지울 수 없고 숨길 수 있어요.">
      {body}
    </AdminPage>
  );
}
