// @vitest-environment node
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { addToCart } from '../../backend/src/modules/cart/cart.service';
import { refusal } from '../support/accounts';
import { startTestApi, TEST_UNIVERSITY_ID, type TestApi } from '../support/api';
import { createMember } from '../support/catalog-fixtures';
import { CART_OPERATIONS, cartRows, createCartProduct, type CartLineData } from '../support/cart-fixtures';
import { someoneWaitsOnALock } from '../support/locks';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const em = () => api.orm.em.fork();

describe('createCart of the same line at once', () => {
  it('merges the second add into the line the first one has not committed yet', async () => {
    const { user } = await createMember(em());
    const { product } = await createCartProduct(em(), { count: 50 });
    const viewer = { userId: user.id, authority: AUTHORITY.NORMAL, universityId: TEST_UNIVERSITY_ID };
    const first: EntityManager = em();
    await first.begin();
    await addToCart(first, viewer, { productId: product.id, count: 2 });
    const second = em().transactional((tx) => addToCart(tx, viewer, { productId: product.id, count: 3 }));
    // Commit the first only once the second is inside its transaction, behind the first.
    const waited = await someoneWaitsOnALock(em());
    await first.commit();
    await second;
    expect(waited).toBe(true);
    expect(await cartRows(api, user.id)).toEqual([expect.objectContaining({ product_id: product.id, count: 5 })]);
  });

  it('ends a burst of adds over HTTP as one line that never passes the stock', async () => {
    const shopper = await createMember(em());
    const { product } = await createCartProduct(em(), { count: 5 });
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api.gql<{ createCart: CartLineData }>(CART_OPERATIONS.create, { data: { productId: product.id, count: 2 } }, { token: shopper.token }),
      ),
    );
    const refused = results.filter((result) => result.errors);
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(refusal(result, 'OUT_OF_STOCK').message).toMatch(/장바구니에 이미 4개가 담겨 있어 1개까지 더 담을 수 있어요/);
    expect(await cartRows(api, shopper.user.id)).toEqual([expect.objectContaining({ count: 4 })]);
  });
});
