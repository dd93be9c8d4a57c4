import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StaffRestockDemandSort } from '../../../lib/__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { PAGE_SIZE } from '../../../../../domain/paging';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { RaiseDialog } from './raise-dialog';
import { optionName, wholeStock } from './restock-labels';
import styles from './restock.module.css';
import { useRaiseStock, useRestockBoard, type DemandRow } from './use-restock-board';

const SORT_OPTIONS: readonly { value: StaffRestockDemandSort; label: string }[] = [
  { value: 'MOST_WAITING', label: '기다리는 회원 많은 순' },
  { value: 'OLDEST_REQUEST', label: '오래 기다린 순' },
];

function StockCell({ row }: { row: DemandRow }) {
  const whole = wholeStock(row.product);
  const details = row.product.productOptionDetails;
  return (
    <>
      {whole <= 0 ? <Badge tone="danger">품절</Badge> : <span>{whole.toLocaleString('ko-KR')}개</span>}
      {details.length > 0 && (
        <ul className={styles.options} aria-label={`${row.product.name} 옵션별 재고`}>
          {details.map((detail) => (
            <li key={detail.id} className={detail.count <= 0 ? styles.soldOut : undefined}>
              {optionName(detail)} {detail.count.toLocaleString('ko-KR')}개
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `/admin/restock?sort=&page=`: products members wait for, sold-out first; one click restocks. */
export function RestockPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const sort = SORT_OPTIONS.find((option) => option.value === params.get('sort'))?.value ?? 'MOST_WAITING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { canOperate } = useStaffLevel();
  const board = useRestockBoard(page, sort);
  const raise = useRaiseStock();
  const [raising, setRaising] = useState<DemandRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const go = (next: { sort: StaffRestockDemandSort; page: number }) =>
    navigate(paths.adminRestock({ sort: next.sort === 'MOST_WAITING' ? null : next.sort, page: next.page }), { replace: true });

  let body;
  if (board.isError) body = <ErrorState message={errorMessage(board.error)} onRetry={() => void board.refetch()} />;
  else if (!board.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="재입고 요청을 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else if (board.data.staffRestockDemand.total === 0) {
    body = <EmptyState title="재입고를 기다리는 회원이 없어요" description="품절 상품에 재입고 알림을 신청한 회원이 생기면 여기에 보여요." />;
  } else {
    const { items, total, waitingMembers } = board.data.staffRestockDemand;
    body = (
      <>
        <p className={styles.summary}>
          상품 {total.toLocaleString('ko-KR')}개 · 기다리는 회원 {waitingMembers.toLocaleString('ko-KR')}명
        </p>
        <table className={styles.table} aria-label="재입고 요청" aria-busy={board.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">상품</th>
              <th scope="col">기다리는 회원</th>
              <th scope="col">가장 오래된 요청</th>
              <th scope="col">현재 재고</th>
              {canOperate && (
                <th scope="col">
                  <span className={styles.srOnly}>재고 채우기</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.product.id}>
                <td data-label="상품">
                  <Link href={paths.adminProduct(row.product.id)} className={styles.name}>
                    {row.product.name}
                  </Link>
                </td>
                <td data-label="기다리는 회원" className={styles.number}>
                  {row.waiting.toLocaleString('ko-KR')}명
                </td>
                <td data-label="가장 오래된 요청">{formatDateTime(row.oldestRequestedAt)}</td>
                <td data-label="현재 재고">
                  <StockCell row={row} />
                </td>
                {canOperate && (
                  <td data-label="">
                    <Button size="sm" onClick={() => setRaising(row)} aria-label={`${row.product.name} 재고 채우기`}>
                      재고 채우기
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={page} total={total} pageSize={PAGE_SIZE} onPageChange={(next) => go({ sort, page: next })} label="재입고 요청 페이지" />
      </>
    );
  }

  return (
    <AdminPage title="재입고 요청" description="품절 상품을 먼저, 기다리는 회원이 많은 순서로 보여요. 재고를 채우면 기다리던 회원에게 알림이 가요.">
      <div className={styles.filters}>
        <Select label="정렬" options={SORT_OPTIONS} value={sort} onChange={(event) => go({ sort: event.target.value as StaffRestockDemandSort, page: 1 })} />
      </div>
      <p role="status" className={styles.announcer}>
        {announcement}
      </p>
      {body}
      {raising && canOperate && (
        <RaiseDialog row={raising} onRaise={(data) => raise.mutateAsync(data)} onDone={setAnnouncement} onClose={() => setRaising(null)} />
      )}
    </AdminPage>
  );
}
