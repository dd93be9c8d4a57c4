import { describe, expect, it } from 'vitest';
import { restoreStock, takeStock } from '../../backend/src/modules/catalog/stock';
import { count, KOREAN, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import {
  cartLine,
  checkoutProduct,
  DELIVERY,
  detailStock,
  ledgerBalance,
  memberWithPoints,
  optionDetailIds,
  placeOrder,
  useCheckoutApi,
} from '../support/checkout';

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

describe('takeStock', () => {
  it('never lets simultaneous transactions take more than is left, even without the cart’s pre-check', { timeout: 60_000 }, async () => {
    const product = await checkoutProduct(api, { combinations: [{ colour: '블랙', size: 'M', count: 20 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    const move = { productId: product.id, productOptionDetailId: detailId!, count: 1 };
    const taken = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.orm.em.fork().transactional(async (em) => {
          const ok = await takeStock(em, move);
          // Hold the row a moment, as placeOrder does until it commits.
          await em.execute('select pg_sleep(0.01)');
          return ok;
        }),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(20);
    expect(await detailStock(api, detailId!)).toBe(0);
    expect(await api.orm.em.fork().transactional((em) => restoreStock(em, { ...move, count: 3 }))).toBe(true);
    expect(await detailStock(api, detailId!)).toBe(3);
  });
});

describe('placeOrder under concurrent requests', () => {
  it('sells exactly the 20 units of an option to 100 members ordering at once', { timeout: 120_000 }, async () => {
    const product = await checkoutProduct(api, { name: '한정 수량 과잠', combinations: [{ colour: '네이비', size: 'L', count: 20 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    const members = await Promise.all(Array.from({ length: 100 }, () => memberWithPoints(api)));
    const lines = await Promise.all(
      members.map((member) => cartLine(api, member.user.id, { productId: product.id, productOptionDetailId: detailId!, count: 1 })),
    );

    const results = await Promise.all(
      members.map((member, i) =>
        placeOrder(api, member.token, { cartIds: [lines[i]], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }),
      ),
    );

    const won = results.filter((result) => !result.errors);
    const lost = results.filter((result) => result.errors);
    expect(won).toHaveLength(20);
    expect(lost).toHaveLength(80);
    for (const result of lost) {
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.extensions?.code).toBe('OUT_OF_STOCK');
      expect(result.errors![0]!.message).toMatch(KOREAN);
      expect(result.errors![0]!.message).toContain('한정 수량 과잠');
    }
    expect(await detailStock(api, detailId!)).toBe(0);
    expect(await count(api, 'order_product', 'product_id = ?', [product.id])).toBe(20);
    const [sold] = await sql<{ n: string }>(api, 'select coalesce(sum(count), 0) as n from order_product where product_id = ?', [product.id]);
    expect(Number(sold!.n)).toBe(20);
    // The winners' lines left their carts; the losers keep theirs to try again later.
    expect(await count(api, 'cart', 'product_id = ?', [product.id])).toBe(80);
  });

  it('lets exactly one of ten orders spending the whole balance through', { timeout: 60_000 }, async () => {
    const member = await memberWithPoints(api, 10_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 50 });
    const lines = await Promise.all(Array.from({ length: 10 }, () => cartLine(api, member.user.id, { productId: product.id })));

    const results = await Promise.all(
      lines.map((line) => placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 10_000, delivery: DELIVERY })),
    );

    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    const refused = results.filter((result) => result.errors);
    expect(refused).toHaveLength(9);
    for (const result of refused) expect(result.errors![0]!.extensions?.code).toBe('INSUFFICIENT_POINTS');
    expect(await ledgerBalance(api, member.user.id)).toBe(0);
    const [gain] = await sql<{ remaining: number }>(api, `select remaining from point where user_id = ? and status = 'GAIN'`, [
      member.user.id,
    ]);
    expect(gain!.remaining).toBe(0);
    expect(await count(api, 'point', `user_id = ? and status = 'USED'`, [member.user.id])).toBe(1);
    expect(await count(api, 'order', 'user_id = ?', [member.user.id])).toBe(1);
    const [stock] = await sql<{ count: number }>(api, 'select count from product where id = ?', [product.id]);
    expect(stock!.count).toBe(49);
  });
});
