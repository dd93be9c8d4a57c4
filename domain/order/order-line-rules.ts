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
