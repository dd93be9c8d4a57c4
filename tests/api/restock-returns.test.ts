// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../backend/src/jobs/expire-unpaid-orders';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { dispatchMessages } from '../../backend/src/modules/messaging/message-dispatch';
import { count, freshTel, refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { cardOrder, payOrder } from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';
import { readAlimtalkOutbox } from '../support/outbox';
import { createOrder } from '../support/orders';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';
import { queuedNotices as queuedFor, restockMessages } from './restock.fixtures';

// Stock that comes back from zero because an order gave it back (a cancellation, a failed payment,
// an unpaid order past its deadline) tells restock subscribers, like a staff restock does.

const SUBSCRIBE = operationDocument('CreateProductRestockNotification');
const CANCEL = operationDocument('CancelOrderProduct');

let harness: JobsTestApi;
let api: TestApi;
let fake: FakePortOneServer;
let deps: JobDeps;

beforeAll(async () => {
  harness = await startJobsTestApi();
  ({ api, fake, deps } = harness);
});

afterAll(async () => {
  await harness?.close();
});

async function memberWithPhone(): Promise<TestMember & { tel: string }> {
  const member = await createMember(api.orm.em.fork());
  const { e164 } = freshTel();
  await sql(api, 'update "user" set tel = ? where id = ?', [e164, member.user.id]);
  return { ...member, tel: e164 };
}

async function subscribe(member: TestMember, product: Product): Promise<void> {
  const result = await api.gql(SUBSCRIBE, { productId: product.id }, { token: member.token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
}

function cancel(member: TestMember, orderProductId: number) {
  return api.gql(CANCEL, { data: { orderProductId, cancelReason: '사이즈를 잘못 골랐어요' } }, { token: member.token });
}

const queuedNotices = (product: Product) => queuedFor(api, product);

/** The last unit of a fresh product bought (and paid) by one member, with another member waiting for it. */
async function lastUnitBoughtWhileAnotherWaits() {
  const product = await createProduct(api.orm.em.fork(), { name: '한정판 과잠', count: 1 });
  const buyer = await createMember(api.orm.em.fork());
  const placed = await createOrder(api, buyer.user.id, { lines: [{ product }] }, fake);
  const waiting = await memberWithPhone();
  await subscribe(waiting, product);
  return { product, buyer, lineId: placed.lineIds[0]!, waiting };
}

const subscriptions = (product: Product) => count(api, 'product_restock_notification', 'product_id = ?', [product.id]);

describe('restock messages when an order gives stock back', () => {
  it("texts a subscriber when another member's paid order for the last unit is cancelled", async () => {
    const { product, buyer, lineId, waiting } = await lastUnitBoughtWhileAnotherWaits();

    expect((await cancel(buyer, lineId)).errors).toBeUndefined();
    expect(await subscriptions(product)).toBe(0);
    const notices = await queuedNotices(product);
    expect(notices).toEqual([{ userId: waiting.user.id, productId: product.id }]);
    await dispatchMessages(deps);
    expect((await restockMessages(api, product)).map((row) => row.channel)).toEqual(['ALIMTALK']);
    const [message, ...more] = await readAlimtalkOutbox(api.dataDir, waiting.tel);
    expect(more).toEqual([]);
    expect(message!.text).toContain("'한정판 과잠' 상품이 다시 입고되었어요");
  });

  it('tells subscribers when an unpaid order for the last units passes its deadline', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 2 });
    const buyer = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product, count: 2 }], paid: false });
    const waiting = await memberWithPhone();
    await subscribe(waiting, product);
    await sql(api, `update "order" set expires_at = now() - interval '1 minute' where id = ?`, [placed.orderId]);

    expect((await expireUnpaidOrders(deps, new Date())).released).toBeGreaterThanOrEqual(1);
    expect(await queuedNotices(product)).toEqual([{ userId: waiting.user.id, productId: product.id }]);
    expect(await subscriptions(product)).toBe(0);
  });

  it('tells subscribers when a failed card payment releases the last unit', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 1 });
    const buyer = await createMember(api.orm.em.fork());
    const order = await cardOrder(api, buyer, { productId: product.id });
    const waiting = await memberWithPhone();
    await subscribe(waiting, product);
    const failed = await payAtFake(fake, order.payment!, { outcome: 'failed', failReason: '잔액 부족' });

    const result = await payOrder(api, buyer.token, { orderId: order.id, impUid: failed.imp_uid, merchantUid: order.mUid });
    expect(result.data?.payOrder.orderSpecification.status).toBe('CANCELLED');
    expect(await queuedNotices(product)).toEqual([{ userId: waiting.user.id, productId: product.id }]);
  });

  it('tells subscribers when one combination of a sold-out product comes back', async () => {
    const product = await createProduct(api.orm.em.fork(), { optionStock: [1, 0] });
    const [detail] = await sql<{ id: number }>(api, 'select id from product_option_detail where product_id = ? order by id', [product.id]);
    const buyer = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product, detailId: detail!.id }] }, fake);
    const waiting = await memberWithPhone();
    await subscribe(waiting, product);

    expect((await cancel(buyer, placed.lineIds[0]!)).errors).toBeUndefined();
    expect(await queuedNotices(product)).toHaveLength(1);
  });

  it('tells nobody when the product still had stock, and keeps an older subscription', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 3 });
    const buyer = await createMember(api.orm.em.fork());
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product }] }, fake);
    const waiting = await memberWithPhone();
    // Subscribed back when it was sold out; the restock since did not reach it.
    await sql(api, 'insert into product_restock_notification (user_id, product_id, created_at) values (?, ?, now())', [
      waiting.user.id,
      product.id,
    ]);

    expect((await cancel(buyer, placed.lineIds[0]!)).errors).toBeUndefined();
    expect(await queuedNotices(product)).toEqual([]);
    expect(await subscriptions(product)).toBe(1);
  });

  it('tells nobody and keeps the subscription when the cancellation is refused at the PG', async () => {
    const { product, buyer, lineId } = await lastUnitBoughtWhileAnotherWaits();
    fake.failNext('cancel', { code: 1, message: '[checksum] 취소 가능 잔액이 달라요.' });

    refusal(await cancel(buyer, lineId), 'EXTERNAL_SERVICE_ERROR');
    expect(await queuedNotices(product)).toEqual([]);
    expect(await subscriptions(product)).toBe(1);
    expect((await sql<{ count: number }>(api, 'select count from product where id = ?', [product.id]))[0]!.count).toBe(0);
  });
});
