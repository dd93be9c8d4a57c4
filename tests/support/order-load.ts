// A bounded load of placeOrders against a server in another process, and the checks that no
// order was left half-written whatever happened to that process or its database meanwhile.
import { expect } from 'vitest';
import { count, sql } from './accounts';
import type { GraphQLErrorBody, TestApi } from './api';
import type { TestMember } from './catalog-fixtures';
import { cartLine, checkoutProduct, DELIVERY, ledgerBalance, memberWithPoints, placeOrder, productStock } from './checkout';

export const SHOPPER_POINTS = 3_000;
const POINTS_PER_ORDER = 1_000;

export interface Shopper {
  member: TestMember;
  cartId: number;
}

export interface Shop {
  productId: number;
  stock: number;
  shoppers: Shopper[];
}

/** A product with `stock` units and `count` members, each with points and one unit of it in the cart. */
export async function shopWithShoppers(api: TestApi, count: number, stock: number): Promise<Shop> {
  const product = await checkoutProduct(api, { name: '장애 시험 후드티', count: stock, price: 30_000, salePrice: 30_000 });
  const shoppers = await Promise.all(
    Array.from({ length: count }, async () => {
      const member = await memberWithPoints(api, SHOPPER_POINTS);
      return { member, cartId: await cartLine(api, member.user.id, { productId: product.id }) };
    }),
  );
  return { productId: product.id, stock, shoppers };
}

export type Outcome =
  | { kind: 'answer'; orderId: number | null; errors: GraphQLErrorBody[] }
  /** The connection was refused: the server no longer listens (clean). */
  | { kind: 'refused' }
  /** Anything else: a reset, a half answer, an unreadable body. */
  | { kind: 'broken'; error: string };

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code;
}

export async function placeOne(api: TestApi, shopper: Shopper): Promise<Outcome> {
  try {
    const result = await placeOrder(api, shopper.member.token, {
      cartIds: [shopper.cartId],
      payMethod: 'card',
      pointUsing: POINTS_PER_ORDER,
      delivery: DELIVERY,
    });
    return { kind: 'answer', orderId: result.data?.placeOrder.id ?? null, errors: result.errors ?? [] };
  } catch (error) {
    if (causeCode(error) === 'ECONNREFUSED') return { kind: 'refused' };
    return { kind: 'broken', error: `${String(error)} (${causeCode(error) ?? 'no code'})` };
  }
}

/**
 * Every shopper places one order, `concurrency` at a time; `onAnswer` sees the number of outcomes
 * so far after each one (a test fires its fault from there).
 */
export async function runOrderLoad(
  api: TestApi,
  shoppers: readonly Shopper[],
  concurrency: number,
  onOutcome: (done: number) => void = () => {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array<Outcome>(shoppers.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < shoppers.length) {
      const index = next++;
      outcomes[index] = await placeOne(api, shoppers[index]!);
      done += 1;
      onOutcome(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/**
 * No half orders: every order has its line, the units sold are exactly the stock taken, each
 * member's spent points are exactly what their orders used, and a cart line left only with an order.
 */
export async function expectNoHalfOrders(api: TestApi, shop: Shop, answeredIds: readonly number[]): Promise<number> {
  const userIds = shop.shoppers.map((shopper) => shopper.member.user.id);
  const orders = await sql<{ id: number; user_id: number; point_using: number; lines: string; units: string }>(
    api,
    `select o.id, o.user_id, o.point_using, count(l.id) as lines, coalesce(sum(l.count), 0) as units
       from "order" o left join order_product l on l.order_id = o.id
      where o.user_id in (${userIds.map(() => '?').join(', ')}) group by o.id`,
    userIds,
  );
  for (const order of orders) expect({ order: order.id, lines: Number(order.lines), units: Number(order.units) }).toEqual({ order: order.id, lines: 1, units: 1 });
  expect(await productStock(api, shop.productId)).toBe(shop.stock - orders.length);
  expect(await count(api, 'order_product', 'product_id = ?', [shop.productId])).toBe(orders.length);
  for (const id of answeredIds) expect(orders.map((order) => order.id)).toContain(id);
  for (const shopper of shop.shoppers) {
    const own = orders.filter((order) => order.user_id === shopper.member.user.id);
    const spent = own.reduce((sum, order) => sum + order.point_using, 0);
    expect(SHOPPER_POINTS - (await ledgerBalance(api, shopper.member.user.id))).toBe(spent);
    expect(await count(api, 'cart', 'id = ?', [shopper.cartId])).toBe(own.length === 0 ? 1 : 0);
  }
  return orders.length;
}
