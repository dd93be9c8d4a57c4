// placeOrder as the real place-order.service.ts runs it (docs/decisions/0017-checkout-and-payment.md):
// the same input schema, the cart pre-check, and then the one plan both targets execute
// (domain/order/place-order-plan.ts: address, money, point shares, pay-method rules and the PG
// minimum, in the same order of refusals). This file only stores what the plan decided: the order
// and its lines, the points spent, the stock taken in the plan's lock order, the cart lines removed.
import { parseInput } from '../../domain/errors/input';
import { placeOrderSchema } from '../../domain/order/place-order-input';
import { planPlaceOrder, type PlaceOrderPlan, type PlanCartLine } from '../../domain/order/place-order-plan';
import { optionColumns, orderMUid } from '../scenarios/order-rules';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { saveUserDelivery } from './address';
import { orderableLines, type PricedLine } from './cart';
import { refuseUnjoinable } from './campaigns';
import { cartInputs } from './cart-lines';
import { isPersonalisedLine } from '../../domain/production/personalised-consent';
import { takeStock } from './catalog';
import { takeStockOnHolds } from './holds';
import type { MockDb } from './db';
import { markPaid } from './orders';
import { spendPoints } from './points';
import { requireViewer } from './refusals';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';
import { CLASS_PICKUP_FACTS } from '../../domain/class-order/class-order-rules';
import { checkClassLines } from './class-orders';

function planLineOf(line: PricedLine): PlanCartLine<PricedLine> {
  return {
    ref: line,
    productId: line.product.id,
    productOptionDetailId: line.detail?.id ?? null,
    productName: line.product.name,
    // A class line is picked up at the class's point (ADR 0065): no address for it.
    product: line.cart.classOrderId ? CLASS_PICKUP_FACTS : line.product,
    templateId: line.product.deliveryTemplateId,
    count: line.cart.count,
    unitPrice: line.unitPrice,
    unitSalePrice: line.unitSalePrice,
    inputs: cartInputs(line.cart),
  };
}

/** One order line per cart line, in the order the lines were given, with the price snapshots. */
function orderLines(db: MockDb, orderId: number, { lines: planned, consent }: PlaceOrderPlan<PricedLine>['create']): StoreOrderLine[] {
  return planned.map((money) => {
    const line = money.ref;
    return {
      id: db.nextId('orderProduct'),
      orderId,
      productId: line.product.id,
      productOptionDetailId: line.detail?.id ?? null,
      ...optionColumns(line.product, cartInputs(line.cart)),
      deliveryTemplateId: money.templateId,
      productName: line.product.name,
      optionText: optionText(line.detail),
      price: money.price,
      salePrice: money.salePrice,
      count: money.count,
      discountFee: money.discountFee,
      paidPrice: money.paidPrice,
      deliveryFee: money.deliveryFee,
      pointUsing: money.pointUsing,
      cancelPrice: 0,
      status: 'READY',
      check: false,
      note: null,
      cancelReason: null,
      reviewableUntil: null,
      createdAt: db.nowIso(),
      personalisedConsent: consent && isPersonalisedLine(cartInputs(line.cart)) ? { text: consent.text, agreedAt: consent.agreedAt.toISOString() } : null,
      shipping: null,
      shippingDelay: null,
      shippingRequestedAt: null,
      classOrderId: line.cart.classOrderId ?? null,
    };
  });
}

export function placeOrder(db: MockDb, viewer: StoreMember | null, data: T.PlaceOrderInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(placeOrderSchema, data);
  const lines = orderableLines(db, member, input.cartIds, 'cartIds');
  refuseUnjoinable(db, member.id, lines.map((line) => ({ productId: line.product.id, productOptionDetailId: line.detail?.id ?? null, count: line.cart.count })));
  checkClassLines(db, member.id, lines.map((line) => line.cart));
  const plan = planPlaceOrder({
    lines: lines.map(planLineOf),
    input,
    templateOf: (templateId) => db.template(templateId),
    now: db.now(),
  });
  const { create, take, charge } = plan;

  const id = db.nextId('order');
  const createdAt = db.now().toISOString();
  const order: StoreOrder = {
    id,
    userId: member.id,
    mUid: orderMUid(id, createdAt),
    createdAt,
    buyer: { email: member.email, name: member.name, tel: member.tel },
    ...create.order,
    cancelPrice: 0,
    check: false,
    expiresAt: create.expiresAt ? create.expiresAt.toISOString() : null,
    refundAccount: null,
    refundHolder: null,
    refundBankName: null,
    refundBankCode: null,
    delivery: create.delivery ? { id: db.nextId('orderDelivery'), ...create.delivery } : null,
    specification: {
      payMethod: create.payMethod,
      status: 'READY',
      paidAt: null,
      impUid: null,
      vbankNum: null,
      vbankName: null,
      vbankCode: null,
      vbankHolder: null,
      vbankDate: null,
      failReason: null,
    },
    lines: orderLines(db, id, create),
  };
  db.state.orders.push(order);
  spendPoints(db, member.id, take.points, id);
  takeStockOnHolds(db, order, take.stock, ({ ref, count }) => takeStock(ref.product, ref.detail, count));
  const ordered = new Set(lines.map((line) => line.cart.id));
  db.state.carts = db.state.carts.filter((cart) => !ordered.has(cart.id));
  if (create.saveDeliveryAsDefault && create.delivery) saveUserDelivery(db, member.id, create.delivery);
  if (charge.paidAtOnce) markPaid(db, order, null);
  return order;
}
