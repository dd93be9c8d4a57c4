import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { DESK_PAGE_SIZE } from '../../../../../domain/order-desk/order-desk';
import { errorMessage } from '../../../lib/graphql-client';
import { AdminPage } from '../admin-page';
import { CourierActions } from '../shipping/courier-actions';
import { useStaffLevel } from '../use-staff-level';
import { BulkActions } from './bulk-actions';
import { DeskFilters } from './desk-filters';
import { DeskLines } from './desk-lines';
import { deskAddressOf, deskQueryOf, type DeskQuery } from './desk-query';
import { SavedViews } from './saved-views';
import { StatusTabs } from './status-tabs';
import { useOrderDesk, useOrderDeskPickers, useReloadOrders } from './use-order-desk';
import styles from './orders.module.css';

/**
 * `/admin/orders`: the order desk (docs/decisions/0049-order-desk.md). The address holds the
 * filter, order, page and saved view (desk-query.ts), so links and reloads open the same desk.
 */
export function OrdersPage({ now }: { now?: Date } = {}) {
  const query = deskQueryOf(useSearch());
  const [, navigate] = useLocation();
  const { canOperate } = useStaffLevel();
  const { filter, lines, counts } = useOrderDesk(query);
  const pickers = useOrderDeskPickers();
  const reload = useReloadOrders();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const go = (next: DeskQuery) => {
    setSelected(new Set());
    navigate(deskAddressOf(next), { replace: true });
  };
  // Any filter change starts again at page 1 and leaves the saved view it came from.
  const refine = (change: Partial<DeskQuery>) => go({ ...query, ...change, page: 1, view: null });
  const selectedIds = [...selected];

  let body;
  if (lines.isError) body = <ErrorState message={errorMessage(lines.error)} onRetry={() => void lines.refetch()} />;
  else if (!lines.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="주문을 불러오는 중이에요">
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  } else if (lines.data.staffOrderLines.total === 0) {
    body = <EmptyState title="조건에 맞는 주문이 없어요" description="상태 탭이나 필터, 기간을 바꿔 보세요." />;
  } else {
    const { items, total } = lines.data.staffOrderLines;
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          {total.toLocaleString('ko-KR')}건
        </p>
        <DeskLines
          label="주문 목록"
          lines={items}
          busy={lines.isPlaceholderData}
          selected={canOperate ? selected : null}
          onToggle={(id, on) => setSelected((current) => toggled(current, [id], on))}
          onTogglePage={(on) => setSelected((current) => toggled(current, items.map((line) => line.id), on))}
        />
        <Pagination page={query.page} total={total} pageSize={DESK_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })} label="주문 목록 페이지" />
      </>
    );
  }
  return (
    <AdminPage title="주문" actions={<CourierActions filter={filter} selectedIds={selectedIds} />}>
      <SavedViews query={query} onOpen={go} />
      <DeskFilters query={query} pickers={pickers.data?.staffOrderDeskPickers} onChange={refine} now={now} />
      <StatusTabs counts={counts.data?.staffOrderLineCounts} selected={query.statuses} onSelect={(statuses) => refine({ statuses })} />
      {/* Always there for staff who may act: a bulk action's result dialog must outlive the
          selection it cleared and the lines that left the filtered list. */}
      {canOperate && (
        <div className={styles.selection} role="region" aria-label="선택한 주문">
          <BulkActions
            selectedIds={selectedIds}
            onDone={() => {
              setSelected(new Set());
              reload();
            }}
          />
        </div>
      )}
      {body}
    </AdminPage>
  );
}

function toggled(current: ReadonlySet<number>, ids: readonly number[], on: boolean): ReadonlySet<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
