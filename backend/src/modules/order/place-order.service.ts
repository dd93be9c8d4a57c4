import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import { sandboxCheckoutUrl } from '../../adapters/payment/sandbox-checkout-url';
import type { Config } from '../../config';
import { PayMethod, ProductGroupDeliveryType, ProductType } from '../../db/enums';
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
import { createOrderRows, markOrderPaid } from './order-rows';
import { prepareAmount, takeOrderStock } from './place-order-effects';
import {
  MIN_PG_AMOUNT,
  orderDeliverySchema,
  placeOrderSchema,
  type OrderDeliveryFields,
} from './place-order-input';
import { applyPoints, priceOrder, type PaidOrder } from './place-order-pricing';
import { paymentDeadlineOf, paymentRequestOf, type PaymentRequestFields } from './payment-request';

/*
 * placeOrder (PRODUCT.md "Orders and payment"), inside the mutation's one transaction. The steps
 * are ordered so the hot rows are held for as short a time as possible: everything that can refuse
 * is checked first, the order is written and the points spent (a lock on this member only), the
 * PG is told the amount, and only then is the stock taken, whose row locks every buyer of the same
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

/** Every line is a group product picked up at its group's point, so no address is needed. */
function shipsToPickupOnly(carts: readonly Cart[]): boolean {
  return carts.every(
    (cart) =>
      cart.product.productType === ProductType.GROUPORDER &&
      cart.product.productGroupDelivery?.productGroupDeliveryType === ProductGroupDeliveryType.GROUP,
  );
}

function deliveryFor(carts: readonly Cart[], given: unknown): OrderDeliveryFields | null {
  if (shipsToPickupOnly(carts)) return null;
  if (given == null) throw badUserInput('배송지를 입력해 주세요. 단체 수령 상품만 주문할 때만 배송지를 비워 둘 수 있습니다.', 'delivery');
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
  if (pointUsing > price.payable) {
    throw badUserInput(
      `결제할 금액(${price.payable.toLocaleString('ko-KR')}원)보다 많은 포인트는 사용할 수 없습니다.`,
      'pointUsing',
    );
  }
  return applyPoints(price, pointUsing);
}

function checkPayMethod(payMethod: PayMethod, paidPrice: number): void {
  if (paidPrice === 0 && payMethod !== PayMethod.point) {
    throw badUserInput('포인트로 전액 결제할 때는 결제 수단을 포인트 결제로 선택해 주세요.', 'payMethod');
  }
  if (paidPrice > 0 && payMethod === PayMethod.point) {
    throw badUserInput('포인트 결제는 포인트로 전액을 낼 때만 선택할 수 있습니다. 다른 결제 수단을 골라 주세요.', 'payMethod');
  }
  if (paidPrice > 0 && paidPrice < MIN_PG_AMOUNT) {
    throw badUserInput(
      `카드 등으로 결제할 금액은 ${MIN_PG_AMOUNT}원 이상이어야 합니다. 포인트를 조금 덜 쓰거나 전액 포인트로 결제해 주세요.`,
      'pointUsing',
    );
  }
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
  await takeOrderStock(em, carts);

  em.remove(carts);
  if (delivery?.saveAsDefault) await saveDelivery(em, viewer, delivery);
  if (paid.paidPrice === 0) await markOrderPaid(em, order, { paidAt: now, impUid: null, pgProvider: null, now });
  await em.flush();
  invalidateCatalogue(em);
  log.info({ orderId: order.id, mUid, paidPrice: paid.paidPrice, payMethod: input.payMethod }, 'order placed');

  const payment = paymentRequestOf(
    config,
    {
      id: order.id,
      mUid,
      paidPrice: paid.paidPrice,
      payMethod: input.payMethod,
      productNames: carts.map((cart) => cart.product.name),
      buyer: user,
      delivery: order.orderDelivery ?? null,
      vbankDue: order.expiresAt ?? null,
    },
    (request) => sandboxCheckoutUrl(config, request),
  );
  return { id: order.id, mUid, paidPrice: paid.paidPrice, payment };
}
