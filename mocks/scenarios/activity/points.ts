// The demo member's point ledger in `standard`, every status present and docs/product-rules.md#points
// holding: sign-up 1,000 that expired unspent after a year, a recommendation bonus, 1% purchase
// points RESERVED while a line is paid and GAIN once it is completed, 500 for an APPLIED photo
// review, and 1,500 USED on an order. Purchase amounts come from the built lines, never typed in.
import type * as T from '../../__generated__/types';
import { toPointType } from '../graphql-shapes';
import { purchasePointsOf } from '../../../domain/point/point-rules';
import type { MockPointRecord, MockReviewRecord } from '../scenario';
import { PointTypeCode } from '../../../domain/reference/reference';
import type { StandardCatalogue } from '../standard/types';
import { StandardIds } from './ids';
import { ago, later, pointTypeOf } from './lookup';
import type { BuiltLine } from './order-build';

const P = StandardIds.point;
const L = StandardIds.orderProduct;
const YEAR = { days: 365 };

interface PointContext {
  catalogue: StandardCatalogue;
  now: Date;
  userId: number;
  lines: ReadonlyMap<number, BuiltLine>;
  orders: ReadonlyMap<number, T.Order>;
  reviews: ReadonlyMap<number, MockReviewRecord>;
}

interface Links {
  orderId?: number;
  orderProductId?: number;
  reviewId?: number;
}

function row(
  ctx: PointContext,
  id: number,
  status: T.PointStatus,
  code: string,
  value: number,
  createdAt: string,
  links: Links = {},
): MockPointRecord {
  return {
    __typename: 'Point',
    id,
    userId: ctx.userId,
    status,
    value,
    pointType: toPointType(pointTypeOf(ctx.catalogue, code)),
    createdAt,
    expiredAt: status === 'GAIN' ? later(createdAt, YEAR) : null,
    orderId: links.orderId ?? null,
    orderProductId: links.orderProductId ?? null,
    reviewId: links.reviewId ?? null,
  };
}

function lineOf(ctx: PointContext, lineId: number): BuiltLine {
  const built = ctx.lines.get(lineId);
  if (!built) throw new Error(`No order line ${lineId}`);
  return built;
}

/** RESERVED at payment while the line is open, GAIN at completion (docs/product-rules.md#points). */
function purchase(ctx: PointContext, id: number, lineId: number): MockPointRecord {
  const { line, completedAt, paidAt } = lineOf(ctx, lineId);
  const value = purchasePointsOf(line.paidPrice);
  const links = { orderId: line.orderId, orderProductId: line.id };
  if (line.status === 'COMPLETED' && completedAt) {
    return row(ctx, id, 'GAIN', PointTypeCode.PURCHASE, value, completedAt, links);
  }
  if (!paidAt || line.status === 'READY' || line.status === 'CANCELLED') {
    throw new Error(`Order line ${lineId} earns no purchase points`);
  }
  return row(ctx, id, 'RESERVED', PointTypeCode.PURCHASE, value, paidAt, links);
}

export function standardPoints(ctx: PointContext): MockPointRecord[] {
  const signup = row(ctx, P.signup, 'GAIN', PointTypeCode.SIGNUP, 1000, ago(ctx.now, { days: 548 }));
  const photoReview = ctx.reviews.get(StandardIds.review.teeApplied);
  const paddingOrder = ctx.orders.get(StandardIds.order.paidWithPoints);
  if (!photoReview || !paddingOrder) throw new Error('The standard ledger needs the photo review and the paid order');
  return [
    signup,
    row(ctx, P.recommend, 'GAIN', PointTypeCode.RECOMMEND, 1000, ago(ctx.now, { days: 200 })),
    // The daily job expired the whole sign-up grant: nothing had been spent from it in its year.
    row(ctx, P.signupExpired, 'EXPIRED', PointTypeCode.EXPIRE, 1000, signup.expiredAt ?? signup.createdAt),
    purchase(ctx, P.reservedCouncilVarsity, L.councilVarsity),
    purchase(ctx, P.purchaseTee, L.logoTee),
    purchase(ctx, P.purchaseEcobag, L.ecobag),
    row(ctx, P.photoReview, 'GAIN', PointTypeCode.REVIEW_PHOTO, 500, later(photoReview.createdAt, { days: 1 }), {
      reviewId: photoReview.id,
    }),
    purchase(ctx, P.purchaseHoodie, L.logoHoodie),
    purchase(ctx, P.purchaseBallcap, L.ballcap),
    purchase(ctx, P.purchaseSocks, L.socks),
    purchase(ctx, P.reservedCoachJacket, L.coachJacket),
    purchase(ctx, P.reservedCrewneck, L.crewneck),
    row(ctx, P.usedOnPadding, 'USED', PointTypeCode.USE, paddingOrder.pointUsing, paddingOrder.createdAt, {
      orderId: paddingOrder.id,
    }),
    purchase(ctx, P.reservedShortPadding, L.shortPadding),
  ];
}
