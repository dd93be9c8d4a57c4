import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Config } from '../../config';
import { parseInput } from '../../../../domain/errors/input';
import type { Logger } from '../../logger';
import { saveDelivery, viewerUser } from '../account/profile.service';
import type { Viewer } from '../account/session.service';
import { lineDeliveryTemplate } from '../cart/cart-lines';
import { loadOrderableCarts, stockKeyOf, type OwnClaims } from '../cart/cart-validation';
import type { Claim } from './checkout-admission-claims';
import type { Cart } from '../cart/cart.entity';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { enforceCampaignJoin } from '../campaign/campaign-join';
import { spendPoints } from '../point/point-ledger';
import { newMerchantUid } from './m-uid';
import { queueOrderPaid } from '../messaging/order-messages';
import { insertOrderRows, markOrderPaid, optionTextOf } from './order-rows';
import { Order } from './order.entity';
import { prepareAmount } from './place-order-effects';
import { takeOrderStockOnHolds } from '../holds/order-holds';
import { placeOrderSchema } from '../../../../domain/order/place-order-input';
import { planPlaceOrder, type PlanCartLine } from '../../../../domain/order/place-order-plan';
import { paymentRequestOf, type PaymentRequestFields } from '../../../../domain/order/payment-request';
import { CLASS_PICKUP_FACTS } from '../../../../domain/class-order/class-order-rules';
import { checkClassLines } from '../class-order/class-order-join';
import { enforceWaitingRoomAdmission } from '../waiting-room/waiting-room.service';

/*
 * placeOrder (docs/product-rules.md#orders-and-payment), inside the mutation's one transaction. What
 * to create, take and charge, and every refusal before the first write, is decided by the pure
 * plan (domain/order/place-order-plan.ts), which the mocked API runs too; this file only executes
 * it against the database. The steps are ordered so the hot rows are held for as short a time as possible: everything that can refuse
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
  /** Where the payment window sends the student back (domain/order/return-origin.ts); PUBLIC_BASE_URL when not given. */
  returnOrigin?: string;
  /** The units the precheck claimed for this order (checkout-admission-claims.ts); none when no precheck ran. */
  claims?: readonly Claim[];
}

export interface PlaceOrderResult {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: PaymentRequestFields | null;
}

/** A cart line as the plan sees it: plain facts, the entity kept as its handle. */
function planLineOf(cart: Cart): PlanCartLine<Cart> {
  return {
    ref: cart,
    productId: cart.product.id,
    productOptionDetailId: cart.productOptionDetail?.id ?? null,
    productName: cart.product.name,
    // A class line is picked up at the class's point (ADR 0065): no address for it.
    product: cart.classOrder ? CLASS_PICKUP_FACTS : cart.product,
    templateId: lineDeliveryTemplate(cart).id,
    count: cart.count,
    unitPrice: cart.listPricePerUnit(),
    unitSalePrice: cart.salePricePerUnit(),
    inputs: [cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2],
  };
}

/** The units claimed per stock row, for the in-transaction stock check (they were taken from the rows for this order). */
function ownClaims(claims: readonly Claim[]): OwnClaims {
  const units = new Map<string, number>();
  for (const claim of claims) {
    const key = stockKeyOf(claim.productId, claim.productOptionDetailId);
    units.set(key, (units.get(key) ?? 0) + claim.units);
  }
  return (key) => units.get(key) ?? 0;
}

/** Starts `work` now and answers its outcome when asked; a failure nobody asks for (the order was refused first) is not unhandled. */
function settleLater(work: Promise<void>): () => Promise<void> {
  work.catch(() => undefined);
  return () => work;
}

export async function placeOrder(deps: CheckoutDeps, data: unknown): Promise<PlaceOrderResult> {
  const { em, viewer, config, log } = deps;
  const now = deps.now ?? new Date();
  const input = parseInput(placeOrderSchema, data);
  const user = await viewerUser(em, viewer);
  const claims = deps.claims ?? [];
  const carts = await loadOrderableCarts(em, { userId: user.id, cartIds: input.cartIds, now, own: ownClaims(claims) });
  await checkClassLines(em, user.id, carts, now);
  await enforceWaitingRoomAdmission(em, config, {
    userId: user.id,
    lines: carts.map((cart) => ({ productId: cart.product.id, productName: cart.product.name })),
    passes: input.waitingRoomPasses ?? [],
    now,
  });
  await em.populate(
    carts.map((cart) => cart.product),
    ['productGroupDelivery'],
  );
  const templates = new Map(carts.map((cart) => [lineDeliveryTemplate(cart).id, lineDeliveryTemplate(cart)]));
  const plan = planPlaceOrder({ lines: carts.map(planLineOf), input, templateOf: (id) => templates.get(id)!, now });
  const { charge } = plan;
  // Group purchases: the campaign rows stay locked to the commit, so the close job counts this order or refuses it.
  await enforceCampaignJoin(em, {
    userId: user.id,
    lines: carts.map((cart) => ({
      productId: cart.product.id,
      productName: cart.product.name,
      productOptionDetailId: cart.productOptionDetail?.id ?? null,
      optionText: optionTextOf(cart) || cart.product.name,
      saleStartedAt: cart.product.saleStartedAt ?? null,
      count: cart.count,
    })),
    ...(deps.now ? { now: deps.now } : {}),
  });

  const mUid = newMerchantUid(now);
  // PortOne learns the amount while the rows are written: its round trip overlaps theirs instead
  // of adding to the transaction (awaited before anything is sold; a refused order's registered
  // amount belongs to a merchant uid nothing will ever pay).
  const prepared = charge.viaPg ? settleLater(prepareAmount(deps.gateway, { mUid, amount: charge.paidPrice, log })) : null;
  const order = await insertOrderRows(em, { user, plan: plan.create, mUid, now });
  await spendPoints(em, { userId: user.id, amount: plan.take.points, order, now });
  await prepared?.();

  // Everything else is written before the stock: its row lock, which every buyer of the product
  // waits on, is then held only for the decrement and the commit. A decrement that finds the
  // stock gone refuses, and the transaction takes these writes back with the rest.
  em.remove(carts);
  if (plan.create.saveDeliveryAsDefault) await saveDelivery(em, viewer, plan.create.delivery);
  if (charge.paidAtOnce) {
    // Points paid it all: the one case that works on the order as an entity.
    const paid = await em.findOneOrFail(Order, order.id, { populate: ['orderSpecification', 'orderProducts'] });
    await markOrderPaid(em, paid, { paidAt: now, impUid: null, pgProvider: null, now });
    await queueOrderPaid(em, paid);
    order.expiresAt = paid.expiresAt ?? null;
  }
  await em.flush();
  await takeOrderStockOnHolds(em, { userId: user.id, order, takes: plan.take.stock, now, claims });
  invalidateCatalogue(em);
  log.info({ orderId: order.id, mUid, paidPrice: charge.paidPrice, payMethod: input.payMethod }, 'order placed');

  const payment = paymentRequestOf(config, {
    id: order.id,
    mUid,
    paidPrice: charge.paidPrice,
    payMethod: input.payMethod,
    productNames: carts.map((cart) => cart.product.name),
    buyer: user,
    delivery: plan.create.delivery,
    vbankDue: order.expiresAt ?? null,
  }, deps.returnOrigin);
  return { id: order.id, mUid, paidPrice: charge.paidPrice, payment };
}
