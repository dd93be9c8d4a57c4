import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import {
  lineIsReviewable,
  lineOptionDetail,
  lineProduct,
  lineReview,
  lineShipping,
  orderBuyer,
  orderDelivery,
  orderSpecification,
  shippingCompany,
  shippingTrackingUrl,
} from './order-read';
import { linesOfOrder } from './order-loaders';
import { orderPaymentRequest } from './order-repay';

// Column fields resolve by default; relations and derived values come through per-request batches.
export const orderTypeResolvers: Resolvers = {
  Order: {
    userId: (order) => order.user.id,
    user: (order, _args, { em }) => orderBuyer(em, order),
    orderProducts: (order, _args, { em }) => linesOfOrder(em, order.id),
    orderDelivery: (order, _args, { em }) => orderDelivery(em, order),
    orderSpecification: (order, _args, { em }) => orderSpecification(em, order),
    payment: async (order, _args, { em, config, returnOrigin }) => orderPaymentRequest(em, config, order, new Date(), await returnOrigin()),
  },
  OrderSpecification: {
    paymentStatus: (specification) => specification.paymentStatus(),
  },
  OrderProduct: {
    orderId: (line) => line.order.id,
    productId: (line) => line.product.id,
    product: (line, _args, { em }) => lineProduct(em, line),
    productOptionDetailId: (line) => line.productOptionDetail?.id ?? null,
    productOptionDetail: (line, _args, { em }) => lineOptionDetail(em, line),
    deliveryTemplateId: (line) => line.deliveryTemplate.id,
    orderProductShipping: (line, _args, { em }) => lineShipping(em, line),
    review: (line, _args, { em }) => lineReview(em, line),
    isReviewable: (line, _args, { em }) => lineIsReviewable(em, line),
    reviewableUntil: (line) => line.reviewableUntil(),
  },
  OrderProductShipping: {
    orderDeliveryCompanyId: (shipping) => shipping.orderDeliveryCompany.id,
    orderDeliveryCompany: (shipping, _args, { em }) => shippingCompany(em, shipping),
    trackingUrl: (shipping, _args, { em }) => shippingTrackingUrl(em, shipping),
  },
};
