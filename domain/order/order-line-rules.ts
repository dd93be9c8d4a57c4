import { OrderProductStatus } from '../enums';
import { invalidState } from '../errors/errors';

/*
 * An order line's own rules over plain values (no ORM): the entity, the order services and the
 * mocked API read them from here.
 */

/** docs/product-rules.md#reviews: a COMPLETED line can be reviewed for 90 days. */
export const REVIEW_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a line completed at `completedAt` can be reviewed. */
export function reviewableUntilOf(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** The buyer may still cancel or change a line (before staff started preparing it). */
export function isChangeableStatus(status: OrderProductStatus): boolean {
  return status === OrderProductStatus.READY || status === OrderProductStatus.PAID;
}

/** What a line's points paid for; `paidPrice` is its goods after the points on them. */
export interface LinePoints {
  /** The points that paid for the goods; never more than the line's whole share. */
  goodsPointUsing: number;
  /** The points that paid for the delivery fee booked on the line (points beyond its goods). */
  feePointUsing: number;
  /** What the PG charged for that fee: the fee less the points spent on it. */
  feePaidPrice: number;
}

export function linePointsOf(line: { pointUsing: number; salePrice: number; count: number; paidPrice: number; deliveryFee: number }): LinePoints {
  const goodsPointUsing = Math.min(line.pointUsing, Math.max(0, line.salePrice * line.count - line.paidPrice));
  const feePointUsing = line.pointUsing - goodsPointUsing;
  return { goodsPointUsing, feePointUsing, feePaidPrice: Math.max(0, line.deliveryFee - feePointUsing) };
}

/** The buyer's changes, as the refusals name them. */
export type BuyerChange = 'cancel' | 'options' | 'delivery';

const CHANGE_TEXT: Record<BuyerChange, string> = {
  cancel: '취소할',
  options: '옵션을 바꿀',
  delivery: '배송지를 바꿀',
};

/** Why a line past PAID can no longer be changed by the buyer; null where requireChangeable answers otherwise. */
const LATER_STATUS_TEXT = {
  READY: null,
  PAID: null,
  PREPARING: '상품 준비가 시작되어',
  DELIVERING: '배송이 시작되어',
  COMPLETED: '배송이 완료되어',
  CANCELLED: null,
} as const satisfies Record<OrderProductStatus, string | null>;

/** docs/product-rules.md#buyer-changes: the buyer changes a line only while it is READY or PAID; later a person must help. */
export function requireChangeable(line: { productName: string; status: OrderProductStatus }, change: BuyerChange): void {
  if (isChangeableStatus(line.status)) return;
  if (line.status === OrderProductStatus.CANCELLED) {
    throw invalidState(
      change === 'cancel'
        ? `'${line.productName}' 상품은 이미 취소되었어요.`
        : `'${line.productName}' 상품은 취소되어 ${CHANGE_TEXT[change]} 수 없어요.`,
    );
  }
  const why = LATER_STATUS_TEXT[line.status] ?? '처리가 진행되어';
  throw invalidState(`'${line.productName}' 상품은 ${why} ${CHANGE_TEXT[change]} 수 없어요. 고객센터로 문의해 주세요.`);
}
