import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { notFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import { User } from '../account/user.entity';
import { viewerLevel } from '../catalog/visibility';
import type { Cart } from './cart.entity';
import { cartLineFacts, loadCartLines } from './cart-lines';
import { CART_LIMITS, cartProblemOf, cartProblemRefusal, problemRank, type CartProblem } from './cart-rules';

export const CART_LINE_NOT_FOUND_MESSAGE = '장바구니에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.';

// Duplicates are dropped only after parsing, so the raw list may be longer than a full cart.
const MAX_IDS = CART_LIMITS.maxLines * 2;

const ORDER_NOTHING_SELECTED = '주문할 상품을 선택해 주세요.';

/** The distinct ids asked for, in the order given; `emptyMessage` says what the list was for. */
export function parseCartIds(ids: unknown, field: string, emptyMessage: string = ORDER_NOTHING_SELECTED): number[] {
  const schema = z
    .array(z.number().int(), { error: emptyMessage })
    .min(1, { error: emptyMessage })
    .max(MAX_IDS, { error: `한 번에 ${CART_LIMITS.maxLines}개 상품까지 선택할 수 있습니다.` });
  return [...new Set(parseInput(schema, ids, field))];
}

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

/** The same product or combination on several lines draws on one stock, so demand is summed per stock. */
function demandByStock(carts: readonly Cart[]): (cart: Cart) => number {
  const keyOf = (cart: Cart) => `${cart.product.id}:${cart.productOptionDetail?.id ?? '-'}`;
  const totals = new Map<string, number>();
  for (const cart of carts) totals.set(keyOf(cart), (totals.get(keyOf(cart)) ?? 0) + cart.count);
  return (cart) => totals.get(keyOf(cart)) ?? cart.count;
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

  const demand = demandByStock(lines);
  const authority = viewerLevel({ userId, authority: member.authority });
  let first: { cart: Cart; problem: CartProblem } | null = null;
  for (const cart of lines) {
    const problem = cartProblemOf(cartLineFacts(cart, demand(cart)), { authority, now });
    if (problem && (!first || problemRank(problem) < problemRank(first.problem))) first = { cart, problem };
  }
  if (first) throw cartProblemRefusal(first.cart.product.name, first.problem);

  for (const cart of lines) cart.deliveryTemplate = cart.product.deliveryTemplate;
  return lines;
}
