// A scenario's starting state turned into the store's records: embedded GraphQL objects become
// ids, so that one copy of each product, review and stock count serves every query.
import type * as T from '../__generated__/types';
import type { MockScenario } from '../scenarios/scenario';
import { PointTypeCode } from '../../domain/reference/reference';
import { purchasePointsOf } from '../../domain/point/point-rules';
import { seedMessages } from './messages';
import { withRemainingRests } from './points';
import { sessionTokenFor } from './sessions';
import type {
  StoreMember,
  StoreOrder,
  StoreOrderLine,
  StorePoint,
  StoreReview,
  StoreState,
  StoreUserDelivery,
} from './types';

const DAY = 24 * 60 * 60 * 1000;

function toLine(line: T.OrderProduct): StoreOrderLine {
  const shipping = line.orderProductShipping;
  return {
    id: line.id,
    orderId: line.orderId,
    productId: line.productId,
    productOptionDetailId: line.productOptionDetailId,
    productOptionId0: line.productOptionId0,
    productOptionId1: line.productOptionId1,
    productOptionId2: line.productOptionId2,
    productOptionInput0: line.productOptionInput0,
    productOptionInput1: line.productOptionInput1,
    productOptionInput2: line.productOptionInput2,
    deliveryTemplateId: line.deliveryTemplateId,
    productName: line.productName,
    optionText: line.optionText,
    price: line.price,
    salePrice: line.salePrice,
    count: line.count,
    discountFee: line.discountFee,
    paidPrice: line.paidPrice,
    deliveryFee: line.deliveryFee,
    pointUsing: line.pointUsing,
    cancelPrice: line.cancelPrice,
    status: line.status,
    check: line.check,
    note: line.note,
    cancelReason: line.cancelReason,
    reviewableUntil: line.reviewableUntil,
    createdAt: line.createdAt,
    shipping: shipping
      ? {
          id: shipping.id,
          shippingNumber: shipping.shippingNumber,
          orderDeliveryCompanyId: shipping.orderDeliveryCompanyId,
          status: shipping.status,
          createdAt: shipping.createdAt,
        }
      : null,
    shippingDelay: line.shippingDelay ? { ...line.shippingDelay } : null,
    shippingRequestedAt: line.shippingRequestedAt ?? null,
  };
}

function toOrder(order: T.Order): StoreOrder {
  const spec = order.orderSpecification;
  const delivery = order.orderDelivery;
  return {
    id: order.id,
    userId: order.userId,
    mUid: order.mUid,
    createdAt: order.createdAt,
    buyer: { email: order.user.email, name: order.user.name, tel: order.user.tel },
    paidPrice: order.paidPrice,
    pointUsing: order.pointUsing,
    deliveryFee: order.deliveryFee,
    totalPrice: order.totalPrice,
    discountFee: order.discountFee,
    cancelPrice: order.cancelPrice,
    check: order.check,
    expiresAt: order.expiresAt,
    refundAccount: order.refundAccount,
    refundHolder: order.refundHolder,
    refundBankName: order.refundBankName,
    refundBankCode: order.refundBankCode,
    delivery: delivery
      ? {
          id: delivery.id,
          name: delivery.name,
          postCode: delivery.postCode,
          address: delivery.address,
          detailAddress: delivery.detailAddress,
          tel: delivery.tel,
          note: delivery.note,
        }
      : null,
    specification: {
      payMethod: spec.payMethod,
      status: spec.status,
      paidAt: spec.paidAt,
      impUid: spec.status === 'READY' && spec.payMethod !== 'vbank' ? null : `imp_mock_${order.id}`,
      vbankNum: spec.vbankNum,
      vbankName: spec.vbankName,
      vbankCode: spec.vbankCode,
      vbankHolder: spec.vbankHolder,
      vbankDate: spec.vbankDate,
      failReason: null,
    },
    lines: order.orderProducts.map(toLine),
  };
}

function toReview(review: T.Review, userId: number): StoreReview {
  return {
    id: review.id,
    userId,
    authorName: review.user.name,
    productId: review.productId,
    orderProductId: review.orderProduct?.id ?? null,
    rating: review.rating,
    note: review.note,
    images: [...review.images],
    pinned: review.pinned,
    status: review.status,
    feedback: review.feedback,
    createdAt: review.createdAt,
    optionText: review.optionText,
    size: review.reviewUserSize
      ? { size: review.reviewUserSize.size, height: review.reviewUserSize.height, weight: review.reviewUserSize.weight }
      : null,
    answers: review.reviewOptionSelecteds.map((answer) => ({
      id: answer.id,
      reviewOptionId: answer.reviewOptionId,
      reviewOptionDetailId: answer.reviewOptionDetailId,
    })),
    comments: review.reviewComments.map((comment) => ({
      id: comment.id,
      content: comment.content,
      createdAt: comment.createdAt,
    })),
  };
}

/** Optional links a scenario may give its point rows; without them they are inferred below. */
type LinkedPoint = MockScenario['points'][number] & {
  orderId?: number | null;
  orderProductId?: number | null;
  reviewId?: number | null;
};

/**
 * Ledger rows carry no GraphQL link to what they are about, but cancelling a line must drop its
 * RESERVED row and completing it must turn that row into GAIN. Rows without explicit links are
 * matched to the member's open lines by the 1% rule of docs/product-rules.md#points, and USED rows to orders by amount.
 */
function linkPoints(scenario: MockScenario, orders: StoreOrder[]): Omit<StorePoint, 'remaining'>[] {
  const purchaseType = scenario.catalogue.pointTypes.find((type) => type.code === PointTypeCode.PURCHASE)?.id;
  const useType = scenario.catalogue.pointTypes.find((type) => type.code === PointTypeCode.USE)?.id;
  const claimedLines = new Set<number>();
  const claimedOrders = new Set<number>();
  return scenario.points.map((row: LinkedPoint) => {
    const point: Omit<StorePoint, 'remaining'> = {
      id: row.id,
      userId: row.userId,
      status: row.status,
      value: row.value,
      createdAt: row.createdAt,
      expiredAt: row.expiredAt,
      pointTypeId: row.pointType.id,
      orderId: row.orderId ?? null,
      orderProductId: row.orderProductId ?? null,
      reviewId: row.reviewId ?? null,
    };
    if (point.orderProductId === null && row.status === 'RESERVED' && point.pointTypeId === purchaseType) {
      const line = orders
        .filter((order) => order.userId === row.userId)
        .flatMap((order) => order.lines)
        .find(
          (candidate) =>
            !claimedLines.has(candidate.id) &&
            ['PAID', 'PREPARING', 'DELIVERING'].includes(candidate.status) &&
            purchasePointsOf(candidate.paidPrice) === row.value,
        );
      if (line) {
        claimedLines.add(line.id);
        point.orderProductId = line.id;
        point.orderId = line.orderId;
      }
    }
    if (point.orderId === null && row.status === 'USED' && point.pointTypeId === useType) {
      const order = orders.find(
        (candidate) => candidate.userId === row.userId && !claimedOrders.has(candidate.id) && candidate.pointUsing === row.value,
      );
      if (order) {
        claimedOrders.add(order.id);
        point.orderId = order.id;
      }
    }
    return point;
  });
}

function highest(ids: Iterable<number>): number {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max;
}

export function normalizeScenario(scenario: MockScenario): StoreState {
  const source = structuredClone(scenario);
  const now = Date.parse(source.now);
  const members: StoreMember[] = source.members.map((member) => ({
    ...member,
    // Members carry no sign-up date; an old, stable one keeps "member since" screens steady.
    createdAt: new Date(now - (400 - member.id) * DAY).toISOString(),
    social: null,
    resignedAt: null,
  }));
  const orders = source.orders.map(toOrder);

  const reviews = source.reviews.map((review) => toReview(review, review.userId));
  for (const order of source.orders) {
    for (const line of order.orderProducts) {
      if (line.review && !reviews.some((review) => review.id === line.review?.id)) {
        reviews.push({ ...toReview(line.review, order.userId), orderProductId: line.id });
      }
    }
  }

  const userDeliveries: StoreUserDelivery[] = source.userDeliveries.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.name,
    postCode: row.postCode,
    address: row.address,
    detailAddress: row.detailAddress,
    tel: row.tel,
    note: row.note,
  }));
  for (const member of members) {
    if (member.userDelivery && !userDeliveries.some((row) => row.userId === member.id)) {
      userDeliveries.push({ id: highest(userDeliveries.map((row) => row.id)) + 1, userId: member.id, ...member.userDelivery });
    }
  }

  const points = withRemainingRests(linkPoints(source, orders));
  const lines = orders.flatMap((order) => order.lines);
  const state: StoreState = {
    scenario: source.name,
    catalogue: source.catalogue,
    members,
    carts: source.carts.map((cart) => ({ ...cart })),
    orders,
    points,
    reviews,
    restocks: source.restockNotifications.map((row) => ({
      id: row.id,
      userId: row.userId,
      productId: row.productId,
      optionId: null,
      createdAt: row.createdAt,
    })),
    wishes: [],
    restockMessages: [],
    messages: seedMessages(orders, members),
    userDeliveries,
    staffAudit: [],
    sessions: Object.fromEntries(members.map((member) => [sessionTokenFor(member.id), member.id])),
    certifications: [],
    certificationTokens: [],
    signUpTickets: [],
    passwordResets: {},
    lastIds: {
      member: highest(members.map((row) => row.id)),
      cart: highest(source.carts.map((row) => row.id)),
      order: highest(orders.map((row) => row.id)),
      orderProduct: highest(lines.map((row) => row.id)),
      orderDelivery: highest(orders.map((row) => row.delivery?.id ?? 0)),
      shipping: highest(lines.map((row) => row.shipping?.id ?? 0)),
      point: highest(points.map((row) => row.id)),
      review: highest(reviews.map((row) => row.id)),
      reviewAnswer: highest(reviews.flatMap((row) => row.answers.map((answer) => answer.id))),
      reviewComment: highest(reviews.flatMap((row) => row.comments.map((comment) => comment.id))),
      restock: highest(source.restockNotifications.map((row) => row.id)),
      message: orders.length * 2,
      userDelivery: highest(userDeliveries.map((row) => row.id)),
    },
  };
  return state;
}
