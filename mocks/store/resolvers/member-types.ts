// Field resolvers of the viewer's own records: profile, cart lines, orders, reviews, points.
import { cancelRequestOf } from '../refund-desk';
import type * as T from '../../__generated__/types';
import { unitPrices } from '../../scenarios/pricing';
import { visibleShippingDelay } from '../../../domain/staff/bulk-lines';
import { userDeliveryOf } from '../address';
import { cartProblem, cartSummary } from '../cart';
import type { MockDb } from '../db';
import { isReviewable, orderProductCount, ordersOf, paymentStatusOf, reviewableLines, reviewOf } from '../orders';
import { repayRequestFor } from '../payment';
import { balanceOf, pointSummary } from '../points';
import { reviewsOf } from '../reviews';
import type {
  StoreCart,
  StoreMember,
  StoreOrder,
  StoreOrderLine,
  StorePoint,
  StoreRestock,
  StoreReview,
  StoreShipping,
  StoreSpecification,
} from '../types';
import { optionDetailView } from './catalog-types';
import { campaignChargeOf } from '../billing';
import { productionLineFields } from './production';
import type { MockContext } from './context';

const LEVELS: readonly T.Authority[] = ['NORMAL', 'HIDDEN', 'ADMINHIDDEN', 'ADMIN'];

function productOf(db: MockDb, productId: number) {
  const product = db.product(productId);
  if (!product) throw new Error(`The catalogue has no product ${productId}`);
  return product;
}

function optionDetailOf(db: MockDb, productId: number, detailId: number | null) {
  const product = productOf(db, productId);
  const detail = db.optionDetail(product, detailId);
  return detail ? optionDetailView(product.id, detail) : null;
}

export const memberTypeResolvers = {
  User: {
    userType: (member: StoreMember, _args: unknown, { db }: MockContext) =>
      db.catalogue.userTypes.find((type) => type.id === member.userTypeId) ?? null,
    userConfig: (member: StoreMember) => ({
      marketing: member.marketing,
      marketingAgreedAt: member.marketing ? (member.marketingAgreedAt ?? member.createdAt) : null,
      social: member.social,
    }),
    authorityLevel: (member: StoreMember) => (member.authority < 0 ? null : (LEVELS[Math.min(member.authority, 3)] ?? null)),
    point: (member: StoreMember, _args: unknown, { db }: MockContext) => balanceOf(db, member.id),
    pointSummary: (member: StoreMember, _args: unknown, { db }: MockContext) => pointSummary(db, member.id),
    userDelivery: (member: StoreMember, _args: unknown, { db }: MockContext) => userDeliveryOf(db, member.id),
    carts: (member: StoreMember, _args: unknown, { db }: MockContext) => cartSummary(db, member.id),
    orders: (member: StoreMember, args: T.UserOrdersArgs, { db }: MockContext) => ordersOf(db, member, args.startDate, args.page),
    orderProductCount: (member: StoreMember, _args: unknown, { db }: MockContext) => orderProductCount(db, member),
    reviewableOrderProducts: (member: StoreMember, args: T.UserReviewableOrderProductsArgs, { db }: MockContext) =>
      reviewableLines(db, member, args.page),
    reviews: (member: StoreMember, args: T.UserReviewsArgs, { db }: MockContext) => reviewsOf(db, member, null, args.page),
    rejectedReviews: (member: StoreMember, args: T.UserRejectedReviewsArgs, { db }: MockContext) =>
      reviewsOf(db, member, 'REJECT', args.page),
  },
  Cart: {
    product: (cart: StoreCart, _args: unknown, { db }: MockContext) => productOf(db, cart.productId),
    productOptionDetail: (cart: StoreCart, _args: unknown, { db }: MockContext) =>
      optionDetailOf(db, cart.productId, cart.productOptionDetailId),
    productOptionId0: (cart: StoreCart, _args: unknown, { db }: MockContext) => productOf(db, cart.productId).productOptions[0]?.id ?? null,
    productOptionId1: (cart: StoreCart, _args: unknown, { db }: MockContext) => productOf(db, cart.productId).productOptions[1]?.id ?? null,
    productOptionId2: (cart: StoreCart, _args: unknown, { db }: MockContext) => productOf(db, cart.productId).productOptions[2]?.id ?? null,
    deliveryTemplateId: (cart: StoreCart, _args: unknown, { db }: MockContext) => productOf(db, cart.productId).deliveryTemplateId,
    deliveryTemplate: (cart: StoreCart, _args: unknown, { db }: MockContext) => db.template(productOf(db, cart.productId).deliveryTemplateId),
    unitPrice: (cart: StoreCart, _args: unknown, { db }: MockContext) => {
      const product = productOf(db, cart.productId);
      return unitPrices(product, db.optionDetail(product, cart.productOptionDetailId)).price;
    },
    unitSalePrice: (cart: StoreCart, _args: unknown, { db }: MockContext) => {
      const product = productOf(db, cart.productId);
      return unitPrices(product, db.optionDetail(product, cart.productOptionDetailId)).salePrice;
    },
    problem: (cart: StoreCart, _args: unknown, { db, viewer }: MockContext) => cartProblem(db, cart, viewer),
  },
  Order: {
    user: (order: StoreOrder) => order.buyer,
    orderProducts: (order: StoreOrder) => order.lines,
    orderDelivery: (order: StoreOrder) => order.delivery,
    orderSpecification: (order: StoreOrder) => order.specification,
    payment: (order: StoreOrder, _args: unknown, { db, origin }: MockContext) => repayRequestFor(db, order, origin),
    campaignCharge: (order: StoreOrder, _args: unknown, { db }: MockContext) => campaignChargeOf(db, order),
  },
  OrderSpecification: {
    paymentStatus: (spec: StoreSpecification) => paymentStatusOf(spec),
  },
  OrderProduct: {
    product: (line: StoreOrderLine, _args: unknown, { db }: MockContext) => productOf(db, line.productId),
    productOptionDetail: (line: StoreOrderLine, _args: unknown, { db }: MockContext) =>
      optionDetailOf(db, line.productId, line.productOptionDetailId),
    orderProductShipping: (line: StoreOrderLine) => line.shipping,
    shippingDelay: (line: StoreOrderLine) => visibleShippingDelay(line.status, line.shippingDelay),
    review: (line: StoreOrderLine, _args: unknown, { db }: MockContext) => reviewOf(db, line.id),
    isReviewable: (line: StoreOrderLine, _args: unknown, { db }: MockContext) => isReviewable(db, line),
    cancelRequest: (line: StoreOrderLine, _args: unknown, { db }: MockContext) => cancelRequestOf(db, line.id),
    ...productionLineFields,
  },
  OrderProductShipping: {
    orderDeliveryCompany: (shipping: StoreShipping, _args: unknown, { db }: MockContext) =>
      db.catalogue.deliveryCompanies.find((company) => company.id === shipping.orderDeliveryCompanyId),
    trackingUrl: (shipping: StoreShipping, _args: unknown, { db }: MockContext) =>
      db.catalogue.deliveryCompanies
        .find((company) => company.id === shipping.orderDeliveryCompanyId)
        ?.trackingUrl.replace('{number}', encodeURIComponent(shipping.shippingNumber)) ?? null,
  },
  Review: {
    user: (review: StoreReview) => ({ name: review.authorName }),
    product: (review: StoreReview, _args: unknown, { db }: MockContext) => productOf(db, review.productId),
    // Only the reviewer sees which of their order lines a review belongs to.
    orderProduct: (review: StoreReview, _args: unknown, { db, viewer }: MockContext) => {
      if (viewer?.id !== review.userId || review.orderProductId === null) return null;
      return db.state.orders.flatMap((order) => order.lines).find((line) => line.id === review.orderProductId) ?? null;
    },
    reviewUserSize: (review: StoreReview) => review.size,
    reviewOptionSelecteds: (review: StoreReview) => review.answers,
    reviewComments: (review: StoreReview) => review.comments,
  },
  ReviewOptionSelected: {
    reviewOption: (answer: StoreReview['answers'][number], _args: unknown, { db }: MockContext) =>
      db.catalogue.reviewTypes.flatMap((type) => type.reviewOptions).find((option) => option.id === answer.reviewOptionId),
    reviewOptionDetail: (answer: StoreReview['answers'][number], _args: unknown, { db }: MockContext) =>
      db.catalogue.reviewTypes
        .flatMap((type) => type.reviewOptions)
        .flatMap((option) => option.reviewOptionDetails)
        .find((detail) => detail.id === answer.reviewOptionDetailId),
  },
  Point: {
    pointType: (point: StorePoint, _args: unknown, { db }: MockContext) =>
      db.catalogue.pointTypes.find((type) => type.id === point.pointTypeId),
  },
  ProductRestockNotification: {
    product: (row: StoreRestock, _args: unknown, { db }: MockContext) => productOf(db, row.productId),
  },
};
