import { useId, type ReactNode } from 'react';
import styles from './choice.module.css';

export interface RadioOption<TValue extends string> {
  value: TValue;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<TValue extends string> {
  legend: string;
  /** Hides the legend visually where the screen already says what is asked (it is still read out). */
  hideLegend?: boolean;
  options: readonly RadioOption<TValue>[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  /** `chips` lays short choices (sizes, colours) side by side; `list` stacks longer ones. */
  layout?: 'list' | 'chips';
  name?: string;
  error?: string | null | undefined;
  required?: boolean;
}

/**
 * Native radios in a fieldset: arrow keys move between choices and the legend names the question,
 * without any script of ours.
 */
export function RadioGroup<TValue extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  layout = 'list',
  name,
  error,
  required,
}: RadioGroupProps<TValue>) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = `${groupName}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={hideLegend ? styles.legendHidden : styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={layout === 'chips' ? styles.chips : styles.list}>
        {options.map((option) => {
          const optionId = `${groupName}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={layout === 'chips' ? styles.chip : styles.row}>
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                // aria-required is not allowed on a fieldset (nor on a radio); the native attribute on
                // the radios is what assistive technology reads as "required" for the group.
                required={required}
                onChange={() => onChange(option.value)}
                className={layout === 'chips' ? styles.chipInput : `${styles.input} ${styles.radio}`}
              />
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.description && <span className={styles.description}>{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
