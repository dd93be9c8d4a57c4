import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { TODAY_ALL_DONE, TODAY_TEXT } from '../../../../../domain/admin-today/today-rules';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StaffTodayDocument, type StaffTodayKind, type StaffTodayQuery } from '../../../lib/__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { queryOptionsFor } from '../../../lib/query-options';
import styles from './today.module.css';

type Item = StaffTodayQuery['staffToday']['items'][number];

/** Where each item's work is done: the desk filtered by status, the refunds tab, the queues. */
const TODAY_LINKS: Record<StaffTodayKind, () => string> = {
  TO_CONFIRM: () => paths.adminOrders({ status: 'PAID' }),
  LATE_SHIPPING: () => paths.adminOrders({ status: 'PAID,PREPARING' }),
  CANCEL_REQUESTS: () => paths.adminRefunds({ tab: 'requests' }),
  FAILED_REFUNDS: () => paths.adminRefunds({ tab: 'failed' }),
  REVIEWS_WAITING: () => paths.adminReviews(),
  SOLD_OUT_WAITING: () => paths.adminRestock(),
  VBANK_EXPIRING: () => paths.adminOrders({ status: 'READY', pay: 'vbank' }),
};

function rowHref(row: Item['rows'][number]): string | null {
  if (row.orderId) return paths.adminOrder(row.orderId);
  if (row.productId) return paths.adminProduct(row.productId);
  return null;
}

function TodayCard({ item }: { item: Item }) {
  const text = TODAY_TEXT[item.kind];
  const headingId = `today-${item.kind}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        <Link href={TODAY_LINKS[item.kind]()}>
          {text.title} <span className={styles.count}>{item.count.toLocaleString('ko-KR')}건</span>
        </Link>
      </h3>
      <p className={styles.todo}>{text.todo}</p>
      <ul className={styles.rows}>
        {item.rows.map((row) => {
          const href = rowHref(row);
          return (
            <li key={row.id}>
              {href ? <Link href={href}>{row.label}</Link> : row.label}
              {row.at && <span className={styles.at}> · {formatDateTime(row.at)}</span>}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The console home's top: what needs a hand now, each card opening the screen where it is done. */
export function TodayList() {
  const today = useQuery(queryOptionsFor(StaffTodayDocument, {}, { select: (data) => data.staffToday }));
  let body;
  if (today.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="오늘 할 일을 불러오는 중이에요">
        <Skeleton shape="block" height="120px" />
      </div>
    );
  } else if (today.isError) {
    body = <ErrorState message={errorMessage(today.error)} onRetry={() => void today.refetch()} />;
  } else {
    const waiting = today.data.items.filter((item) => item.count > 0);
    body =
      waiting.length === 0 ? (
        <p className={styles.done} role="status">
          {TODAY_ALL_DONE}
        </p>
      ) : (
        <ul className={styles.cards}>
          {waiting.map((item) => (
            <TodayCard key={item.kind} item={item} />
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="today-heading" className={styles.today}>
      <h2 id="today-heading">오늘 할 일</h2>
      {body}
    </section>
  );
}
