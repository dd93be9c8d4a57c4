import { describe, expect, it } from 'vitest';
import { releaseUnpaidOrder } from '../../backend/src/modules/order/order-release';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import {
  cardOrder,
  checkoutProduct,
  ledgerBalance,
  memberWithPoints,
  orderState,
  payOrder,
  productStock,
  useCheckoutApi,
} from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

describe('payOrder and the webhook', () => {
  it('marks a card payment PAID once through payOrder, booking purchase points per line', async () => {
    const member = await memberWithPoints(api, 2_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, count: 2, pointUsing: 2_000 });
    const paid = await payAtFake(fake, order.payment!);

    const first = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data!.payOrder).toMatchObject({ id: order.id, orderSpecification: { status: 'PAID', payMethod: 'card' } });
    expect(first.data!.payOrder.orderSpecification.paidAt).not.toBeNull();
    const again = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(again.errors).toBeUndefined();

    const state = await orderState(api, order.id);
    expect(state).toMatchObject({ status: 'PAID', impUid: paid.imp_uid, expiresAt: null, reserved: 1 });
    expect(state.lines.map((line) => line.status)).toEqual(['PAID']);
    const [reserved] = await sql<{ value: number }>(api, `select value from point where order_id = ? and status = 'RESERVED'`, [order.id]);
    expect(reserved!.value).toBe(Math.floor((50_000 - 2_000) / 100));
    const [spec] = await sql<{ pg_provider: string }>(api, 'select pg_provider from order_specification where order_id = ?', [order.id]);
    expect(spec!.pg_provider).toBe('html5_inicis');
  });

  it('applies a transfer paid through the webhook alone', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'trans' });
    const before = fake.webhooks.length;
    await payAtFake(fake, order.payment!, { apiUrl: api.url });
    expect(fake.webhooks.slice(before).map((delivery) => delivery.status)).toEqual([200]);
    expect(await orderState(api, order.id)).toMatchObject({ status: 'PAID', reserved: 1 });
  });

  it('records KakaoPay payments under the KakaoPay PG', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'kakaopay' });
    const paid = await payAtFake(fake, order.payment!);
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(result.data!.payOrder.orderSpecification).toMatchObject({ status: 'PAID', payMethod: 'kakaopay' });
    const [spec] = await sql<{ pg_provider: string }>(api, 'select pg_provider from order_specification where order_id = ?', [order.id]);
    expect(spec!.pg_provider).toBe('kakaopay');
  });

  it('keeps a virtual-account order READY with its account until the deposit webhook makes it PAID', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'vbank' });
    const due = new Date(Date.now() + 2 * 86_400_000);
    due.setUTCMilliseconds(0);
    const issued = await payAtFake(fake, order.payment!, { apiUrl: api.url, vbank: { code: '004', dueAt: due } });

    const shown = await payOrder(api, member.token, { orderId: order.id, impUid: issued.imp_uid, merchantUid: order.mUid });
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.payOrder.orderSpecification).toMatchObject({
      status: 'READY',
      vbankNum: issued.vbank_num,
      vbankCode: '004',
      vbankName: 'KB국민은행',
      vbankHolder: issued.vbank_holder,
      vbankDate: due.toISOString(),
    });
    expect(await orderState(api, order.id)).toMatchObject({ status: 'READY', expiresAt: due, reserved: 0 });

    await fake.depositVbank(issued.imp_uid);
    const state = await orderState(api, order.id);
    expect(state).toMatchObject({ status: 'PAID', expiresAt: null, reserved: 1 });
    expect(state.lines.map((line) => line.status)).toEqual(['PAID']);
  });

  it('cancels a failed payment and gives its stock and points back', async () => {
    const member = await memberWithPoints(api, 3_000);
    const product = await checkoutProduct(api, { count: 4 });
    const order = await cardOrder(api, member, { productId: product.id, count: 3, pointUsing: 3_000 });
    expect(await productStock(api, product.id)).toBe(1);
    expect(await ledgerBalance(api, member.user.id)).toBe(0);
    const failed = await payAtFake(fake, order.payment!, { outcome: 'failed', failReason: '카드 한도 초과' });

    const result = await payOrder(api, member.token, { orderId: order.id, impUid: failed.imp_uid, merchantUid: order.mUid });
    expect(result.errors).toBeUndefined();
    expect(result.data!.payOrder.orderSpecification.status).toBe('CANCELLED');
    const state = await orderState(api, order.id);
    expect(state.lines.map((line) => line.status)).toEqual(['CANCELLED']);
    expect(await productStock(api, product.id)).toBe(4);
    expect(await ledgerBalance(api, member.user.id)).toBe(3_000);
    const [spec] = await sql<{ fail_reason: string }>(api, 'select fail_reason from order_specification where order_id = ?', [order.id]);
    expect(spec!.fail_reason).toContain('카드 한도 초과');
  });

  it('refuses a tampered amount: the order stays unpaid, the payment is refunded and the mismatch logged', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    const tampered = await payAtFake(fake, order.payment!, { tamperedAmount: 100, apiUrl: api.url });
    expect(fake.webhooks.at(-1)?.status).toBe(200);

    const result = await payOrder(api, member.token, { orderId: order.id, impUid: tampered.imp_uid, merchantUid: order.mUid });
    const error = refusal(result, 'PAYMENT_VERIFICATION_FAILED');
    expect(error.message).toContain('일치하지 않아');
    expect(await orderState(api, order.id)).toMatchObject({ status: 'READY', impUid: null, reserved: 0 });
    expect(fake.cancellations.filter((cancel) => cancel.impUid === tampered.imp_uid)).toMatchObject([{ amount: 100 }]);
    const logged = api.logs.find((line) => line.orderId === order.id && line.actualAmount === 100);
    expect(logged).toMatchObject({ impUid: tampered.imp_uid, expectedAmount: 25_000, actualAmount: 100 });
    expect(Number(logged!.level)).toBeGreaterThanOrEqual(40);
  });

  it('refunds a payment that arrives after its order was released for being late', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    await api.orm.em.fork().transactional((em) => releaseUnpaidOrder(em, { orderId: order.id, reason: '결제 기한 만료', now: new Date() }));
    const paid = await payAtFake(fake, order.payment!);

    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(refusal(result, 'INVALID_STATE').message).toContain('환불');
    expect(fake.cancellations.filter((cancel) => cancel.impUid === paid.imp_uid)).toMatchObject([{ amount: order.paidPrice }]);
    expect(await orderState(api, order.id)).toMatchObject({ status: 'CANCELLED', impUid: paid.imp_uid });
    expect(await productStock(api, product.id)).toBe(5);
  });

  it('leaves an order waiting when the window was closed without paying', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: null, merchantUid: order.mUid });
    expect(result.errors).toBeUndefined();
    expect(result.data!.payOrder.orderSpecification.status).toBe('READY');
    expect(await productStock(api, product.id)).toBe(4);
  });

  it('answers payOrder of a point-only order with the order, already paid', async () => {
    const member = await memberWithPoints(api, 30_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, pointUsing: 25_000, payMethod: 'point' });
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: null, merchantUid: order.mUid });
    expect(result.data!.payOrder.orderSpecification).toMatchObject({ status: 'PAID', payMethod: 'point' });
  });
});
