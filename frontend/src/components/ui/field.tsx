import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldTextProps {
  label: string;
  /** A line under the control that helps fill it in; hidden while an error shows in its place. */
  hint?: ReactNode;
  /** The Korean message of the broken rule (see lib/validate-field); marks the control invalid. */
  error?: string | null | undefined;
  required?: boolean;
}

/** The ids that tie a control to its label, hint and error for screen readers. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export function describedBy(ids: ReturnType<typeof useFieldIds>, { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>) {
  if (error) return ids.errorId;
  return hint ? ids.hintId : undefined;
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** The hint, or the error in its place: one line that does not make the form jump twice. */
export function FieldMessage({ ids, hint, error }: { ids: ReturnType<typeof useFieldIds> } & Pick<FieldTextProps, 'hint' | 'error'>) {
  if (error) {
    return (
      <p id={ids.errorId} className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={ids.hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export { styles as fieldStyles };
