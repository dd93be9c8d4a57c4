// Order lines consistent with their status: shipping once DELIVERING or COMPLETED, a refund and a
// reason once CANCELLED, a review window once COMPLETED, money from the unit prices and count.
import type * as T from '../__generated__/types';
import { toDeliveryCompany } from '../scenarios/graphql-shapes';
import { deliveryFeeFor } from '../../domain/cart/delivery-fee';
import { lineMoney, optionColumns } from '../scenarios/order-rules';
import { optionText } from '../scenarios/pricing';
import { deliveryCompanies } from '../../domain/reference/reference';
import { buildProduct } from './catalog';
import { inputTextsFor } from './cart';
import { daysAfter, daysBefore, MOCK_NOW } from './clock';
import { faker, int, nextId, pick, withOverrides } from './random';
import { CANCEL_REASONS } from './vocabulary';

export const ORDER_PRODUCT_STATUSES: readonly T.OrderProductStatus[] = [
  'READY',
  'PAID',
  'PREPARING',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
];

const CHECKED: ReadonlySet<T.OrderProductStatus> = new Set(['PREPARING', 'DELIVERING', 'COMPLETED']);

export function buildOrderDeliveryCompany(overrides?: Partial<T.OrderDeliveryCompany>): T.OrderDeliveryCompany {
  return withOverrides(toDeliveryCompany(pick(deliveryCompanies)), overrides);
}

export function buildOrderProductShipping(overrides?: Partial<T.OrderProductShipping>): T.OrderProductShipping {
  const company =
    deliveryCompanies.find((row) => row.id === (overrides?.orderDeliveryCompanyId ?? overrides?.orderDeliveryCompany?.id)) ??
    pick(deliveryCompanies);
  const shippingNumber = overrides?.shippingNumber ?? faker.string.numeric({ length: 12, allowLeadingZeros: false });
  return withOverrides(
    {
      __typename: 'OrderProductShipping',
      id: nextId('OrderProductShipping'),
      createdAt: daysBefore(int(1, 3)),
      orderDeliveryCompanyId: company.id,
      orderDeliveryCompany: toDeliveryCompany(company),
      shippingNumber,
      status: 'DELIVERING',
      trackingUrl: company.trackingUrl.replace('{number}', shippingNumber),
    },
    overrides,
  );
}

/** A line as its own delivery group; pass `status`, `product`, `count` or `pointUsing` to shape it. */
export function buildOrderProduct(overrides?: Partial<T.OrderProduct>): T.OrderProduct {
  const o = overrides ?? {};
  const status = o.status ?? pick(ORDER_PRODUCT_STATUSES);
  const product = o.product ?? buildProduct();
  const detail =
    o.productOptionDetail !== undefined
      ? o.productOptionDetail
      : product.productOptionDetails.length > 0
        ? pick(product.productOptionDetails)
        : null;
  const money = lineMoney(product, detail, o.count ?? int(1, 2), o.pointUsing ?? 0);
  const { count, salePrice, paidPrice } = money;
  const deliveryFee = o.deliveryFee ?? deliveryFeeFor(product.deliveryTemplate, { quantity: count, subtotal: salePrice * count });
  const createdAt = o.createdAt ?? daysBefore(status === 'COMPLETED' ? int(10, 40) : int(0, 6));
  const completedAt = status === 'COMPLETED' ? daysAfter(createdAt, 4) : null;
  const reviewableUntil = completedAt ? daysAfter(completedAt, 90) : null;
  const review = o.review ?? null;
  return withOverrides(
    {
      __typename: 'OrderProduct',
      campaign: null,
      classOrder: null,
      personalisedConsent: null,
      productionFrozen: false,
      id: nextId('OrderProduct'),
      orderId: o.orderId ?? nextId('Order'),
      createdAt,
      status,
      check: CHECKED.has(status),
      cancelRequest: o.cancelRequest ?? null,
      productId: product.id,
      product,
      productName: product.name,
      productOptionDetailId: detail?.id ?? null,
      productOptionDetail: detail,
      ...optionColumns(product, inputTextsFor(product)),
      optionText: optionText(detail),
      deliveryTemplateId: product.deliveryTemplateId,
      ...money,
      deliveryFee,
      cancelPrice: status === 'CANCELLED' ? paidPrice + deliveryFee : 0,
      cancelReason: status === 'CANCELLED' ? pick(CANCEL_REASONS) : null,
      note: null,
      orderProductShipping:
        status === 'DELIVERING' || status === 'COMPLETED'
          ? buildOrderProductShipping({ status, createdAt: daysAfter(createdAt, 1) })
          : null,
      review,
      shippingDelay: null,
      shippingRequestedAt: null,
      reviewableUntil,
      isReviewable: review === null && reviewableUntil !== null && Date.parse(reviewableUntil) > MOCK_NOW.getTime(),
    },
    overrides,
  );
}

/** A completed line the viewer can still review. */
export function buildReviewableOrderProduct(overrides?: Partial<T.OrderProduct>): T.OrderProduct {
  return buildOrderProduct({ status: 'COMPLETED', review: null, ...overrides });
}

export function buildOrderProductPage(overrides?: Partial<T.OrderProductPage>): T.OrderProductPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildReviewableOrderProduct());
  return withOverrides({ __typename: 'OrderProductPage', items, total: items.length }, overrides);
}
