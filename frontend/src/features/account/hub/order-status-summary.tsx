import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { OrderProductCountDocument, type OrderProductStatus } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { orderStatusLabel } from '../../../lib/order-labels';
import { queryOptionsFor } from '../../../lib/query-options';
import styles from './my-page.module.css';
import { paths } from '../../../lib/paths';

/** The order screens refresh this query after a cancel, so the row never shows an old count. */
export function orderProductCountQueryOptions() {
  return queryOptionsFor(OrderProductCountDocument, {}, { select: (data) => data.me?.orderProductCount ?? null });
}

/** The steps a student follows after paying; waiting and cancelled lines are in the order list. */
const STEPS: readonly { status: OrderProductStatus; key: 'paid' | 'preparing' | 'delivering' | 'completed' }[] = [
  { status: 'PAID', key: 'paid' },
  { status: 'PREPARING', key: 'preparing' },
  { status: 'DELIVERING', key: 'delivering' },
  { status: 'COMPLETED', key: 'completed' },
];

/** 주문 현황: how many lines are at each step, each opening the order list. */
export function OrderStatusSummary() {
  const counts = useQuery(orderProductCountQueryOptions());
  return (
    <section className={styles.summary} aria-labelledby="order-status-title">
      <div className={styles.summaryHeader}>
        <h2 id="order-status-title" className={styles.summaryTitle}>
          주문 현황
        </h2>
        <Link href={paths.orders()} className={styles.summaryMore}>
          전체 보기
        </Link>
      </div>
      {counts.isError ? (
        <div role="alert" className={styles.summaryError}>
          <p>{errorMessage(counts.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void counts.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <ol className={styles.steps} aria-busy={counts.isPending || undefined}>
          {STEPS.map(({ status, key }) => {
            const count = counts.data?.[key] ?? 0;
            const label = orderStatusLabel(status);
            return (
              <li key={status}>
                {/* Named by content, not aria-label (WCAG 2.5.3): one hidden sentence, so every browser
                    reads "결제 완료 2건" with the same spacing; the visible pieces are its picture. */}
                <Link href={paths.orders()} className={styles.step}>
                  <strong className={count > 0 ? styles.stepCountActive : styles.stepCount} aria-hidden="true">
                    {counts.isPending ? <Skeleton width="1.5em" /> : count}
                  </strong>
                  <span className={styles.stepLabel} aria-hidden="true">
                    {label}
                  </span>
                  <VisuallyHidden>{counts.data ? `${label} ${count}건` : label}</VisuallyHidden>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
