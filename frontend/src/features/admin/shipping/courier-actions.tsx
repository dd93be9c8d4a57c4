import type { OrderLineFilter } from '../../../../../domain/order-desk/order-line-filter';

/** What the order desk hands the courier-file buttons. */
export interface CourierActionsProps {
  /** The desk's current filter: exporting without a selection exports what it lists. */
  filter: OrderLineFilter;
  /** The order lines (OrderProduct ids) ticked on this page, exported instead when any. */
  selectedIds: readonly number[];
}

/** Placeholder: the courier spreadsheet export replaces this (issue 16). */
export function CourierActions(_props: CourierActionsProps) {
  return null;
}
