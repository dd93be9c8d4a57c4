import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessage, describedBy, fieldStyles as styles, useFieldIds, type FieldTextProps } from './field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;

export interface TextFieldProps extends FieldTextProps, Omit<InputProps, 'required'> {
  /** Shows "12/20" under the field when `maxLength` is set, for limits a student should see. */
  showCount?: boolean;
}

function Counter({ value, max }: { value: unknown; max: number }) {
  const length = typeof value === 'string' ? [...value].length : 0;
  return (
    <span className={styles.counter} aria-hidden="true">
      {length}/{max}
    </span>
  );
}

/** A labelled text input; its hint and error are announced with it. */
export function TextField({ label, hint, error, required, id, showCount, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <input
        {...input}
        id={ids.controlId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <FieldMessage ids={ids} hint={hint} error={error} />
      {showCount && input.maxLength !== undefined && <Counter value={input.value} max={input.maxLength} />}
    </div>
  );
}

export interface TextAreaFieldProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  showCount?: boolean;
}

/** The multi-line sibling of TextField, e.g. a review or a delivery note. */
export function TextAreaField({ label, hint, error, required, id, showCount, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <textarea
        {...textarea}
        id={ids.controlId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      <FieldMessage ids={ids} hint={hint} error={error} />
      {showCount && textarea.maxLength !== undefined && <Counter value={textarea.value} max={textarea.maxLength} />}
    </div>
  );
}
