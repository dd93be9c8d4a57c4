import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/graphql-client';
import { useStaffLevel } from '../use-staff-level';
import { BulkResultDialog } from './bulk/bulk-result-dialog';
import styles from './bulk/bulk.module.css';
import { DelayDialog } from './bulk/delay-dialog';
import { ShipDialog } from './bulk/ship-dialog';
import { useBulkAction, type BulkRequest, type BulkResultView } from './bulk/use-bulk-actions';

/** What the order desk hands its selection bar. */
export interface BulkActionsProps {
  /** The order lines (OrderProduct ids) ticked on this page. */
  selectedIds: readonly number[];
  /** Called after an action changed lines, so the desk reloads its page and counts. */
  onDone: () => void;
}

const ACTION_NAMES: Record<BulkRequest['kind'], string> = {
  confirm: '발주 확인',
  ship: '발송 처리',
  complete: '배송 완료',
  delay: '발송 지연 안내',
};

/**
 * The selection bar's actions (ADR 0050): confirm, ship, complete and the shipping-delay notice for
 * the ticked lines, each answered line by line in a result dialog. Look-only staff see none.
 */
export function BulkActions({ selectedIds, onDone }: BulkActionsProps) {
  const { canOperate } = useStaffLevel();
  const bulk = useBulkAction(onDone);
  const [dialog, setDialog] = useState<'ship' | 'delay' | null>(null);
  const [shown, setShown] = useState<{ action: string; result: BulkResultView } | null>(null);
  if (!canOperate) return null;

  const ids = [...selectedIds];
  const none = ids.length === 0;
  const running = bulk.isPending ? bulk.variables : undefined;
  const start = (request: BulkRequest) =>
    bulk.mutate(request, {
      onSuccess: (result) => {
        setDialog(null);
        setShown({ action: ACTION_NAMES[request.kind], result });
      },
    });
  const open = (which: 'ship' | 'delay') => {
    bulk.reset();
    setDialog(which);
  };
  // A whole-call refusal of a direct action shows in the bar; the dialogs show their own.
  const barFailure = bulk.isError && dialog === null ? errorMessage(bulk.error) : null;

  return (
    <div className={styles.bar} role="group" aria-label="선택한 주문 상품 일괄 처리" aria-busy={bulk.isPending}>
      <div className={styles.buttons}>
        <Button
          size="sm"
          disabled={none || bulk.isPending}
          loading={running?.kind === 'confirm'}
          onClick={() => start({ kind: 'confirm', orderProductIds: ids })}
        >
          발주 확인
        </Button>
        <Button size="sm" variant="secondary" disabled={none || bulk.isPending} onClick={() => open('ship')}>
          발송 처리
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={none || bulk.isPending}
          loading={running?.kind === 'complete'}
          onClick={() => start({ kind: 'complete', orderProductIds: ids })}
        >
          배송 완료
        </Button>
        <Button size="sm" variant="secondary" disabled={none || bulk.isPending} onClick={() => open('delay')}>
          발송 지연 안내
        </Button>
      </div>
      <p className={styles.muted} role="status">
        {bulk.isPending ? `${ids.length}개를 처리하고 있어요…` : none ? '주문 상품을 골라 주세요.' : `${ids.length}개 선택했어요.`}
      </p>
      {barFailure && (
        <p role="alert" className={styles.refused}>
          {barFailure}
        </p>
      )}
      {dialog === 'ship' && (
        <ShipDialog
          open
          orderProductIds={ids}
          pending={bulk.isPending}
          error={bulk.error}
          onClose={() => setDialog(null)}
          onSubmit={(rows) => start({ kind: 'ship', rows })}
        />
      )}
      {dialog === 'delay' && (
        <DelayDialog
          open
          count={ids.length}
          pending={bulk.isPending}
          error={bulk.error}
          onClose={() => setDialog(null)}
          onSubmit={(delay) => start({ kind: 'delay', orderProductIds: ids, ...delay })}
        />
      )}
      <BulkResultDialog action={shown?.action ?? ''} result={shown?.result ?? null} onClose={() => setShown(null)} />
    </div>
  );
}
