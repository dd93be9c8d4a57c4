import styles from './filter-chips.module.css';
import pill from './pill.module.css';

export interface FilterChip<TId extends string> {
  id: TId;
  label: string;
}

export interface FilterChipsProps<TId extends string> {
  /** Names the group for screen readers, e.g. "조회 기간". */
  label: string;
  options: readonly FilterChip<TId>[];
  value: TId;
  onChange: (id: TId) => void;
}

/**
 * One-of-many filter as toggle buttons (aria-pressed) rather than a radio group: each press
 * reloads a list, so arrow keys moving the selection would fire a request per key.
 */
export function FilterChips<TId extends string>({ label, options, value, onChange }: FilterChipsProps<TId>) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === value ? `${styles.chip} ${pill.selected}` : styles.chip}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
