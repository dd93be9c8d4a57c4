import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './choice.module.css';
import { useFieldIds } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A second, quieter line, e.g. what a consent covers. */
  description?: ReactNode;
  error?: string | null | undefined;
  /** "Some selected", e.g. the select-all box of a cart with some lines ticked. */
  indeterminate?: boolean;
}

/** A native checkbox with a 44 px row as its touch target; the whole label toggles it. */
export function Checkbox({ label, description, error, indeterminate = false, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const describedBy = [description ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.choice, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className={`${styles.input} ${styles.checkbox}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {description && (
            <span id={ids.hintId} className={styles.description}>
              {description}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={ids.errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
