import { LINE_STATUS_TEXT } from '../../../../../domain/staff/staff-status-text';
import type { OrderProductStatus, StaffOrderLineCountsQuery } from '../../../lib/__generated__/graphql';
import styles from './orders.module.css';

interface StatusTabsProps {
  counts: StaffOrderLineCountsQuery['staffOrderLineCounts'] | undefined;
  selected: readonly OrderProductStatus[];
  onSelect: (statuses: OrderProductStatus[]) => void;
}

/** 전체 and one tab per status, each with how many lines the other filters keep. */
export function StatusTabs({ counts, selected, onSelect }: StatusTabsProps) {
  const total = counts?.reduce((sum, row) => sum + row.count, 0);
  const number = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('ko-KR'));
  return (
    <ul className={styles.tabs} aria-label="상태별 주문">
      <li>
        <button type="button" className={styles.tab} aria-pressed={selected.length === 0} onClick={() => onSelect([])}>
          전체 {number(total)}
        </button>
      </li>
      {(counts ?? []).map((row) => (
        <li key={row.status}>
          <button
            type="button"
            className={styles.tab}
            aria-pressed={selected.length === 1 && selected[0] === row.status}
            onClick={() => onSelect([row.status])}
          >
            {LINE_STATUS_TEXT[row.status]} {number(row.count)}
          </button>
        </li>
      ))}
    </ul>
  );
}
