// Orders written as a few facts per line (product, options, status, timing) and completed by
// the rules of docs/product-rules.md#orders-and-payment: unit prices from the catalogue, delivery fee per group booked on its first
// line, paidPrice = lines after points + fees, cancellations refunding the line (and the group's
// fee only when the whole group is cancelled), RESERVED/GAIN purchase points at 1%.
import { REVIEW_WINDOW_DAYS } from '../../../domain/order/order-line-rules';
import type * as T from '../../__generated__/types';
import { toDeliveryCompany, toProductOptionDetail } from '../graphql-shapes';
import {
  bookDeliveryFees,
  lineMoney,
  optionColumns,
  orderMUid,
  orderTotals,
  paymentStatusOf,
  specificationStatusOf,
} from '../order-rules';
import { optionText } from '../pricing';
import type { ScenarioMember, StandardCatalogue } from '../standard/types';
import { later, optionalDetailOf, productOf, templateOf, type Ago } from './lookup';

export interface LineSpec {
  id: number;
  productId: number;
  options?: string[];
  inputs?: string[];
  count?: number;
  status: T.OrderProductStatus;
  pointUsing?: number;
  /** CANCELLED lines: the member's reason. */
  cancelReason?: string;
  /** DELIVERING/COMPLETED lines: when they were handed to the courier, after the order. */
  shippedAfter?: Ago;
  shippingNumber?: string;
  deliveryCompanyId?: number;
  /** COMPLETED lines: when they were delivered, after the order. */
  completedAfter?: Ago;
  /** PAID/PREPARING lines: a shipping delay staff told the buyer about. */
  shippingDelay?: T.OrderProductShippingDelay;
}

export interface VbankSpec {
  num: string;
  bankName: string;
  bankCode: string;
  holder: string;
  /** The deposit deadline is the end of the Seoul day this long after the order. */
  dueAfter: Ago;
}

export interface OrderSpec {
  id: number;
  createdAt: string;
  payMethod: T.PayMethod;
  /** `home`: the member's saved address; `pickup`: every line goes to its group pickup point. */
  delivery: 'home' | 'pickup';
  lines: LineSpec[];
  vbank?: VbankSpec;
}

/** What the line builder needs from the rest of the scenario. */
export interface OrderContext {
  catalogue: StandardCatalogue;
  now: Date;
  buyer: ScenarioMember;
  product: (productId: number) => T.Product;
}

/** A built line with the facts the points and reviews need but GraphQL does not carry. */
export interface BuiltLine {
  line: T.OrderProduct;
  completedAt: string | null;
  paidAt: string | null;
}

const CARD_PAYMENT_WINDOW = { minutes: 30 };
const REVIEW_WINDOW = { days: REVIEW_WINDOW_DAYS };
const PAID_AFTER = { minutes: 2 };
const CHECKED: ReadonlySet<T.OrderProductStatus> = new Set(['PREPARING', 'DELIVERING', 'COMPLETED']);

const SEOUL_OFFSET = 9 * 3_600_000;

/** 23:59:59 in Seoul of the day the instant falls on there (PGs close virtual accounts then). */
function endOfSeoulDay(iso: string): string {
  const seoulDay = new Date(Date.parse(iso) + SEOUL_OFFSET).toISOString().slice(0, 10);
  return new Date(Date.parse(`${seoulDay}T23:59:59.000Z`) - SEOUL_OFFSET).toISOString();
}

function shippingOf(ctx: OrderContext, spec: LineSpec, orderedAt: string): T.OrderProductShipping | null {
  if (spec.status !== 'DELIVERING' && spec.status !== 'COMPLETED') return null;
  const company = ctx.catalogue.deliveryCompanies.find((row) => row.id === (spec.deliveryCompanyId ?? 1));
  if (!company) throw new Error(`Unknown delivery company ${spec.deliveryCompanyId}`);
  const number = spec.shippingNumber ?? `6${String(spec.id).padStart(11, '0')}`;
  return {
    __typename: 'OrderProductShipping',
    id: spec.id,
    createdAt: later(orderedAt, spec.shippedAfter ?? { days: 1 }),
    orderDeliveryCompanyId: company.id,
    orderDeliveryCompany: toDeliveryCompany(company),
    shippingNumber: number,
    status: spec.status === 'COMPLETED' ? 'COMPLETED' : 'DELIVERING',
    trackingUrl: company.trackingUrl.replace('{number}', number),
  };
}

function buildLine(ctx: OrderContext, order: OrderSpec, spec: LineSpec): BuiltLine {
  const product = productOf(ctx.catalogue, spec.productId);
  const detail = optionalDetailOf(product, spec.options);
  const completedAt = spec.status === 'COMPLETED' ? later(order.createdAt, spec.completedAfter ?? { days: 4 }) : null;
  const paidAt = spec.status === 'READY' ? null : later(order.createdAt, PAID_AFTER);
  const reviewableUntil = completedAt ? later(completedAt, REVIEW_WINDOW) : null;
  const line: T.OrderProduct = {
    __typename: 'OrderProduct',
    campaign: null,
    classOrder: null,
    personalisedConsent: null,
    productionFrozen: false,
    id: spec.id,
    cancelRequest: null,
    orderId: order.id,
    createdAt: order.createdAt,
    productId: product.id,
    product: ctx.product(product.id),
    productName: product.name,
    productOptionDetailId: detail?.id ?? null,
    productOptionDetail: detail ? toProductOptionDetail(product, detail) : null,
    ...optionColumns(product, spec.inputs ?? []),
    optionText: optionText(detail),
    deliveryTemplateId: product.deliveryTemplateId,
    ...lineMoney(product, detail, spec.count ?? 1, spec.pointUsing ?? 0),
    deliveryFee: 0,
    status: spec.status,
    check: CHECKED.has(spec.status),
    cancelPrice: 0,
    cancelReason: spec.status === 'CANCELLED' ? (spec.cancelReason ?? '단순 변심') : null,
    note: null,
    orderProductShipping: shippingOf(ctx, spec, order.createdAt),
    shippingDelay: spec.shippingDelay ?? null,
    shippingRequestedAt: null,
    review: null,
    // The standard scenario's dates sit well inside the 90 days; reviews clear it when attached.
    isReviewable: reviewableUntil !== null && Date.parse(reviewableUntil) > ctx.now.getTime(),
    reviewableUntil,
  };
  return { line, completedAt, paidAt };
}

function specificationOf(order: OrderSpec, lines: T.OrderProduct[], paidAt: string | null): T.OrderSpecification {
  const status = specificationStatusOf(lines);
  const vbank = order.payMethod === 'vbank' ? order.vbank : undefined;
  if (order.payMethod === 'vbank' && !vbank) throw new Error(`Order ${order.id} pays by vbank without an account`);
  return {
    __typename: 'OrderSpecification',
    payMethod: order.payMethod,
    status,
    paymentStatus: paymentStatusOf(status, vbank !== undefined),
    paidAt,
    vbankNum: vbank?.num ?? null,
    vbankName: vbank?.bankName ?? null,
    vbankCode: vbank?.bankCode ?? null,
    vbankHolder: vbank?.holder ?? null,
    vbankDate: vbank ? endOfSeoulDay(later(order.createdAt, vbank.dueAfter)) : null,
  };
}

export interface BuiltOrder {
  order: T.Order;
  lines: BuiltLine[];
}

export function buildOrderFromSpec(ctx: OrderContext, spec: OrderSpec): BuiltOrder {
  const built = spec.lines.map((line) => buildLine(ctx, spec, line));
  const lines = bookDeliveryFees(
    built.map((entry) => entry.line),
    (line) => templateOf(ctx.catalogue, line.deliveryTemplateId),
  );
  const paidAt = built.find((entry) => entry.paidAt !== null)?.paidAt ?? null;
  const specification = specificationOf(spec, lines, paidAt);
  const home = ctx.buyer.userDelivery;
  if (spec.delivery === 'home' && !home) throw new Error(`${ctx.buyer.name} has no saved address for order ${spec.id}`);
  const open = lines.filter((line) => line.status !== 'CANCELLED');
  const order: T.Order = {
    __typename: 'Order',
    campaignCharge: null,
    pickupPass: null,
    canRequestPickupShipping: false,
    id: spec.id,
    userId: ctx.buyer.id,
    user: { __typename: 'OrderUser', email: ctx.buyer.email, name: ctx.buyer.name, tel: ctx.buyer.tel },
    mUid: orderMUid(spec.id, spec.createdAt),
    createdAt: spec.createdAt,
    orderProducts: lines,
    orderDelivery:
      spec.delivery === 'home' && home
        ? { __typename: 'OrderDelivery', id: spec.id, ...home }
        : null,
    orderSpecification: specification,
    ...orderTotals(lines),
    check: open.length > 0 && open.every((line) => line.check),
    expiresAt:
      specification.status !== 'READY'
        ? null
        : (specification.vbankDate ?? later(spec.createdAt, CARD_PAYMENT_WINDOW)),
    refundAccount: null,
    refundBankCode: null,
    refundBankName: null,
    refundHolder: null,
    // The mocked API answers Order.payment live from the order's state (repay-rules.ts).
    payment: null,
  };
  return { order, lines: built };
}
