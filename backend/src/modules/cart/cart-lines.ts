import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { viewerLevel } from '../../../../domain/catalog/visibility';
import { Cart } from './cart.entity';
import { inputKeysBySlot, inputRulesBySlot } from '../../../../domain/cart/cart-input';
import { cartProblemOf, type CartLineFacts, type CartProblem } from '../../../../domain/cart/cart-rules';

/*
 * Cart lines come with everything their prices, fees and problems read, in a fixed number of
 * statements however many lines there are (the cart page must not query per line).
 */

const LINE_POPULATE = [
  'product',
  'product.deliveryTemplate',
  'product.productOptionInputs',
  'productOptionDetail',
] as const;

/** Newest first, as the cart page lists them. */
export async function loadCartLines(em: EntityManager, where: FilterQuery<Cart>): Promise<Cart[]> {
  const carts = await em.find(Cart, where, { populate: LINE_POPULATE, orderBy: { createdAt: 'desc', id: 'desc' } });
  await loadOptionDetailsOfBareLines(em, carts);
  return carts;
}

/** Completes lines a service already holds (a new or changed line) the way loadCartLines would. */
export async function completeCartLines(em: EntityManager, carts: Cart[]): Promise<Cart[]> {
  await em.populate(carts, LINE_POPULATE);
  await loadOptionDetailsOfBareLines(em, carts);
  return carts;
}

// Only a line without a combination needs to know whether its product sells combinations now;
// such products rarely have any, so this reads few rows.
async function loadOptionDetailsOfBareLines(em: EntityManager, carts: Cart[]): Promise<void> {
  const products = [...new Set(carts.filter((cart) => !cart.productOptionDetail).map((cart) => cart.product))].filter(
    (product) => !product.productOptionDetails.isInitialized(),
  );
  if (products.length > 0) await em.populate(products, ['productOptionDetails']);
}

/** The template the line ships under now: the product's, which staff may have changed since. */
export function lineDeliveryTemplate(cart: Cart): DeliveryTemplate {
  return cart.product.deliveryTemplate;
}

/** The line's facts for cart-rules.ts; `demand` defaults to its own count. */
export function cartLineFacts(cart: Cart, demand: number = cart.count): CartLineFacts {
  const { product } = cart;
  return {
    product,
    missingOptionDetail: cart.productOptionDetail
      ? cart.productOptionDetail.retired
      : product.productOptionDetails.getItems().some((detail) => !detail.retired),
    stock: cart.stockLeft(),
    demand,
    inputKeys: inputKeysBySlot(product.productOptionInputs.getItems()),
    inputRules: inputRulesBySlot(product.productOptionInputs.getItems()),
    inputs: cart.inputSlots(),
  };
}

/** `authority` is the member's stored level; a suspended one is compared as NORMAL. */
export function cartLineProblem(cart: Cart, authority: number, now: Date): CartProblem | null {
  return cartProblemOf(cartLineFacts(cart), { authority: viewerLevel({ userId: cart.user.id, authority }), now });
}
