import { useId, useState } from 'react';
import styles from './purchase-panel.module.css';

/** Below this the limit is worth saying; above it, it would only reveal the warehouse. */
const SAY_LIMIT_BELOW = 10;

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * − / + around the count, with the number also typeable. Bounds are enforced when typing ends,
 * so a student can clear the field to type "12" without it snapping back to 1 on the way.
 */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft);
    onChange(Number.isFinite(typed) && draft.trim() !== '' ? typed : value);
    setDraft(null);
  };

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        수량
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label="수량 줄이기">
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.count}
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          aria-describedby={max <= SAY_LIMIT_BELOW ? `${id}-max` : undefined}
        />
        <button type="button" className={styles.step} onClick={() => onChange(value + 1)} disabled={value >= max} aria-label="수량 늘리기">
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {max <= SAY_LIMIT_BELOW && (
        <span id={`${id}-max`} className={styles.hint}>
          최대 {max}개까지 주문할 수 있어요.
        </span>
      )}
    </div>
  );
}
