import { PERIOD_PRESETS, periodOf, type PeriodPreset } from '../../../../domain/order-desk/order-line-filter';
import styles from './period-picker.module.css';

/** A period as the order desk, the courier export and the numbers keep it: Seoul days, both ends in. */
export interface Period {
  from: string | null;
  to: string | null;
}

interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  /** The clock the quick choices count from (stories and tests fix it). */
  now?: Date;
  legend?: string;
}

/**
 * The console's one period picker (docs/decisions/0049-order-desk.md): quick choices (오늘, 최근
 * 7일 …) computed by the domain's Seoul calendar, and two date fields for any other range. The
 * order desk and the numbers use it, so a period means the same days on both.
 */
export function PeriodPicker({ value, onChange, now = new Date(), legend = '기간' }: PeriodPickerProps) {
  const active = PERIOD_PRESETS.find(({ preset }) => {
    const period = periodOf(preset, now);
    return period.from === value.from && period.to === value.to;
  })?.preset;
  const choose = (preset: PeriodPreset) => onChange(periodOf(preset, now));
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.presets}>
        <button type="button" className={styles.preset} aria-pressed={!value.from && !value.to} onClick={() => onChange({ from: null, to: null })}>
          전체
        </button>
        {PERIOD_PRESETS.map(({ preset, label }) => (
          <button key={preset} type="button" className={styles.preset} aria-pressed={active === preset} onClick={() => choose(preset)}>
            {label}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <label className={styles.date}>
          시작일
          <input type="date" value={value.from ?? ''} max={value.to ?? undefined} onChange={(event) => onChange({ ...value, from: event.target.value || null })} />
        </label>
        <span aria-hidden="true">~</span>
        <label className={styles.date}>
          종료일
          <input type="date" value={value.to ?? ''} min={value.from ?? undefined} onChange={(event) => onChange({ ...value, to: event.target.value || null })} />
        </label>
      </div>
    </fieldset>
  );
}
