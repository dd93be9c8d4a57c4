// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayMethod } from '../../domain/enums';
import { expireUnpaidOrders } from '../../backend/src/jobs/expire-unpaid-orders';
import { EXPIRED_ORDER_REASON } from '../../domain/order/order-messages';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, orderSnapshot, type OrderFixture, type PlacedOrder } from '../support/orders';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';

let harness: JobsTestApi;
let fake: FakePortOneServer;
let api: TestApi;
let deps: JobDeps;
let buyer: TestMember;
let product: Product;

beforeAll(async () => {
  harness = await startJobsTestApi();
  ({ api, fake, deps } = harness);
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  product = await createProduct(em, { count: 50, price: 30_000, salePrice: 25_000 });
});

afterAll(async () => {
  await harness?.close();
});

async function order(fixture: Partial<OrderFixture> = {}): Promise<PlacedOrder> {
  return createOrder(api, buyer.user.id, { lines: [{ product, count: 2 }], ...fixture }, fake);
}

/** Moves the order's payment deadline `minutes` from now (negative: already passed). */
async function setDeadline(orderId: number, minutes: number): Promise<void> {
  await sql(api, `update "order" set expires_at = now() + (? || ' minutes')::interval where id = ?`, [minutes, orderId]);
}

async function stock(): Promise<number> {
  return (await sql<{ count: number }>(api, 'select count from product where id = ?', [product.id]))[0]!.count;
}

async function balance(): Promise<number> {
  const [row] = await sql<{ balance: number }>(
    api,
    `select coalesce(sum(case status when 'GAIN' then value when 'RESERVED' then 0 else -value end), 0)::int as balance
       from point where user_id = ?`,
    [buyer.user.id],
  );
  return row!.balance;
}

async function statusOf(orderId: number) {
  const [row] = await sql<{ status: string; fail_reason: string | null }>(
    api,
    'select status, fail_reason from order_specification where order_id = ?',
    [orderId],
  );
  const lines = await sql<{ status: string }>(api, 'select status from order_product where order_id = ? order by id', [orderId]);
  return { payment: row!.status, failReason: row!.fail_reason, lines: lines.map((line) => line.status) };
}

describe('the unpaid-order expiry job', () => {
  it('releases an unpaid order past its deadline: lines cancelled, stock and used points back', async () => {
    const startStock = await stock();
    const startBalance = await balance();
    const placed = await order({ paid: false, pointUsing: 2_000 });
    expect(await stock()).toBe(startStock - 2);
    await setDeadline(placed.orderId, -1);

    const result = await expireUnpaidOrders(deps, new Date());
    expect(result).toEqual({ released: 1, paid: 0, skipped: 0 });
    expect(await statusOf(placed.orderId)).toEqual({
      payment: 'CANCELLED',
      failReason: EXPIRED_ORDER_REASON,
      lines: ['CANCELLED'],
    });
    expect(await stock()).toBe(startStock);
    // The fixture granted the 2,000 points it spent; both the grant and the refund stay on the ledger.
    expect(await balance()).toBe(startBalance + 2_000);

    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 0, paid: 0, skipped: 0 });
  });

  it('leaves alone a paid order and an unpaid one whose deadline has not come', async () => {
    const paid = await order();
    const waiting = await order({ paid: false });
    await setDeadline(waiting.orderId, 10);
    const before = [await orderSnapshot(api, paid.orderId), await orderSnapshot(api, waiting.orderId)];
    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 0, paid: 0, skipped: 0 });
    expect([await orderSnapshot(api, paid.orderId), await orderSnapshot(api, waiting.orderId)]).toEqual(before);
  });

  it('applies a payment the provider reports paid instead of releasing the order', async () => {
    const placed = await order({ paid: false });
    await setDeadline(placed.orderId, -1);
    // Paid in the window, but neither payOrder nor the webhook reached the shop.
    await fake.completePayment({
      merchantUid: placed.mUid,
      amount: placed.paidPrice,
      outcome: 'paid',
      payMethod: 'card',
      pg: 'html5_inicis',
      noticeUrl: null,
    });
    const startStock = await stock();
    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 0, paid: 1, skipped: 0 });
    expect(await statusOf(placed.orderId)).toEqual({ payment: 'PAID', failReason: null, lines: ['PAID'] });
    expect(await stock()).toBe(startStock);
  });

  it('keeps an order it cannot ask the provider about for the next run', async () => {
    const placed = await order({ paid: false });
    await setDeadline(placed.orderId, -1);
    const before = await orderSnapshot(api, placed.orderId);
    fake.failNext('findPayment', { status: 503, body: '<html>점검 중</html>' });
    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 0, paid: 0, skipped: 1 });
    expect(await orderSnapshot(api, placed.orderId)).toEqual(before);

    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 1, paid: 0, skipped: 0 });
  });

  it('waits for a virtual-account deposit the provider still accepts', async () => {
    const placed = await order({ paid: false, payMethod: PayMethod.vbank });
    await setDeadline(placed.orderId, -1);
    const before = await orderSnapshot(api, placed.orderId);
    try {
      expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 0, paid: 0, skipped: 1 });
      expect(await orderSnapshot(api, placed.orderId)).toEqual(before);
    } finally {
      // Out of the other tests' way.
      await setDeadline(placed.orderId, 60 * 24 * 7);
    }
  });

  it("touches only this deployment's university", async () => {
    const placed = await order({ paid: false });
    await setDeadline(placed.orderId, -1);
    const other = { ...deps, config: { ...deps.config, UNIVERSITY_ID: 2 } };
    expect(await expireUnpaidOrders(other, new Date())).toEqual({ released: 0, paid: 0, skipped: 0 });
    expect((await statusOf(placed.orderId)).payment).toBe('READY');
    expect(await expireUnpaidOrders(deps, new Date())).toEqual({ released: 1, paid: 0, skipped: 0 });
  });
});
