import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import type { CartSummaryFieldsFragment } from '../../lib/__generated__/graphql';
import { trackEvent } from '../../lib/analytics/track';
import { errorMessage } from '../../lib/graphql-client';
import { showToast } from '../../lib/toast';
import { allLines, lineItems, linesValue, lineStatus, type CartLine } from './cart-facts';
import { CartGroupSection } from './cart-group';
import { CartOrderBar, CartTotals } from './cart-order-bar';
import styles from './cart-page.module.css';
import { RemoveDialog } from './remove-dialog';
import { useMyCart } from './use-cart';
import { useDeselectLines, useSelectAll } from './use-cart-mutations';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { paths } from '../../lib/paths';

/**
 * A line sold out (or otherwise unorderable) since it was put in may still be selected on the
 * server; it is taken out once per visit so the totals and checkout never count it (ADR 0028).
 */
function useDeselectBlocked(lines: readonly CartLine[]) {
  const { mutate } = useDeselectLines();
  const tried = useRef(new Set<number>());
  const key = lines
    .filter((line) => line.selected && lineStatus(line).blocked)
    .map((line) => line.id)
    .join(',');
  useEffect(() => {
    const wanted = key === '' ? [] : key.split(',').map(Number).filter((id) => !tried.current.has(id));
    if (wanted.length === 0) return;
    for (const id of wanted) tried.current.add(id);
    mutate(wanted);
  }, [key, mutate]);
}

function useViewCartOnce(cart: CartSummaryFieldsFragment | null | undefined) {
  const sent = useRef(false);
  useEffect(() => {
    if (!cart || sent.current) return;
    sent.current = true;
    const lines = allLines(cart.cartsGroupedByDeliveryTemplate);
    trackEvent('view_cart', { currency: 'KRW', value: linesValue(lines), items: lineItems(lines) });
  }, [cart]);
}

function CartContents({ cart }: { cart: CartSummaryFieldsFragment }) {
  const store = useStore();
  const selectAll = useSelectAll();
  const [target, setTarget] = useState<CartLine[] | null>(null);
  const lines = allLines(cart.cartsGroupedByDeliveryTemplate);
  const blocked = lines.filter((line) => lineStatus(line).blocked);
  const orderable = lines.filter((line) => !lineStatus(line).blocked);
  const chosen = orderable.filter((line) => line.selected);
  useDeselectBlocked(lines);

  const allChosen = orderable.length > 0 && chosen.length === orderable.length;
  const removed = (gone: CartLine[]) => {
    setTarget(null);
    showToast(gone.length === 1 ? '장바구니에서 삭제했어요.' : `상품 ${gone.length}개를 삭제했어요.`, store);
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Checkbox
          label={`전체 선택 (${chosen.length}/${orderable.length})`}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={orderable.length === 0}
          onChange={() => selectAll.mutate({ selected: !allChosen, blockedIds: blocked.map((line) => line.id) })}
        />
        <div className={styles.toolbarActions}>
          {blocked.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setTarget(blocked)}>
              주문 불가 삭제
            </Button>
          )}
          <Button variant="secondary" size="sm" disabled={chosen.length === 0} onClick={() => setTarget(chosen)}>
            선택 삭제
          </Button>
        </div>
      </div>
      {cart.cartsGroupedByDeliveryTemplate.map((group) => (
        <CartGroupSection key={group.deliveryTemplate.id} group={group} onRemove={setTarget} />
      ))}
      <CartTotals totals={cart} />
      <p className={styles.note}>배송비는 배송 방법별로 선택한 상품에 매겨져요. 포인트는 주문서에서 쓸 수 있어요.</p>
      <CartOrderBar totals={cart} lines={chosen} />
      <RemoveDialog target={target} onClose={() => setTarget(null)} onRemoved={removed} />
    </div>
  );
}

/** `/cart`: the member's lines by delivery template, the selected lines' totals and the way to checkout. */
export function CartPage() {
  const cart = useMyCart();
  useViewCartOnce(cart.data);

  if (cart.isError) return <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <ScreenSkeleton label="장바구니를 불러오는 중이에요" />;
  if (cart.data.count === 0) {
    return (
      <EmptyState
        title="장바구니가 비어 있어요"
        description="마음에 드는 상품을 담아 보세요. 담은 상품은 여기에서 한꺼번에 주문할 수 있어요."
        action={<ButtonLink href={paths.products()}>상품 보러 가기</ButtonLink>}
      />
    );
  }
  return <CartContents cart={cart.data} />;
}
