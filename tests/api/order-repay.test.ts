import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../backend/src/graphql/__generated__/resolvers-types';
import { releaseUnpaidOrder } from '../../backend/src/modules/order/order-release';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import type { TestMember } from '../support/catalog-fixtures';
import {
  cardOrder,
  cartLine,
  checkoutProduct,
  DELIVERY,
  memberWithPoints,
  orderState,
  payOrder,
  placed,
  useCheckoutApi,
} from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

const ORDER_PAYMENT = `query ($id: Int!) {
  order(id: $id) {
    id paidPrice
    payment { pg payMethod merchantUid amount name buyerName buyerEmail buyerTel buyerAddr buyerPostcode
      vbankDue noticeUrl redirectUrl sandboxUrl }
  }
}`;

const CANCEL_LINE = `mutation ($data: CancelOrderProductInput!) { cancelOrderProduct(data: $data) { id status } }`;

async function paymentOf(member: TestMember, orderId: number): Promise<PaymentRequest | null> {
  const result = await api.gql<{ order: { payment: PaymentRequest | null } }>(ORDER_PAYMENT, { id: orderId }, { token: member.token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.order.payment;
}

describe('Order.payment (paying again after the window was closed)', () => {
  it('offers the very request placeOrder made, and paying with it settles the order', async () => {
    const member = await memberWithPoints(api, 1_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, count: 2, pointUsing: 1_000 });

    const again = await paymentOf(member, order.id);
    expect(again).toEqual(order.payment);
    expect(again).toMatchObject({ merchantUid: order.mUid, amount: order.paidPrice, payMethod: 'card' });

    const paid = await payAtFake(fake, again!);
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: again!.merchantUid });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.payOrder.orderSpecification.status).toBe('PAID');
    expect(await paymentOf(member, order.id)).toBeNull();
  });

  it('answers null once the payment deadline passed, before and after the order is released', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    expect(await paymentOf(member, order.id)).not.toBeNull();

    await sql(api, `update "order" set expires_at = now() - interval '1 minute' where id = ?`, [order.id]);
    expect(await paymentOf(member, order.id)).toBeNull();

    await api.orm.em.fork().transactional((em) => releaseUnpaidOrder(em, { orderId: order.id, reason: '결제 기한 만료', now: new Date() }));
    expect((await orderState(api, order.id)).status).toBe('CANCELLED');
    expect(await paymentOf(member, order.id)).toBeNull();
  });

  it('after a line is cancelled while unpaid, registers the amount left at PortOne and offers that, which then settles the order', async () => {
    const member = await memberWithPoints(api);
    const tee = await checkoutProduct(api, { price: 20_000, salePrice: 20_000, count: 5 });
    const mug = await checkoutProduct(api, { price: 12_000, salePrice: 12_000, count: 5 });
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: tee.id }), await cartLine(api, member.user.id, { productId: mug.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    expect(await paymentOf(member, order.id)).toMatchObject({ amount: order.paidPrice, name: expect.stringContaining('외 1건') });
    expect(fake.preparedAmount(order.mUid)).toBe(order.paidPrice);

    const [line] = (await orderState(api, order.id)).lines;
    const cancelled = await api.gql(CANCEL_LINE, { data: { orderProductId: line!.id, cancelReason: '하나만 살게요.' } }, { token: member.token });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    const left = (await orderState(api, order.id)).paidPrice;
    expect(left).toBeLessThan(order.paidPrice);
    expect(fake.preparedAmount(order.mUid)).toBe(left);
    const again = await paymentOf(member, order.id);
    expect(again).toMatchObject({ merchantUid: order.mUid, amount: left });
    // The window now refuses the old amount.
    await expect(payAtFake(fake, { ...again!, amount: order.paidPrice })).rejects.toThrow();

    const paid = await payAtFake(fake, again!);
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.payOrder.orderSpecification.status).toBe('PAID');
  });

  it('takes the cancel back when PortOne cannot be told the amount left, so the old amount still holds', async () => {
    const member = await memberWithPoints(api);
    const tee = await checkoutProduct(api, { count: 5 });
    const mug = await checkoutProduct(api, { count: 5 });
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: tee.id }), await cartLine(api, member.user.id, { productId: mug.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    const [line] = (await orderState(api, order.id)).lines;

    fake.failNext('prepare', { status: 500, message: '일시적인 오류' });
    const refused = await api.gql(CANCEL_LINE, { data: { orderProductId: line!.id, cancelReason: '하나만 살게요.' } }, { token: member.token });
    expect(refusal(refused, 'EXTERNAL_SERVICE_ERROR').message).toContain('결제 금액');
    const state = await orderState(api, order.id);
    expect(state.paidPrice).toBe(order.paidPrice);
    expect(state.lines.map((each) => each.status)).toEqual(['READY', 'READY']);
    expect(fake.preparedAmount(order.mUid)).toBe(order.paidPrice);
    expect(await paymentOf(member, order.id)).toMatchObject({ amount: order.paidPrice });
  });

  it('offers a virtual-account order until its account is issued, then answers null', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'vbank' });
    const offered = await paymentOf(member, order.id);
    expect(offered).toEqual(order.payment);
    expect(offered!.vbankDue).not.toBeNull();

    const due = new Date(Date.now() + 2 * 86_400_000);
    const issued = await payAtFake(fake, offered!, { vbank: { code: '004', dueAt: due } });
    const shown = await payOrder(api, member.token, { orderId: order.id, impUid: issued.imp_uid, merchantUid: order.mUid });
    expect(shown.data!.payOrder.orderSpecification).toMatchObject({ status: 'READY', vbankNum: issued.vbank_num });
    expect(await paymentOf(member, order.id)).toBeNull();
  });

  it('answers null for a point-only order, which never opens a payment window', async () => {
    const member = await memberWithPoints(api, 40_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 3, deliveryTemplateId: 2 });
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'point',
      pointUsing: 28_000,
      delivery: DELIVERY,
    });
    expect(await paymentOf(member, order.id)).toBeNull();
  });

  it("keeps another member's unpaid order hidden, payment included", async () => {
    const owner = await memberWithPoints(api);
    const other = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, owner, { productId: product.id });

    const result = await api.gql(ORDER_PAYMENT, { id: order.id }, { token: other.token });
    expect(refusal(result, 'NOT_FOUND').message).toContain('주문');
    expect(result.data ?? null).toBeNull();
    expect(await paymentOf(owner, order.id)).not.toBeNull();
  });
});
