import type { SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessage, describedBy, fieldStyles as styles, useFieldIds, type FieldTextProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "사이즈를 선택해 주세요"; it cannot be picked again once left. */
  placeholder?: string;
}

/**
 * A native select: on phones it opens the system picker, which students already know and which
 * works with every screen reader.
 */
export function Select({ label, hint, error, required, id, options, placeholder, className, ...select }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <div className={styles.selectWrap}>
        <select
          {...select}
          id={ids.controlId}
          className={styles.control}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage ids={ids} hint={hint} error={error} />
    </div>
  );
}
