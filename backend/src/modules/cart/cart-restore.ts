import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';
import type { OrderProduct } from '../order/order-product.entity';
import { Cart } from './cart.entity';
import { CART_LIMITS } from './cart-rules';
import { lockMemberCart } from './cart-validation';

type LineKey = string;

function keyOf(
  productId: number,
  detailId: number | null,
  inputs: readonly (string | null | undefined)[],
): LineKey {
  return JSON.stringify([productId, detailId, inputs.map((input) => input ?? null)]);
}

const cartKey = (cart: Cart) => keyOf(cart.product.id, cart.productOptionDetail?.id ?? null, cart.inputSlots());

const lineKey = (line: OrderProduct) =>
  keyOf(line.product.id, line.productOptionDetail?.id ?? null, [
    line.productOptionInput0,
    line.productOptionInput1,
    line.productOptionInput2,
  ]);

/**
 * Puts the lines of an order that was never paid (the payment failed, or its deadline passed)
 * back into the member's cart, selected, so the student can try again in two taps, as Korean
 * shops do after a failed card payment (docs/decisions/0025-backend-followups.md). An identical
 * line already in the cart (same product, combination and texts) takes the count instead, up to
 * the per-line cap; beyond the cart's line cap the rest stays out. Stock and sale windows are not
 * checked: a line that cannot be ordered now comes back anyway and the cart shows its `problem`.
 * Nothing comes back for a withdrawn member. Takes the member's cart lock, like every cart write.
 * Returns how many order lines are in the cart again (as new lines or merged into identical ones).
 */
export async function putOrderLinesBackInCart(
  em: EntityManager,
  restore: { userId: number; lines: readonly OrderProduct[]; now: Date },
): Promise<number> {
  if (restore.lines.length === 0) return 0;
  await lockMemberCart(em, restore.userId);
  const member = await em.findOne(User, restore.userId);
  if (!member || member.isResigned()) return 0;

  const products = await em.find(Product, { id: { $in: [...new Set(restore.lines.map((line) => line.product.id))] } });
  const productOf = new Map(products.map((product) => [product.id, product]));
  const carts = await em.find(Cart, { user: restore.userId });
  const byKey = new Map(carts.map((cart) => [cartKey(cart), cart]));
  let lineCount = carts.length;
  let restored = 0;

  for (const line of [...restore.lines].sort((a, b) => a.id - b.id)) {
    const product = productOf.get(line.product.id)!;
    const same = byKey.get(lineKey(line));
    if (same) {
      same.count = Math.min(same.count + line.count, CART_LIMITS.maxCountPerLine);
      same.selected = true;
      same.deliveryTemplate = product.deliveryTemplate;
      restored += 1;
      continue;
    }
    if (lineCount >= CART_LIMITS.maxLines) continue;
    const cart = em.create(Cart, {
      user: member,
      product,
      productOptionDetail: line.productOptionDetail ?? null,
      productOptionId0: line.productOptionId0 ?? null,
      productOptionId1: line.productOptionId1 ?? null,
      productOptionId2: line.productOptionId2 ?? null,
      productOptionInput0: line.productOptionInput0 ?? null,
      productOptionInput1: line.productOptionInput1 ?? null,
      productOptionInput2: line.productOptionInput2 ?? null,
      // ADR 0015: a line ships under its product's current template.
      deliveryTemplate: product.deliveryTemplate,
      count: Math.min(line.count, CART_LIMITS.maxCountPerLine),
      selected: true,
      createdAt: restore.now,
    });
    byKey.set(cartKey(cart), cart);
    lineCount += 1;
    restored += 1;
  }
  await em.flush();
  return restored;
}
