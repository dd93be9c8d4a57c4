import { useId, useState } from 'react';
import { errorMessage } from '../../lib/graphql-client';
import { MAX_LINE_COUNT, type CartLine } from './cart-facts';
import styles from './cart-line.module.css';
import { useUpdateCartCount } from './use-cart-mutations';

export const COUNT_RANGE_MESSAGE = `수량은 1개부터 ${MAX_LINE_COUNT}개까지 담을 수 있어요.`;

/**
 * − / + and a typeable count for one line. The count on screen is the one being sent while the
 * API answers; a refusal (stock) stays under the stepper until the next change.
 */
export function CartQuantity({ line }: { line: CartLine }) {
  const id = useId();
  const update = useUpdateCartCount();
  const [draft, setDraft] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState(false);
  const value = update.isPending ? update.variables.count : line.count;
  const name = line.product.name;

  const change = (count: number) => {
    if (update.isPending) return;
    update.reset();
    if (!Number.isInteger(count) || count < 1 || count > MAX_LINE_COUNT) return setRangeError(true);
    setRangeError(false);
    if (count !== line.count) update.mutate({ id: line.id, count });
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== '') change(Number(draft));
  };

  const failure = rangeError ? COUNT_RANGE_MESSAGE : update.isError ? errorMessage(update.error) : null;
  return (
    <div className={styles.quantity}>
      <div className={styles.stepper} aria-busy={update.isPending || undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => change(value - 1)}
          disabled={value <= 1}
          aria-label={`${name} 수량 줄이기`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          aria-label={`${name} 수량`}
          className={styles.count}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={3}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => change(value + 1)}
          disabled={value >= MAX_LINE_COUNT}
          aria-label={`${name} 수량 늘리기`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {failure && (
        <p id={`${id}-error`} className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
