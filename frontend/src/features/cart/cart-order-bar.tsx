import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { AmountBreakdown } from '../../components/ui/amount-breakdown';
import { Button } from '../../components/ui/button';
import type { CartSummaryFieldsFragment } from '../../lib/__generated__/graphql';
import { trackEvent } from '../../lib/analytics/track';
import { formatKRW } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { lineItems, linesValue, type CartLine } from './cart-facts';
import styles from './cart-page.module.css';
import { CART_MUTATION_KEY, useValidateCartToOrder } from './use-cart-mutations';
import { paths } from '../../lib/paths';

type Totals = Pick<CartSummaryFieldsFragment, 'totalPrice' | 'discountFee' | 'deliveryFee' | 'payablePrice'>;

/** The totals of the selected lines, as the API computed them. */
export function CartTotals({ totals }: { totals: Totals }) {
  const headingId = useId();
  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.totalsTitle}>
        주문 금액
      </h2>
      <AmountBreakdown
        lines={[
          { label: '상품 금액', amount: totals.totalPrice },
          { label: '할인 금액', amount: totals.discountFee, sign: '-', tone: totals.discountFee > 0 ? 'discount' : undefined },
          { label: '배송비', amount: totals.deliveryFee, sign: '+' },
          { label: '결제 예정 금액', amount: totals.payablePrice, tone: 'total' },
        ]}
      />
    </section>
  );
}

interface CartOrderBarProps {
  totals: Totals;
  /** The lines that would be ordered: selected and not blocked. */
  lines: CartLine[];
}

/**
 * Sticky at the bottom on phones: checks the lines with validateCartToOrder before checkout, so a
 * line sold out since the page loaded is named here and not on the payment step.
 */
export function CartOrderBar({ totals, lines }: CartOrderBarProps) {
  const [, navigate] = useLocation();
  const validate = useValidateCartToOrder();
  const busy = useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
  const hintId = useId();
  const nothing = lines.length === 0;

  const order = () => {
    if (nothing || busy) return;
    const ids = lines.map((line) => line.id);
    validate.mutate(ids, {
      onSuccess: () => {
        trackEvent('begin_checkout', { currency: 'KRW', value: linesValue(lines), items: lineItems(lines) });
        navigate(paths.checkout());
      },
    });
  };

  return (
    <div className={styles.orderBar}>
      {validate.isError && (
        <p className={styles.orderFailure} role="alert">
          {errorMessage(validate.error)}
        </p>
      )}
      <p className={styles.orderStatus} role="status">
        {nothing ? (
          <span id={hintId}>주문할 상품을 선택해 주세요.</span>
        ) : (
          <>
            선택한 상품 {lines.length}개 · <strong>{formatKRW(totals.payablePrice)}</strong>
          </>
        )}
      </p>
      <Button
        size="lg"
        fullWidth
        disabled={nothing}
        aria-describedby={nothing ? hintId : undefined}
        loading={busy}
        loadingLabel="장바구니를 확인하는 중"
        onClick={order}
      >
        주문하기
      </Button>
    </div>
  );
}
