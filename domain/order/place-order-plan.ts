import { z } from 'zod';
import type { DeliveryFeeRule } from '../cart/delivery-fee';
import { inStockLockOrder } from '../catalog/stock-lock-order';
import type { PayMethod } from '../enums';
import { badUserInput } from '../errors/errors';
import { parseInput } from '../errors/input';
import { consentForOrder, type ConsentRecord } from '../production/personalised-consent';
import { paymentDeadlineOf } from './payment-request';
import { orderDeliverySchema, type OrderDeliveryFields, type PlaceOrderFields } from './place-order-input';
import { applyPoints, priceOrder, type PaidLine } from './place-order-pricing';
import { checkPayMethod, checkPointsWithinPayable, DELIVERY_REQUIRED_MESSAGE, shipsToPickupOnly, type PickupFacts } from './place-order-rules';

/*
 * placeOrder's decisions (docs/decisions/0017-checkout-and-payment.md) as one pure function: given
 * the orderable cart lines and the parsed input, what to create, what to take and what to charge,
 * or the refusal, in the order the buyer meets them (address, points over the amount, pay method
 * and the PG minimum). place-order.service.ts and the mocked API's store/checkout.ts both run this
 * plan against their own storage and compute no price, fee or point share of their own.
 *
 * Two refusals stay with storage, because only storage knows the truth at the moment it writes:
 * the point balance (read under the member's point lock by the ledger, INSUFFICIENT_POINTS) and
 * the stock (one conditional decrement per take, OUT_OF_STOCK). The cart's own rules
 * (cart-rules.ts) have refused unorderable lines before the plan is asked.
 */

/** One orderable cart line, with the facts the plan decides on; `ref` is the caller's handle on it. */
export interface PlanCartLine<Ref> {
  ref: Ref;
  productId: number;
  /** The option combination; null for a product without combinations. */
  productOptionDetailId: number | null;
  productName: string;
  product: PickupFacts;
  /** The delivery template the line ships under. */
  templateId: number;
  count: number;
  /** List price per unit, with the option extra. */
  unitPrice: number;
  /** Sale price per unit, with the option extra. */
  unitSalePrice: number;
  /** The buyer's free texts (embroidery): a line with any is made to order and needs the consent. */
  inputs: readonly (string | null | undefined)[];
}

export interface PlaceOrderRequest<Ref> {
  /** In the order the buyer sent the ids: lines are booked, and fees land, in this order. */
  lines: readonly PlanCartLine<Ref>[];
  input: Pick<PlaceOrderFields, 'payMethod' | 'pointUsing' | 'delivery' | 'personalisedConsent'>;
  templateOf: (templateId: number) => DeliveryFeeRule;
  now: Date;
}

export interface PlannedOrderLine<Ref> extends PaidLine {
  ref: Ref;
  templateId: number;
}

/** One conditional decrement, naming the product for the OUT_OF_STOCK sentence. */
export interface StockTake<Ref> {
  ref: Ref;
  productId: number;
  productOptionDetailId: number | null;
  productName: string;
  count: number;
}

export interface PlaceOrderPlan<Ref> {
  create: {
    order: { totalPrice: number; discountFee: number; deliveryFee: number; pointUsing: number; paidPrice: number };
    payMethod: PayMethod;
    /** When an unpaid order is released: null for a point-only order, which is paid at once. */
    expiresAt: Date | null;
    /** The shipping address; null when every line is picked up at its group's point. */
    delivery: Omit<OrderDeliveryFields, 'saveAsDefault'> | null;
    /** Each line's unit and paid prices, its point share, and its group's fee on the group's first line. */
    lines: PlannedOrderLine<Ref>[];
    /** Whether the address becomes the member's saved one. */
    saveDeliveryAsDefault: boolean;
    /** The made-to-order consent stored on each personalised line; null when no line is. */
    consent: ConsentRecord | null;
  };
  take: {
    /** Points spent on the order (0: none). */
    points: number;
    /** In the global stock lock order (stock-lock-order.ts). */
    stock: StockTake<Ref>[];
  };
  charge: {
    /** What the PG is asked for; 0 for a point-only order. */
    paidPrice: number;
    /** Registered with the PG (prepare) before the window opens: at least MIN_PG_AMOUNT. */
    viaPg: boolean;
    /** Points paid for everything: the order is PAID as it is placed. */
    paidAtOnce: boolean;
  };
}

const deliveryOnly = z.object({ delivery: orderDeliverySchema });

function deliveryFor(lines: readonly PlanCartLine<unknown>[], given: unknown): OrderDeliveryFields | null {
  if (shipsToPickupOnly(lines.map((line) => line.product))) return null;
  if (given == null) throw badUserInput(DELIVERY_REQUIRED_MESSAGE, 'delivery');
  return parseInput(deliveryOnly, { delivery: given }).delivery;
}

/** The plan, or the first refusal (thrown as an AppError); see the file comment. */
export function planPlaceOrder<Ref>({ lines, input, templateOf, now }: PlaceOrderRequest<Ref>): PlaceOrderPlan<Ref> {
  const delivery = deliveryFor(lines, input.delivery);
  const price = priceOrder(
    lines.map((line) => ({ templateId: line.templateId, count: line.count, unitPrice: line.unitPrice, unitSalePrice: line.unitSalePrice })),
    templateOf,
  );
  checkPointsWithinPayable(input.pointUsing, price.payable);
  const paid = applyPoints(price, input.pointUsing);
  checkPayMethod(input.payMethod, paid.paidPrice);
  const consent = consentForOrder(lines, input.personalisedConsent, now);

  const { saveAsDefault, ...address } = delivery ?? { saveAsDefault: false };
  return {
    create: {
      order: {
        totalPrice: paid.totalPrice,
        discountFee: paid.discountFee,
        deliveryFee: paid.deliveryFee,
        pointUsing: paid.pointUsing,
        paidPrice: paid.paidPrice,
      },
      payMethod: input.payMethod,
      expiresAt: paymentDeadlineOf(input.payMethod, now),
      delivery: delivery ? (address as Omit<OrderDeliveryFields, 'saveAsDefault'>) : null,
      lines: lines.map((line, index) => ({ ...paid.lines[index]!, ref: line.ref, templateId: line.templateId })),
      saveDeliveryAsDefault: saveAsDefault,
      consent,
    },
    take: {
      points: paid.pointUsing,
      stock: inStockLockOrder(
        lines.map((line) => ({
          ref: line.ref,
          productId: line.productId,
          productOptionDetailId: line.productOptionDetailId,
          productName: line.productName,
          count: line.count,
        })),
      ),
    },
    charge: {
      paidPrice: paid.paidPrice,
      viaPg: paid.paidPrice > 0,
      // checkPayMethod made `point` the method exactly when nothing is left to pay.
      paidAtOnce: paid.paidPrice === 0,
    },
  };
}
