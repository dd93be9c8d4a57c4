import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { LINE_STATUS_TEXT } from '../../../../../domain/staff/staff-status-text';
import type { StaffOrderLineFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../../lib/format';
import { orderStatusTone } from '../../../lib/order-labels';
import { payMethodLabel } from '../../../lib/pay-methods';
import { paths } from '../../../lib/paths';
import { displayTel } from '../members/member-labels';
import styles from './orders.module.css';

interface DeskLinesProps {
  lines: readonly StaffOrderLineFieldsFragment[];
  /** Null hides the checkboxes (look-only staff, or the order page). */
  selected: ReadonlySet<number> | null;
  onToggle?: (id: number, on: boolean) => void;
  onTogglePage?: (on: boolean) => void;
  label: string;
  busy?: boolean;
}

/** The lines as a table on a laptop and labelled cards on a phone (the CSS turns rows into cards). */
export function DeskLines({ lines, selected, onToggle, onTogglePage, label, busy }: DeskLinesProps) {
  const allOn = selected !== null && lines.length > 0 && lines.every((line) => selected.has(line.id));
  return (
    <table className={styles.table} aria-label={label} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {selected && (
            <th scope="col">
              <input type="checkbox" aria-label="이 페이지 모두 선택" checked={allOn} onChange={(event) => onTogglePage?.(event.target.checked)} />
            </th>
          )}
          <th scope="col">주문</th>
          <th scope="col">구매자</th>
          <th scope="col">상품</th>
          <th scope="col">수량</th>
          <th scope="col">결제 금액</th>
          <th scope="col">상태</th>
          <th scope="col">배송</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            {selected && (
              <td data-label="선택">
                <input
                  type="checkbox"
                  aria-label={`${line.buyerName} ${line.productName} 선택`}
                  checked={selected.has(line.id)}
                  onChange={(event) => onToggle?.(line.id, event.target.checked)}
                />
              </td>
            )}
            <td data-label="주문">
              <Link href={paths.adminOrder(line.orderId)} className={styles.link}>
                {line.mUid}
              </Link>
              <div className={styles.muted}>{formatDateTime(line.orderedAt)}</div>
            </td>
            <td data-label="구매자">
              {line.buyerName}
              <div className={styles.muted}>{displayTel(line.buyerTel)}</div>
            </td>
            <td data-label="상품">
              {line.productName}
              {line.optionText && <div className={styles.muted}>{line.optionText}</div>}
              {line.inputs.map((input) => (
                <div key={input} className={styles.muted}>
                  입력: {input}
                </div>
              ))}
            </td>
            <td data-label="수량" className={styles.number}>
              {line.count}개
            </td>
            <td data-label="결제 금액" className={styles.number}>
              {formatKRW(line.paidPrice)}
              <div className={styles.muted}>{payMethodLabel(line.payMethod)}</div>
            </td>
            <td data-label="상태">
              <Badge tone={orderStatusTone(line.status)}>{LINE_STATUS_TEXT[line.status]}</Badge>
            </td>
            <td data-label="배송">
              {line.pickupPointName ? `현장 수령 · ${line.pickupPointName}` : '택배'}
              {line.shippingRequested && (
                <div>
                  <Badge tone="info">택배 요청(착불)</Badge>
                </div>
              )}
              {line.tracking && (
                <div className={styles.muted}>
                  {line.tracking.companyName} {line.tracking.shippingNumber}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
