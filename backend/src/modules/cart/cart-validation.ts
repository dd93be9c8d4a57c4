import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../graphql/errors';
import { User } from '../account/user.entity';
import { viewerLevel } from '../catalog/visibility';
import type { Cart } from './cart.entity';
import { CART_LINE_NOT_FOUND_MESSAGE, parseCartIds } from './cart-input';
import { cartLineFacts, loadCartLines } from './cart-lines';
import { firstCartRefusal } from './cart-rules';

// Namespace of the per-member cart lock among Postgres advisory locks ("CART").
const CART_LOCK_SPACE = 0x43415254;

/**
 * Serialises one member's cart writes until the transaction ends: two taps adding the same line
 * merge into one, the line cap holds, and an order placed from lines another request is changing
 * waits for it. An advisory lock rather than a row lock, so that nothing else about the member
 * (points, profile) waits on the cart.
 */
export async function lockMemberCart(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [CART_LOCK_SPACE, userId]);
}

/**
 * The member's lines `cartIds`, loaded with product, option detail, inputs and delivery template,
 * if all of them can be ordered now (PRODUCT.md "validateCartToOrder"); otherwise the refusal of
 * the first rule broken, naming the product: NOT_FOUND for a line that is missing, another
 * member's or of another university's product, then NOT_PURCHASABLE, OUT_OF_STOCK, BAD_USER_INPUT (a missing option input). Takes the
 * member's cart lock, so call it inside the mutation's transaction. Each line's deliveryTemplate
 * is set to its product's current one, the template an order books the fee under.
 */
export async function loadOrderableCarts(
  em: EntityManager,
  { userId, cartIds, now, field = 'cartIds' }: { userId: number; cartIds: readonly number[]; now: Date; field?: string },
): Promise<Cart[]> {
  const ids = parseCartIds(cartIds, field);
  await lockMemberCart(em, userId);
  const member = await em.findOneOrFail(User, userId);
  // A line of another university's product (tenants share the database) is nothing this shop
  // sells: it reads as missing, never as a product name from elsewhere.
  const carts = await loadCartLines(em, { id: { $in: ids }, user: userId, product: { university: member.university.id } });
  const byId = new Map(carts.map((cart) => [cart.id, cart]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((cart) => cart === undefined)) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  const lines = ordered as Cart[];

  const refusal = firstCartRefusal(
    lines.map((cart) => ({
      productName: cart.product.name,
      productId: cart.product.id,
      detailId: cart.productOptionDetail?.id ?? null,
      count: cart.count,
      factsFor: (demand) => cartLineFacts(cart, demand),
    })),
    { authority: viewerLevel({ userId, authority: member.authority }), now },
  );
  if (refusal) throw refusal;

  for (const cart of lines) cart.deliveryTemplate = cart.product.deliveryTemplate;
  return lines;
}
