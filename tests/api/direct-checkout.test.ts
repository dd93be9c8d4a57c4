import { describe, expect, it } from 'vitest';
import { operationDocument } from '../support/catalog-operations';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { cartLine, checkoutProduct, DELIVERY, detailStock, memberWithPoints, optionDetailIds, placed, placeOrder, useCheckoutApi } from '../support/checkout';
import type { CartLineData, CartSummaryData } from '../support/cart-fixtures';

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

const DIRECT = operationDocument('CreateDirectCarts');
const CHECKOUTED = operationDocument('CartsCheckouted');
const CART_COUNT = operationDocument('CartCount');

interface Row {
  productId: number;
  productOptionDetailId?: number | null;
  productOptionInputs?: string[];
  count: number;
}

function buyNow(token: string, rows: Row[]) {
  return api.gql<{ createDirectCarts: CartLineData[] }>(DIRECT, { data: rows }, { token });
}

async function boughtNow(token: string, rows: Row[]): Promise<CartLineData[]> {
  const result = await buyNow(token, rows);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.createDirectCarts;
}

async function checkoutLines(token: string, direct: boolean) {
  const result = await api.gql<{ cartsCheckouted: CartSummaryData }>(CHECKOUTED, { direct }, { token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.cartsCheckouted;
}

interface Stored {
  id: number;
  count: number;
  selected: boolean;
  direct: boolean;
}
const rowsOf = (userId: number) =>
  sql<Stored>(api, 'select id, count, selected, direct from cart where user_id = ? order by id', [userId]);

async function shop() {
  const product = await checkoutProduct(api, {
    name: '바로구매 후드',
    combinations: [
      { colour: '네이비', size: 'M', count: 5 },
      { colour: '네이비', size: 'L', count: 5 },
    ],
  });
  const [m, l] = await optionDetailIds(api, product.id);
  const other = await checkoutProduct(api, { name: '장바구니 머그컵', count: 10 });
  return { product, m: m!, l: l!, other };
}

describe('createDirectCarts', () => {
  it('checks out exactly two option rows and leaves the cart’s other lines as they were', async () => {
    const { product, m, l, other } = await shop();
    const member = await memberWithPoints(api);
    const kept = await cartLine(api, member.user.id, { productId: other.id, count: 2 });
    const unselected = await cartLine(api, member.user.id, { productId: product.id, productOptionDetailId: m, count: 1 });
    await sql(api, 'update cart set selected = false where id = ?', [unselected]);
    const before = await rowsOf(member.user.id);

    const lines = await boughtNow(member.token, [
      { productId: product.id, productOptionDetailId: m, count: 1 },
      { productId: product.id, productOptionDetailId: l, count: 2 },
    ]);
    expect(lines.map((line) => [line.productOptionDetail?.id, line.count])).toEqual(expect.arrayContaining([[m, 1], [l, 2]]));

    // The cart page, its badge and its checkout still see only the cart's own lines.
    const count = await api.gql<{ me: { carts: { count: number } } }>(CART_COUNT, {}, { token: member.token });
    expect(count.data!.me.carts.count).toBe(2);
    const cartCheckout = await checkoutLines(member.token, false);
    expect(cartCheckout.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts.map((cart) => cart.id))).toEqual([kept]);

    const direct = await checkoutLines(member.token, true);
    const directIds = direct.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts.map((cart) => cart.id));
    expect(directIds.sort()).toEqual(lines.map((line) => line.id).sort());
    expect(direct.totalPrice).toBe(product.price * 3);

    await placed(api, member.token, { cartIds: directIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY });
    expect(await rowsOf(member.user.id)).toEqual(before);
    expect(await detailStock(api, l)).toBe(3);
  });

  it('replaces the previous 구매하기 rows rather than adding to them', async () => {
    const { product, m, l } = await shop();
    const member = await memberWithPoints(api);
    await boughtNow(member.token, [{ productId: product.id, productOptionDetailId: m, count: 1 }]);
    const second = await boughtNow(member.token, [{ productId: product.id, productOptionDetailId: l, count: 1 }]);
    expect((await rowsOf(member.user.id)).map((row) => row.id)).toEqual(second.map((line) => line.id));
  });

  it('merges rows of one line and refuses rows that together pass the stock, writing nothing', async () => {
    const { product, m } = await shop();
    const member = await memberWithPoints(api);
    const merged = await boughtNow(member.token, [
      { productId: product.id, productOptionDetailId: m, count: 2 },
      { productId: product.id, productOptionDetailId: m, count: 2 },
    ]);
    expect(merged.map((line) => line.count)).toEqual([4]);

    const result = await buyNow(member.token, [
      { productId: product.id, productOptionDetailId: m, count: 3 },
      { productId: product.id, productOptionDetailId: m, count: 3 },
    ]);
    expect(refusal(result, 'OUT_OF_STOCK').message).toContain('바로구매 후드');
    expect((await rowsOf(member.user.id)).map((row) => row.count)).toEqual([4]);
  });

  it('refuses a row naming a product that does not exist (NOT_FOUND), changing nothing', async () => {
    const member = await memberWithPoints(api);
    const result = await buyNow(member.token, [{ productId: 987_654, count: 1 }]);
    refusal(result, 'NOT_FOUND');
    expect(await rowsOf(member.user.id)).toEqual([]);
  });
});

describe('createDirectCarts under concurrent requests', () => {
  it('leaves one member with one set of rows after two taps at once', async () => {
    const { product, m, l } = await shop();
    const member = await memberWithPoints(api);
    const results = await Promise.all([
      buyNow(member.token, [{ productId: product.id, productOptionDetailId: m, count: 1 }]),
      buyNow(member.token, [{ productId: product.id, productOptionDetailId: l, count: 1 }]),
    ]);
    for (const result of results) expect(result.errors).toBeUndefined();
    const rows = await rowsOf(member.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.direct).toBe(true);
  });

  it('sells the last two units once when members buy them now at the same time', { timeout: 60_000 }, async () => {
    const product = await checkoutProduct(api, { name: '마지막 과잠', combinations: [{ colour: '블랙', size: 'M', count: 2 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    const members = await Promise.all(Array.from({ length: 6 }, () => memberWithPoints(api)));
    const direct = await Promise.all(members.map((member) => boughtNow(member.token, [{ productId: product.id, productOptionDetailId: detailId!, count: 1 }])));
    const results = await Promise.all(
      members.map((member, index) =>
        placeOrder(api, member.token, { cartIds: direct[index]!.map((line) => line.id), payMethod: 'card', pointUsing: 0, delivery: DELIVERY }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(2);
    for (const result of results.filter((one) => one.errors)) refusal(result, 'OUT_OF_STOCK');
    expect(await detailStock(api, detailId!)).toBe(0);
  });
});
