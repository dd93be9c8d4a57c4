import { useState } from 'react';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** 1 unless said otherwise: a count of zero is a removal, which has its own button. */
  min?: number;
  max: number;
  /**
   * Gets every count the student settles on inside the bounds, the unchanged one included, so that
   * the caller can clear a message it shows under the stepper.
   */
  onChange: (value: number) => void;
  /** A typed count outside min..max; it is never passed to onChange. */
  onOutOfRange?: (typed: number) => void;
  /** The field's name, e.g. "한빛 과잠 수량"; the buttons read "… 줄이기" and "… 늘리기". */
  label: string;
  /** For a visible `<label htmlFor>` the caller renders. */
  id?: string;
  disabled?: boolean;
  /** A change is on its way: shown dimmed, while the caller decides what a further tap does. */
  busy?: boolean;
  /** The message that explains why the count was refused; marks the field invalid while set. */
  errorId?: string;
  /** A standing note such as the most that can be ordered. */
  hintId?: string;
}

/**
 * − / + around the count, with the number also typeable. Bounds are checked when typing ends, so a
 * student can clear the field to type "12" without it snapping back to 1 on the way.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  onOutOfRange,
  label,
  id,
  disabled = false,
  busy = false,
  errorId,
  hintId,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === '') return;
    const typed = Number(draft);
    if (!Number.isInteger(typed) || typed < min || typed > max) onOutOfRange?.(typed);
    else onChange(typed);
  };

  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.stepper} aria-busy={busy || undefined} data-disabled={disabled || undefined}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={`${label} 줄이기`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        aria-label={label}
        className={styles.count}
        inputMode="numeric"
        pattern="[0-9]*"
        // Room for the cart's 999 even when stock is lower: a larger count is refused with a reason.
        maxLength={Math.max(3, String(max).length)}
        autoComplete="off"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`${label} 늘리기`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
