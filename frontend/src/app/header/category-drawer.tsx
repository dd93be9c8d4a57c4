import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useDialog } from '../../components/ui/use-dialog';
import { errorMessage } from '../../lib/graphql-client';
import { useMenuCategories } from '../shell-queries';
import styles from './category-drawer.module.css';
import { paths } from '../../lib/paths';

interface CategoryDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Product list addresses, agreed with the catalogue: `?category=` main, `&sub=` sub, `?group=` group products. */
export function categoryHref(categoryId: number, subId?: number): string {
  return paths.products({ category: categoryId, sub: subId });
}

export function groupCategoryHref(groupId: number): string {
  return paths.products({ group: groupId });
}

/**
 * The category menu: a panel from the left edge on a phone, a dialog for screen readers (focus
 * moves in, Tab stays inside, Esc or the backdrop closes it, focus returns to the menu button).
 */
export function CategoryDrawer({ id, open, onClose }: CategoryDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { main, groups, isPending, error, retry } = useMenuCategories(open);
  useDialog(open, onClose, panelRef);
  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            카테고리
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="메뉴 닫기">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="상품 카테고리" className={styles.body}>
          <Link href={paths.products()} className={styles.all} onClick={onClose}>
            전체 상품 보기
          </Link>
          {error ? (
            <ErrorState message={errorMessage(error)} onRetry={retry} />
          ) : isPending ? (
            <div className={styles.loading} role="status" aria-label="카테고리를 불러오는 중">
              {[0, 1, 2, 3].map((line) => (
                <Skeleton key={line} height="1.5em" width={`${70 - line * 10}%`} />
              ))}
            </div>
          ) : (
            <>
              <ul className={styles.list}>
                {main?.map((category) => (
                  <li key={category.id}>
                    <Link href={categoryHref(category.id)} className={styles.main} onClick={onClose}>
                      {category.content}
                    </Link>
                    {category.categories.some((sub) => sub.visible) && (
                      <ul className={styles.subList}>
                        {category.categories
                          .filter((sub) => sub.visible)
                          .map((sub) => (
                            <li key={sub.id}>
                              <Link href={categoryHref(category.id, sub.id)} className={styles.sub} onClick={onClose}>
                                {sub.content}
                              </Link>
                            </li>
                          ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
              {groups && groups.length > 0 && (
                <section aria-labelledby={`${titleId}-groups`} className={styles.groups}>
                  <h3 id={`${titleId}-groups`} className={styles.groupTitle}>
                    단체 상품
                  </h3>
                  <ul className={styles.list}>
                    {groups.map((group) => (
                      <li key={group.id}>
                        <Link href={groupCategoryHref(group.id)} className={styles.main} onClick={onClose}>
                          {group.content}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
