/** What the order page hands each line's cancel button. */
export interface LineCancelActionProps {
  /** The order line (OrderProduct id). */
  orderProductId: number;
  /** Called after the line was cancelled, so the order page reloads. */
  onDone: () => void;
}

/** Placeholder: the staff cancel-and-refund dialog replaces this (issue 16). */
export function LineCancelAction(_props: LineCancelActionProps) {
  return null;
}
