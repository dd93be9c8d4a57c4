import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';
import type { OrderProduct } from '../order/order-product.entity';
import { Cart } from './cart.entity';
import { cartLineKey, putLinesBack } from '../../../../domain/cart/cart-restore-rules';
import { lockMemberCart } from './cart-validation';

const lineKey = (line: OrderProduct) =>
  cartLineKey(line.product.id, line.productOptionDetail?.id ?? null, [
    line.productOptionInput0,
    line.productOptionInput1,
    line.productOptionInput2,
  ]);

/**
 * Puts the lines of an order that was never paid (the payment failed, or its deadline passed)
 * back into the member's cart, selected, so the student can try again in two taps, as Korean
 * shops do after a failed card payment (docs/decisions/0025-backend-followups.md; the merge and
 * caps are cart-restore-rules.ts). Stock and sale windows are not checked: a line that cannot be
 * ordered now comes back anyway and the cart shows its `problem`. Nothing comes back for a
 * withdrawn member. Takes the member's cart lock, like every cart write. Returns how many order
 * lines are in the cart again (as new lines or merged into identical ones).
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
  const restored = putLinesBack(restore.lines, {
    cart: await em.find(Cart, { user: restore.userId, direct: false }),
    keyOfCart: (cart) => cartLineKey(cart.product.id, cart.productOptionDetail?.id ?? null, cart.inputSlots()),
    keyOfLine: lineKey,
    // ADR 0015: a line ships under its product's current template.
    merged: (cart, line) => {
      cart.deliveryTemplate = productOf.get(line.product.id)!.deliveryTemplate;
    },
    add: (line, count) => {
      const product = productOf.get(line.product.id)!;
      return em.create(Cart, {
        user: member,
        product,
        productOptionDetail: line.productOptionDetail ?? null,
        productOptionId0: line.productOptionId0 ?? null,
        productOptionId1: line.productOptionId1 ?? null,
        productOptionId2: line.productOptionId2 ?? null,
        productOptionInput0: line.productOptionInput0 ?? null,
        productOptionInput1: line.productOptionInput1 ?? null,
        productOptionInput2: line.productOptionInput2 ?? null,
        deliveryTemplate: product.deliveryTemplate,
        count,
        selected: true,
        createdAt: restore.now,
      });
    },
  });
  await em.flush();
  return restored;
}
