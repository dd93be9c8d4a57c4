import { useStore } from 'jotai';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Modal } from '../../components/ui/modal';
import { Pagination, pageCount } from '../../components/ui/pagination';
import { SavedProductsSkeleton } from '../../components/ui/saved-products-skeleton';
import type { RestockNotificationFieldsFragment } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { showToast } from '../../lib/toast';
import { RestockItem } from './restock-item';
import styles from '../../components/ui/saved-products.module.css';
import { pageOf, useRemoveRestock, useRestockNotifications } from './use-restock';
import { paths } from '../../lib/paths';

interface RemoveDialogProps {
  target: RestockNotificationFieldsFragment | null;
  onClose: () => void;
  onRemoved: () => void;
}

function RemoveDialog({ target, onClose, onRemoved }: RemoveDialogProps) {
  const remove = useRemoveRestock();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    setFailure(null);
    remove.mutate({ productId: target.productId, optionId: target.optionId ?? null }, { onSuccess: onRemoved, onError: (error) => setFailure(errorMessage(error)) });
  };
  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="재입고 알림을 취소할까요?"
      footer={
        <>
          <Button variant="secondary" fullWidth onClick={close} disabled={remove.isPending}>
            유지하기
          </Button>
          <Button variant="danger" fullWidth loading={remove.isPending} loadingLabel="취소하는 중" onClick={confirm}>
            알림 취소
          </Button>
        </>
      }
    >
      <p>{target?.product.name} 상품이 다시 입고되어도 알림을 받지 않아요.</p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}

/** `/my/restock`: the sold-out products the member asked to hear about, removable one by one. */
export function RestockPage() {
  const store = useStore();
  const [, navigate] = useLocation();
  const page = pageOf(new URLSearchParams(useSearch()).get('page'));
  const list = useRestockNotifications(page);
  const [target, setTarget] = useState<RestockNotificationFieldsFragment | null>(null);

  const goTo = (next: number) => navigate(paths.restock({ page: next }));
  const removed = () => {
    setTarget(null);
    showToast('재입고 알림을 취소했어요.', store);
    // The last one of the last page is gone: show the page before instead of an empty one.
    const total = (list.data?.total ?? 1) - 1;
    if (page > pageCount(total)) goTo(pageCount(total));
  };

  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <SavedProductsSkeleton label="재입고 알림을 불러오는 중이에요" />;
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <EmptyState
        title="신청한 재입고 알림이 없어요"
        description="품절된 상품 페이지에서 재입고 알림을 신청하면 다시 입고될 때 알려 드려요."
        action={
          <ButtonLink href={paths.products()}>
            상품 보러 가기
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.total}>모두 {total.toLocaleString('ko-KR')}개</p>
      <ul className={styles.list} aria-label="재입고 알림 목록" aria-busy={list.isPlaceholderData || undefined}>
        {items.map((notification) => (
          <RestockItem key={notification.id} notification={notification} onRemove={setTarget} />
        ))}
      </ul>
      <Pagination page={page} total={total} onPageChange={goTo} label="재입고 알림 페이지" />
      <p className={styles.note}>상품이 다시 입고되면 문자로(휴대폰 번호가 없으면 이메일로) 알려 드리고, 알림 신청은 자동으로 끝나요.</p>
      <RemoveDialog target={target} onClose={() => setTarget(null)} onRemoved={removed} />
    </div>
  );
}
