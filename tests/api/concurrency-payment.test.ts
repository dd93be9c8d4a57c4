import { describe, expect, it } from 'vitest';
import { count } from '../support/accounts';
import type { TestApi } from '../support/api';
import {
  cartLine,
  checkoutProduct,
  DELIVERY,
  memberWithPoints,
  orderState,
  payOrder,
  placed,
  postWebhook,
  useCheckoutApi,
} from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
// Info level, so every applied payment leaves a line to count.
useCheckoutApi((started) => ({ api, fake } = started), { LOG_LEVEL: 'info' });

describe('payment application under concurrent notifications', () => {
  it('applies a payOrder and six webhook replays arriving together exactly once', { timeout: 60_000 }, async () => {
    const member = await memberWithPoints(api, 1_000);
    const tee = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 10 });
    const hoodie = await checkoutProduct(api, { price: 50_000, salePrice: 45_000, count: 10, deliveryTemplateId: 2 });
    const order = await placed(api, member.token, {
      cartIds: [
        await cartLine(api, member.user.id, { productId: tee.id, count: 2 }),
        await cartLine(api, member.user.id, { productId: hoodie.id }),
      ],
      payMethod: 'card',
      pointUsing: 1_000,
      delivery: DELIVERY,
    });
    const paid = await payAtFake(fake, order.payment!);
    const notification = { imp_uid: paid.imp_uid, merchant_uid: order.mUid, status: 'paid' };

    const [viaPayOrder, ...viaWebhook] = await Promise.all([
      payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid }),
      ...Array.from({ length: 6 }, (_, i) => postWebhook(api, notification, i % 2 === 0 ? 'json' : 'form')),
    ]);

    expect(viaPayOrder.errors, JSON.stringify(viaPayOrder.errors)).toBeUndefined();
    expect(viaPayOrder.data!.payOrder.orderSpecification.status).toBe('PAID');
    expect(viaWebhook.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = [...viaWebhook.map((answer) => answer.body.result)];
    expect(outcomes.filter((outcome) => outcome === 'paid').length).toBeLessThanOrEqual(1);
    const applied = api.logs.filter((line) => line.msg === 'payment applied' && line.orderId === order.id);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ outcome: 'paid' });

    const state = await orderState(api, order.id);
    expect(state).toMatchObject({ status: 'PAID', impUid: paid.imp_uid, reserved: 2 });
    expect(state.lines.map((line) => line.status)).toEqual(['PAID', 'PAID']);
    for (const line of state.lines) {
      expect(await count(api, 'point', `order_product_id = ? and status = 'RESERVED'`, [line.id])).toBe(1);
    }
  });
});
