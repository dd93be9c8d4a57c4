// Orders whose money and payment agree with their lines: fees booked on each delivery group's
// first line, paidPrice = lines after points + fees, the payment status following the lines, and
// virtual-account fields only for vbank (docs/product-rules.md#orders-and-payment).
import type * as T from '../__generated__/types';
import {
  bookDeliveryFees,
  orderMUid,
  orderTotals,
  paymentStatusOf,
  specificationStatusOf,
} from '../scenarios/order-rules';
import { BANKS } from '../../domain/reference/reference';
import { buildProduct } from './catalog';
import { daysAfter, daysBefore } from './clock';
import { campusEmail, koreanAddress, koreanMobile, koreanName } from './korean';
import { buildOrderProduct, ORDER_PRODUCT_STATUSES } from './order-product';
import { faker, int, nextId, pick, withOverrides } from './random';
import { DELIVERY_NOTES } from './vocabulary';

const PAY_METHODS: readonly T.PayMethod[] = ['card', 'kakaopay', 'trans', 'vbank'];

export function buildOrderUser(overrides?: Partial<T.OrderUser>): T.OrderUser {
  return withOverrides(
    { __typename: 'OrderUser', email: campusEmail(), name: koreanName(), tel: koreanMobile() },
    overrides,
  );
}

export function buildOrderDelivery(overrides?: Partial<T.OrderDelivery>): T.OrderDelivery {
  return withOverrides(
    {
      __typename: 'OrderDelivery',
      id: nextId('OrderDelivery'),
      name: koreanName(),
      tel: koreanMobile(),
      ...koreanAddress(),
      note: pick(DELIVERY_NOTES),
    },
    overrides,
  );
}

/** Payment details; `status` and `payMethod` decide the rest (vbank fields only for vbank). */
export function buildOrderSpecification(overrides?: Partial<T.OrderSpecification>): T.OrderSpecification {
  const status = overrides?.status ?? pick(['READY', 'PAID', 'CANCELLED'] as const);
  const payMethod = overrides?.payMethod ?? pick(PAY_METHODS);
  const vbank = payMethod === 'vbank';
  const bank = pick(BANKS);
  return withOverrides(
    {
      __typename: 'OrderSpecification',
      status,
      payMethod,
      paymentStatus: paymentStatusOf(status, vbank),
      paidAt: status === 'READY' ? null : daysBefore(int(1, 5)),
      vbankNum: vbank ? faker.string.numeric({ length: 14, allowLeadingZeros: false }) : null,
      vbankName: vbank ? bank.name : null,
      vbankCode: vbank ? bank.code : null,
      vbankHolder: vbank ? '한빛대학교소비자생활협동조합' : null,
      vbankDate: vbank ? daysAfter(daysBefore(0), 3) : null,
    },
    overrides,
  );
}

/** Books each delivery group's fee on its first line, as placeOrder does. */
function booked(lines: T.OrderProduct[]): T.OrderProduct[] {
  return bookDeliveryFees(lines, (line) => line.product.deliveryTemplate);
}

/**
 * An order of two or three lines in one status (or pass `orderProducts`); totals, payment and
 * delivery follow the lines. Group-order lines alone go to the pickup point (no orderDelivery).
 */
export function buildOrder(overrides?: Partial<T.Order>): T.Order {
  const o = overrides ?? {};
  const id = o.id ?? nextId('Order');
  const createdAt = o.createdAt ?? daysBefore(int(0, 30));
  const status = pick(ORDER_PRODUCT_STATUSES);
  const lines =
    o.orderProducts ??
    booked(
      Array.from({ length: int(2, 3) }, () =>
        buildOrderProduct({ orderId: id, status, createdAt, product: buildProduct({ productType: 'SINGLEFREE' }) }),
      ),
    );
  const specification =
    o.orderSpecification ?? buildOrderSpecification({ status: specificationStatusOf(lines) });
  const readyUntil =
    specification.status !== 'READY'
      ? null
      : (specification.vbankDate ?? new Date(Date.parse(createdAt) + 30 * 60_000).toISOString());
  const buyer = o.user ?? buildOrderUser();
  const allPickup = lines.every((line) => line.product.productGroupDelivery?.productGroupDeliveryType === 'GROUP');
  const open = lines.filter((line) => line.status !== 'CANCELLED');
  return withOverrides(
    {
      __typename: 'Order',
      campaignCharge: null,
      pickupPass: null,
      canRequestPickupShipping: false,
      id,
      userId: 1,
      user: buyer,
      mUid: orderMUid(id, createdAt),
      createdAt,
      orderProducts: lines,
      orderDelivery: allPickup ? null : buildOrderDelivery({ name: buyer.name, tel: buyer.tel ?? koreanMobile() }),
      orderSpecification: specification,
      ...orderTotals(lines),
      check: open.length > 0 && open.every((line) => line.check),
      expiresAt: readyUntil,
      refundAccount: null,
      refundBankCode: null,
      refundBankName: null,
      refundHolder: null,
      // A built order has no payment window of its own; a story that needs one overrides it.
      payment: null,
    },
    overrides,
  );
}

/** An order whose every line is in `status`, paid with `payMethod` (default card). */
export function buildOrderInStatus(
  status: T.OrderProductStatus,
  payMethod: T.PayMethod = 'card',
  overrides?: Partial<T.Order>,
): T.Order {
  const id = overrides?.id ?? nextId('Order');
  const createdAt = overrides?.createdAt ?? daysBefore(status === 'COMPLETED' ? 20 : 2);
  const lines = booked(
    Array.from({ length: 2 }, () =>
      buildOrderProduct({ orderId: id, status, createdAt, product: buildProduct({ productType: 'SINGLEFREE' }) }),
    ),
  );
  const specification = buildOrderSpecification({ status: specificationStatusOf(lines), payMethod });
  return buildOrder({ id, createdAt, orderProducts: lines, orderSpecification: specification, ...overrides });
}

export function buildOrderPage(overrides?: Partial<T.OrderPage>): T.OrderPage {
  const items = overrides?.items ?? (['DELIVERING', 'PAID', 'COMPLETED'] as const).map((status) => buildOrderInStatus(status));
  return withOverrides({ __typename: 'OrderPage', items, total: items.length }, overrides);
}

export function buildOrderProductCount(overrides?: Partial<T.OrderProductCount>): T.OrderProductCount {
  return withOverrides(
    {
      __typename: 'OrderProductCount',
      ready: int(0, 2),
      paid: int(0, 3),
      preparing: int(0, 2),
      delivering: int(0, 2),
      completed: int(0, 8),
      cancelled: int(0, 2),
    },
    overrides,
  );
}
