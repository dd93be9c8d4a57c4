// @vitest-environment node
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockMemberCart } from '../../backend/src/modules/cart/cart-validation';
import { releaseUnpaidOrder } from '../../backend/src/modules/order/order-release';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, createProduct } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { someoneWaitsOnALock } from '../support/locks';
import { createOrder } from '../support/orders';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';

// A member's cancellation or an order release takes the member's locks in checkout's order (cart,
// then points, then stock), so it cannot deadlock with a new order of the same member that holds
// the first ones and is about to take the stock row.

const CANCEL = operationDocument('CancelOrderProduct');

let harness: JobsTestApi;
let api: TestApi;
let fake: FakePortOneServer;

beforeAll(async () => {
  harness = await startJobsTestApi();
  ({ api, fake } = harness);
});

afterAll(async () => {
  await harness?.close();
});

/** A checkout of `userId` midway: cart and points locks held, the stock row not yet taken. */
async function checkoutHoldingMemberLocks(userId: number): Promise<EntityManager> {
  const checkout = api.orm.em.fork();
  await checkout.begin();
  await lockMemberCart(checkout, userId);
  await checkout.execute('select id from "user" where id = ? for no key update', [userId]);
  return checkout;
}

const stockOf = async (productId: number) =>
  (await sql<{ count: number }>(api, 'select count from product where id = ?', [productId]))[0]!.count;

describe("lock order against the same member's checkout", () => {
  it('a cancellation with points to return waits for the checkout instead of deadlocking with it', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 10 });
    const member = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, member.user.id, { lines: [{ product }], pointUsing: 5_000 }, fake);

    const checkout = await checkoutHoldingMemberLocks(member.user.id);
    const cancelled = api.gql(
      CANCEL,
      { data: { orderProductId: placed.lineIds[0]!, cancelReason: '다른 색으로 다시 살게요' } },
      { token: member.token },
    );
    expect(await someoneWaitsOnALock(api.orm.em.fork())).toBe(true);
    await checkout.execute('update product set count = count - 1 where id = ? and count >= 1', [product.id]);
    await checkout.commit();

    expect((await cancelled).errors).toBeUndefined();
    expect(await stockOf(product.id)).toBe(9);
  });

  it('an order release waits for the checkout instead of deadlocking with it', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 10 });
    const member = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, member.user.id, { lines: [{ product }], pointUsing: 3_000, paid: false });

    const checkout = await checkoutHoldingMemberLocks(member.user.id);
    const released = api.orm.em
      .fork()
      .transactional((em) => releaseUnpaidOrder(em, { orderId: placed.orderId, reason: '결제 실패', now: new Date() }));
    expect(await someoneWaitsOnALock(api.orm.em.fork())).toBe(true);
    await checkout.execute('update product set count = count - 1 where id = ? and count >= 1', [product.id]);
    await checkout.commit();

    expect(await released).toBe(true);
    expect(await stockOf(product.id)).toBe(9);
  });
});
