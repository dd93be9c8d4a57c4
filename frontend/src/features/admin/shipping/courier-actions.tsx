import type { OrderLineFilter } from '../../../../../domain/order-desk/order-line-filter';
import { useStaffLevel } from '../use-staff-level';
import { CourierExportForm } from './courier-export-form';

/** What the order desk hands the courier-file buttons. */
export interface CourierActionsProps {
  /** The desk's current filter: exporting without a selection exports what it lists. */
  filter: OrderLineFilter;
  /** The order lines (OrderProduct ids) ticked on this page, exported instead when any. */
  selectedIds: readonly number[];
}

/** The desk toolbar's courier file: the ticked lines, else the desk's filter (lines to ship by default). */
export function CourierActions({ filter, selectedIds }: CourierActionsProps) {
  const { canOperate } = useStaffLevel();
  if (!canOperate) return null;
  const ticked = selectedIds.length > 0;
  return (
    <CourierExportForm
      filter={ticked ? null : filter}
      orderProductIds={ticked ? selectedIds : null}
      label={ticked ? `선택한 ${selectedIds.length}개 택배 파일로` : '목록을 택배 파일로'}
    />
  );
}
