/** What the order desk hands its selection bar. */
export interface BulkActionsProps {
  /** The order lines (OrderProduct ids) ticked on this page. */
  selectedIds: readonly number[];
  /** Called after an action changed lines, so the desk reloads its page and counts. */
  onDone: () => void;
}

/** Placeholder: bulk confirm, ship, complete and the shipping-delay notice replace this (issue 16). */
export function BulkActions(_props: BulkActionsProps) {
  return null;
}
