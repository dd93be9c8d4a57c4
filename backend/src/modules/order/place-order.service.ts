import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Config } from '../../config';
import { badUserInput } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { Logger } from '../../logger';
import { saveDelivery, viewerUser } from '../account/profile.service';
import type { Viewer } from '../account/session.service';
import { lineDeliveryTemplate } from '../cart/cart-lines';
import { loadOrderableCarts } from '../cart/cart-validation';
import type { Cart } from '../cart/cart.entity';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { spendPoints } from '../point/point-ledger';
import { newMerchantUid } from './m-uid';
import { queueOrderPaid } from '../messaging/order-messages';
import { createOrderRows, markOrderPaid } from './order-rows';
import { prepareAmount, takeOrderStock } from './place-order-effects';
import { orderDeliverySchema, placeOrderSchema, type OrderDeliveryFields } from './place-order-input';
import { applyPoints, priceOrder, type PaidOrder } from './place-order-pricing';
import { checkPayMethod, checkPointsWithinPayable, DELIVERY_REQUIRED_MESSAGE, shipsToPickupOnly } from './place-order-rules';
import { paymentDeadlineOf, paymentRequestOf, type PaymentRequestFields } from './payment-request';

/*
 * placeOrder (PRODUCT.md "Orders and payment"), inside the mutation's one transaction. The steps
 * are ordered so the hot rows are held for as short a time as possible: everything that can refuse
 * is checked first, the order is written and the points spent (a lock on this member only), the
 * PG is told the amount, the cart lines are removed, and only then is the stock taken, whose row locks every buyer of the same
 * product waits on until this transaction commits. docs/decisions/0017-checkout-and-payment.md.
 */

export interface CheckoutDeps {
  em: EntityManager;
  viewer: Viewer;
  config: Config;
  gateway: PaymentGateway;
  log: Logger;
  now?: Date;
}

export interface PlaceOrderResult {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: PaymentRequestFields | null;
}

const deliveryOnly = z.object({ delivery: orderDeliverySchema });

function deliveryFor(carts: readonly Cart[], given: unknown): OrderDeliveryFields | null {
  if (shipsToPickupOnly(carts.map((cart) => cart.product))) return null;
  if (given == null) throw badUserInput(DELIVERY_REQUIRED_MESSAGE, 'delivery');
  return parseInput(deliveryOnly, { delivery: given }).delivery;
}

function priceOf(carts: readonly Cart[], pointUsing: number): PaidOrder {
  const templates = new Map(carts.map((cart) => [lineDeliveryTemplate(cart).id, lineDeliveryTemplate(cart)]));
  const price = priceOrder(
    carts.map((cart) => ({
      templateId: lineDeliveryTemplate(cart).id,
      count: cart.count,
      unitPrice: cart.listPricePerUnit(),
      unitSalePrice: cart.salePricePerUnit(),
    })),
    (templateId) => templates.get(templateId)!,
  );
  checkPointsWithinPayable(pointUsing, price.payable);
  return applyPoints(price, pointUsing);
}

export async function placeOrder(deps: CheckoutDeps, data: unknown): Promise<PlaceOrderResult> {
  const { em, viewer, config, log } = deps;
  const now = deps.now ?? new Date();
  const input = parseInput(placeOrderSchema, data);
  const user = await viewerUser(em, viewer);
  const carts = await loadOrderableCarts(em, { userId: user.id, cartIds: input.cartIds, now });
  await em.populate(
    carts.map((cart) => cart.product),
    ['productGroupDelivery'],
  );
  const delivery = deliveryFor(carts, input.delivery);
  const paid = priceOf(carts, input.pointUsing);
  checkPayMethod(input.payMethod, paid.paidPrice);

  const mUid = newMerchantUid(now);
  const order = createOrderRows(em, {
    user,
    carts,
    paid,
    mUid,
    payMethod: input.payMethod,
    delivery,
    expiresAt: paymentDeadlineOf(input.payMethod, now),
    now,
  });
  await em.flush();
  await spendPoints(em, { userId: user.id, amount: paid.pointUsing, order, now });
  if (paid.paidPrice > 0) await prepareAmount(deps.gateway, { mUid, amount: paid.paidPrice, log });

  // Everything else is written before the stock: its row lock, which every buyer of the product
  // waits on, is then held only for the decrement and the commit. A decrement that finds the
  // stock gone refuses, and the transaction takes these writes back with the rest.
  em.remove(carts);
  if (delivery?.saveAsDefault) await saveDelivery(em, viewer, delivery);
  if (paid.paidPrice === 0) {
    await markOrderPaid(em, order, { paidAt: now, impUid: null, pgProvider: null, now });
    await queueOrderPaid(em, order);
  }
  await em.flush();
  await takeOrderStock(em, carts);
  invalidateCatalogue(em);
  log.info({ orderId: order.id, mUid, paidPrice: paid.paidPrice, payMethod: input.payMethod }, 'order placed');

  const payment = paymentRequestOf(config, {
    id: order.id,
    mUid,
    paidPrice: paid.paidPrice,
    payMethod: input.payMethod,
    productNames: carts.map((cart) => cart.product.name),
    buyer: user,
    delivery: order.orderDelivery ?? null,
    vbankDue: order.expiresAt ?? null,
  });
  return { id: order.id, mUid, paidPrice: paid.paidPrice, payment };
}
