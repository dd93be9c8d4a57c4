// placeOrder as the real place-order.service.ts runs it (docs/decisions/0017-checkout-and-payment.md):
// the same input schema (the backend's own place-order-input.ts), cart pre-check, pickup rule,
// money (place-order-pricing.ts), pay-method rules and the 100-won PG minimum
// (place-order-rules.ts), in the same order of refusals; then points spent, stock taken and the
// cart lines removed, with the payment deadline of payment-request.ts.
import { badUserInput } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { paymentDeadlineOf } from '../../domain/order/payment-request';
import { placeOrderSchema } from '../../domain/order/place-order-input';
import { applyPoints, priceOrder, type PaidOrder } from '../../domain/order/place-order-pricing';
import {
  checkPayMethod,
  checkPointsWithinPayable,
  DELIVERY_REQUIRED_MESSAGE,
  shipsToPickupOnly,
} from '../../domain/order/place-order-rules';
import { optionColumns, orderMUid } from '../scenarios/order-rules';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { saveUserDelivery, validateOrderAddress, type AddressFields } from './address';
import { orderableLines, type PricedLine } from './cart';
import { cartInputs } from './cart-lines';
import { takeStock } from './catalog';
import type { MockDb } from './db';
import { markPaid } from './orders';
import { spendPoints } from './points';
import { requireViewer } from './refusals';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

/** Every line picked up at its group's point needs no address, and any sent is ignored. */
function deliveryFor(lines: readonly PricedLine[], given: unknown): (AddressFields & { saveAsDefault: boolean }) | null {
  if (shipsToPickupOnly(lines.map((line) => line.product))) return null;
  if (given == null) throw badUserInput(DELIVERY_REQUIRED_MESSAGE, 'delivery');
  return validateOrderAddress(given);
}

function priceOf(db: MockDb, lines: readonly PricedLine[], pointUsing: number): PaidOrder {
  const price = priceOrder(
    lines.map((line) => ({
      templateId: line.product.deliveryTemplateId,
      count: line.cart.count,
      unitPrice: line.unitPrice,
      unitSalePrice: line.unitSalePrice,
    })),
    (templateId) => db.template(templateId),
  );
  checkPointsWithinPayable(pointUsing, price.payable);
  return applyPoints(price, pointUsing);
}

/** One order line per cart line, in the order the lines were given, with the price snapshots. */
function orderLines(db: MockDb, orderId: number, lines: readonly PricedLine[], paid: PaidOrder): StoreOrderLine[] {
  return lines.map((line, index) => {
    const money = paid.lines[index];
    if (!money) throw new Error(`No price for cart line ${line.cart.id}`);
    return {
      id: db.nextId('orderProduct'),
      orderId,
      productId: line.product.id,
      productOptionDetailId: line.detail?.id ?? null,
      ...optionColumns(line.product, cartInputs(line.cart)),
      deliveryTemplateId: line.product.deliveryTemplateId,
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
      shipping: null,
    };
  });
}

export function placeOrder(db: MockDb, viewer: StoreMember | null, data: T.PlaceOrderInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(placeOrderSchema, data);
  const lines = orderableLines(db, member, input.cartIds, 'cartIds');
  const delivery = deliveryFor(lines, input.delivery);
  const paid = priceOf(db, lines, input.pointUsing);
  checkPayMethod(input.payMethod, paid.paidPrice);

  const id = db.nextId('order');
  const now = db.now();
  const createdAt = now.toISOString();
  const deadline = paymentDeadlineOf(input.payMethod, now);
  const order: StoreOrder = {
    id,
    userId: member.id,
    mUid: orderMUid(id, createdAt),
    createdAt,
    buyer: { email: member.email, name: member.name, tel: member.tel },
    paidPrice: paid.paidPrice,
    pointUsing: paid.pointUsing,
    deliveryFee: paid.deliveryFee,
    totalPrice: paid.totalPrice,
    discountFee: paid.discountFee,
    cancelPrice: 0,
    check: false,
    expiresAt: deadline ? deadline.toISOString() : null,
    refundAccount: null,
    refundHolder: null,
    refundBankName: null,
    refundBankCode: null,
    delivery: delivery ? { id: db.nextId('orderDelivery'), ...withoutSaveFlag(delivery) } : null,
    specification: {
      payMethod: input.payMethod,
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
    lines: orderLines(db, id, lines, paid),
  };
  db.state.orders.push(order);
  spendPoints(db, member.id, paid.pointUsing, id);
  for (const line of lines) takeStock(line.product, line.detail, line.cart.count);
  const ordered = new Set(lines.map((line) => line.cart.id));
  db.state.carts = db.state.carts.filter((cart) => !ordered.has(cart.id));
  if (delivery?.saveAsDefault) saveUserDelivery(db, member.id, withoutSaveFlag(delivery));
  if (paid.paidPrice === 0) markPaid(db, order, null);
  return order;
}

function withoutSaveFlag({ saveAsDefault: _save, ...address }: AddressFields & { saveAsDefault: boolean }): AddressFields {
  return address;
}
