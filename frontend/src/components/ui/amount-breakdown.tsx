import { formatKRW } from '../../lib/format';
import styles from './amount-breakdown.module.css';

export interface AmountLine {
  label: string;
  amount: number;
  /** Shown before a non-zero amount: `-` for what is taken off, `+` for what is added. */
  sign?: '-' | '+' | undefined;
  /** Points read as "1,500P", money as "1,500원". */
  unit?: 'won' | 'points' | undefined;
  /** `total` is the sum under the line; `discount` and `refund` stand out in red. */
  tone?: 'total' | 'discount' | 'refund' | undefined;
}

const formatPoints = (value: number) => `${value.toLocaleString('ko-KR')}P`;

function shown({ amount, sign, unit = 'won' }: AmountLine): string {
  const text = unit === 'points' ? formatPoints(amount) : formatKRW(amount);
  return sign && amount > 0 ? `${sign}${text}` : text;
}

/** The amount rows of a cart, a checkout or an order (상품 금액 … 결제 금액); the caller computes every figure. */
export function AmountBreakdown({ lines, label }: { lines: readonly AmountLine[]; label?: string | undefined }) {
  return (
    <dl className={styles.amounts} aria-label={label}>
      {lines.map((line) => (
        <div key={line.label} className={line.tone ? `${styles.row} ${styles[line.tone]}` : styles.row}>
          <dt>{line.label}</dt>
          <dd>{shown(line)}</dd>
        </div>
      ))}
    </dl>
  );
}
