import { useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { FilterChips } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import type { OrderListQuery } from '../../lib/__generated__/graphql';
import { useNow } from '../../lib/clock';
import { formatDate, formatKRW } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { OrderLineItem } from './order-line-item';
import { emptyOrdersTitle, ORDER_PERIODS, pageOf, periodOf, periodStart, type OrderPeriod } from './order-period';
import styles from './order.module.css';
import { useOrderList } from './use-orders';
import { paths } from '../../lib/paths';

type ListedOrder = NonNullable<OrderListQuery['me']>['orders']['items'][number];

function OrderCard({ order }: { order: ListedOrder }) {
  const date = formatDate(order.createdAt);
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <strong>{date}</strong>
          <span className={styles.meta}>주문번호 {order.mUid}</span>
        </div>
        <Link href={paths.order(order.id)} className={styles.detailLink} aria-label={`${date} 주문 상세 보기`}>
          주문 상세
        </Link>
      </div>
      <ul className={styles.lines}>
        {order.orderProducts.map((line) => (
          <OrderLineItem key={line.id} line={line} />
        ))}
      </ul>
      <p className={styles.cardTotal}>
        <span>결제 금액</span>
        <strong>{formatKRW(order.paidPrice)}</strong>
      </p>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className={styles.orders} aria-busy="true" aria-label="주문 내역을 불러오는 중이에요">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={styles.card}>
          <Skeleton width="40%" />
          <Skeleton shape="block" height="72px" />
        </li>
      ))}
    </ul>
  );
}

function OrderList({ period, page, onPage }: { period: OrderPeriod; page: number; onPage: (page: number) => void }) {
  const now = useNow();
  const orders = useOrderList(periodStart(period, now), page);
  if (orders.isError) return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <ListSkeleton />;
  const { items, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyState
        title={emptyOrdersTitle(period)}
        description={period === 'all' ? '마음에 드는 상품을 골라 보세요.' : '기간을 늘려 보거나 새 상품을 둘러보세요.'}
        action={<ButtonLink href={paths.products()}>상품 보러 가기</ButtonLink>}
      />
    );
  }
  return (
    <>
      <p className={styles.meta} role="status">
        주문 {total}건
      </p>
      <ul className={styles.orders} aria-label="주문 목록" aria-busy={orders.isPlaceholderData || undefined}>
        {items.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <Pagination page={page} total={total} onPageChange={onPage} label="주문 목록 페이지" />
    </>
  );
}

/** `/my/orders`: the member's orders newest first, by period (`?period=1|3|6|all&page=`). */
export function OrdersPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const top = useRef<HTMLDivElement>(null);
  const period = periodOf(search.get('period'));
  const page = pageOf(search.get('page'));

  const go = (next: { period: OrderPeriod; page: number }) => navigate(paths.orders(next));
  const turnPage = (next: number) => {
    go({ period, page: next });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={styles.page} ref={top}>
      <FilterChips label="조회 기간" options={ORDER_PERIODS} value={period} onChange={(id) => go({ period: id, page: 1 })} />
      <OrderList period={period} page={page} onPage={turnPage} />
    </div>
  );
}
