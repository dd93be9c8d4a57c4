import { OrderProductStatus } from '../enums';

/** An order line as the plan reads it: the backend's OrderProduct entity and the mock's line both fit. */
interface PlannedLine {
  id: number;
  status: OrderProductStatus;
  paidPrice: number;
  deliveryFee: number;
  deliveryTemplate: { id: number };
  isCancelled(): boolean;
  goodsPointUsing(): number;
  feePointUsing(): number;
  feePaidPrice(): number;
}

/** What cancelling one line gives back and what it leaves the order owing. */
export interface CancelPlan {
  /** Money back to the payment method; 0 for a line nobody has paid for yet. */
  refundPrice: number;
  /** Used points given back: the line's share, plus the fee's share when its delivery group closes. */
  refundPoint: number;
  /** The group's delivery fee, refunded only when this was the group's last live line. */
  refundDeliveryFee: number;
  /** For an unpaid order: what the buyer no longer has to pay. */
  unpaidDrop: number;
  /** Every line of the order is cancelled once this one is. */
  closesOrder: boolean;
}

/**
 * docs/product-rules.md#buyer-changes: a line refunds its paidPrice; the delivery fee booked on its
 * group's first line comes back only with the group's last live line (fee money and the points
 * spent on the fee alike). A READY line was never paid, so its money is dropped from what the
 * order still owes instead of being refunded.
 */
export function planLineCancel(line: PlannedLine, orderLines: readonly PlannedLine[]): CancelPlan {
  const others = orderLines.filter((other) => other.id !== line.id);
  const group = others.filter((other) => other.deliveryTemplate.id === line.deliveryTemplate.id);
  const closesGroup = group.every((other) => other.isCancelled());
  const feeLine = closesGroup ? [line, ...group].find((member) => member.deliveryFee > 0) : undefined;
  const money = line.paidPrice + (feeLine?.feePaidPrice() ?? 0);
  // PREPARING is paid too: only staff cancel it (line-process.ts `staffCancel`), refunded alike.
  const paid = line.status !== OrderProductStatus.READY;
  return {
    refundPrice: paid ? money : 0,
    refundPoint: line.goodsPointUsing() + (feeLine?.feePointUsing() ?? 0),
    refundDeliveryFee: feeLine?.deliveryFee ?? 0,
    unpaidDrop: paid ? 0 : money,
    closesOrder: others.every((other) => other.isCancelled()),
  };
}

/** What cancelling several lines of one order together gives back, summed. */
export interface LinesCancelPlan extends CancelPlan {
  /** Each line's own plan, in the order they are cancelled. */
  lines: { id: number; plan: CancelPlan }[];
}

/**
 * Staff cancel several lines of one order at once (docs/decisions/0052): each line is planned as
 * if the ones before it were already cancelled, so the delivery fee comes back exactly once, with
 * the group's last live line, and the sum equals cancelling them one by one as the member would.
 */
export function planLinesCancel<L extends PlannedLine>(lines: readonly L[], orderLines: readonly L[]): LinesCancelPlan {
  const cancelled = new Set<number>();
  const view = (member: L): PlannedLine => {
    const copy: PlannedLine = Object.create(member) as PlannedLine;
    copy.isCancelled = () => cancelled.has(member.id) || member.isCancelled();
    return copy;
  };
  const total: LinesCancelPlan = { refundPrice: 0, refundPoint: 0, refundDeliveryFee: 0, unpaidDrop: 0, closesOrder: false, lines: [] };
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    const plan = planLineCancel(view(line), orderLines.map(view));
    cancelled.add(line.id);
    total.refundPrice += plan.refundPrice;
    total.refundPoint += plan.refundPoint;
    total.refundDeliveryFee += plan.refundDeliveryFee;
    total.unpaidDrop += plan.unpaidDrop;
    total.closesOrder = plan.closesOrder;
    total.lines.push({ id: line.id, plan });
  }
  return total;
}
