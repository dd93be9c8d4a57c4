import { dDayLabel, dDaySpoken, saleWindowState, type SaleWindow } from '../../../../domain/catalog/sale-window';
import { VisuallyHidden } from './visually-hidden';
import styles from './product-card.module.css';

/** "11월 30일 마감 D-9", "12월 5일 오픈 D-3" or "판매 종료"; nothing for stock without a deadline. */
export function SaleDeadline({ window, now }: { window: SaleWindow; now: Date }) {
  const state = saleWindowState(window, now);
  if (state.kind === 'open') return null;
  if (state.kind === 'ended') return <span className={`${styles.deadline} ${styles.ended}`}>{state.label}</span>;
  return (
    <span className={styles.deadline}>
      {state.label}{' '}
      <span className={state.days <= 3 ? `${styles.dday} ${styles.urgent}` : styles.dday} aria-hidden="true">
        {dDayLabel(state.days)}
      </span>
      <VisuallyHidden>({dDaySpoken(state)})</VisuallyHidden>
    </span>
  );
}
