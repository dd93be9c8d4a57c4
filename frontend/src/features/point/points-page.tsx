import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { FilterChips } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import type { PointRowFragment, PointStatus } from '../../lib/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { useSession } from '../../lib/session';
import { formatPoints, pageOf, POINT_FILTERS, POINT_STATUS_LABELS, POINT_STATUS_TONES, signedPoints, statusOf } from './point-labels';
import styles from './points-page.module.css';
import { useMyPointSummary } from '../../lib/point-queries';
import { usePointHistory } from './use-points';
import { paths } from '../../lib/paths';

const NO_POINTS = { balance: 0, reserved: 0, expiringSoon: 0 };

function Summary() {
  const summary = useMyPointSummary();
  if (summary.isError) return <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />;
  const data = summary.data ?? NO_POINTS;
  const show = (amount: number) => (summary.isPending ? <Skeleton width="5em" /> : formatPoints(amount));
  return (
    <dl className={styles.summary} aria-busy={summary.isPending || undefined}>
      <div className={styles.balance}>
        <dt>사용 가능한 포인트</dt>
        <dd>{show(data.balance)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>적립 예정</dt>
        <dd>{show(data.reserved)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>30일 안에 소멸 예정</dt>
        <dd className={data.expiringSoon > 0 ? styles.expiring : undefined}>{show(data.expiringSoon)}</dd>
      </div>
    </dl>
  );
}

function PointItem({ row }: { row: PointRowFragment }) {
  const adds = row.status === 'GAIN' || row.status === 'RESERVED';
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.reason}>{row.pointType.content}</span>
        <span className={styles.meta}>
          {formatDate(row.createdAt)}
          {row.status === 'GAIN' && row.expiredAt && ` · ${formatDate(row.expiredAt)} 소멸 예정`}
        </span>
      </div>
      <div className={styles.rowSide}>
        <Badge tone={POINT_STATUS_TONES[row.status]}>{POINT_STATUS_LABELS[row.status]}</Badge>
        <span className={adds ? styles.plus : styles.minus}>{signedPoints(row.status, row.value)}</span>
      </div>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="포인트 내역을 불러오는 중이에요">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={styles.row}>
          <Skeleton width="60%" />
          <Skeleton width="4em" />
        </li>
      ))}
    </ul>
  );
}

function History({ userId, status, page, onPage }: { userId: number; status: PointStatus | null; page: number; onPage: (page: number) => void }) {
  const history = usePointHistory({ userId, page, status });
  if (history.isError) return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  if (!history.data) return <HistorySkeleton />;
  const { items, total } = history.data;
  if (total === 0) {
    return (
      <EmptyState
        title={status ? `${POINT_STATUS_LABELS[status]} 내역이 없어요` : '포인트 내역이 없어요'}
        description="상품을 사거나 리뷰를 쓰면 포인트가 쌓여요. 1포인트는 1원처럼 쓸 수 있어요."
        action={
          <ButtonLink href={paths.products()}>
            상품 보러 가기
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="포인트 내역" aria-busy={history.isPlaceholderData || undefined}>
        {items.map((row) => (
          <PointItem key={row.id} row={row} />
        ))}
      </ul>
      <Pagination page={page} total={total} onPageChange={onPage} label="포인트 내역 페이지" />
    </>
  );
}

/** `/my/points`: balance, points to be earned and expiring soon, and the ledger page by page. */
export function PointsPage() {
  const { user } = useSession();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const listTop = useRef<HTMLHeadingElement>(null);
  const status = statusOf(search.get('status'));
  const page = pageOf(search.get('page'));

  const go = (next: { status: PointStatus | null; page: number }) => navigate(paths.points(next));
  const turnPage = (next: number) => {
    go({ status, page: next });
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  if (!user) return null;
  return (
    <div className={styles.page}>
      <Summary />
      <section className={styles.history} aria-labelledby="point-history-title">
        <h2 id="point-history-title" ref={listTop} className={styles.title}>
          포인트 내역
        </h2>
        <FilterChips
          label="포인트 내역 종류"
          options={POINT_FILTERS}
          value={status ?? 'ALL'}
          onChange={(id) => go({ status: id === 'ALL' ? null : id, page: 1 })}
        />
        <History userId={user.id} status={status} page={page} onPage={turnPage} />
      </section>
      <p className={styles.note}>적립한 포인트는 1년 동안 쓸 수 있고, 먼저 적립한 포인트부터 사용돼요.</p>
    </div>
  );
}
