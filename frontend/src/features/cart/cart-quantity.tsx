import { useId, useState } from 'react';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { errorMessage } from '../../lib/graphql-client';
import { CART_LIMITS } from '../../../../domain/cart/cart-rules';
import type { CartLine } from './cart-facts';
import styles from './cart-line.module.css';
import { useUpdateCartCount } from './use-cart-mutations';

export const COUNT_RANGE_MESSAGE = `수량은 1개부터 ${CART_LIMITS.maxCountPerLine}개까지 담을 수 있어요.`;

/**
 * − / + and a typeable count for one line. The count on screen is the one being sent while the
 * API answers; a refusal (stock) stays under the stepper until the next change.
 */
export function CartQuantity({ line }: { line: CartLine }) {
  const errorId = `${useId()}-error`;
  const update = useUpdateCartCount();
  const [rangeError, setRangeError] = useState(false);
  const value = update.isPending ? update.variables.count : line.count;

  const change = (count: number) => {
    if (update.isPending) return;
    update.reset();
    setRangeError(false);
    if (count !== line.count) update.mutate({ id: line.id, count });
  };
  const refuseRange = () => {
    if (update.isPending) return;
    update.reset();
    setRangeError(true);
  };

  const failure = rangeError ? COUNT_RANGE_MESSAGE : update.isError ? errorMessage(update.error) : null;
  return (
    <div className={styles.quantity}>
      <QuantityStepper
        value={value}
        max={CART_LIMITS.maxCountPerLine}
        onChange={change}
        onOutOfRange={refuseRange}
        label={`${line.product.name} 수량`}
        busy={update.isPending}
        errorId={failure ? errorId : undefined}
      />
      {failure && (
        <p id={errorId} className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
