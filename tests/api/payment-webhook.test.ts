import { describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api';
import { cardOrder, checkoutProduct, memberWithPoints, orderState, postWebhook, useCheckoutApi } from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

/** An order paid at the fake whose notification has not reached the shop yet. */
async function paidElsewhere() {
  const member = await memberWithPoints(api);
  const product = await checkoutProduct(api, { count: 5 });
  const order = await cardOrder(api, member, { productId: product.id });
  const payment = await payAtFake(fake, order.payment!);
  return { order, payment, body: { imp_uid: payment.imp_uid, merchant_uid: order.mUid, status: 'paid' } };
}

describe('POST /api/payments/webhook', () => {
  it('applies a JSON notification after reading the payment from the provider', async () => {
    const { order, body } = await paidElsewhere();
    expect(await postWebhook(api, body, 'json')).toEqual({ status: 200, body: { result: 'paid' } });
    expect(await orderState(api, order.id)).toMatchObject({ status: 'PAID', reserved: 1 });
    expect(await postWebhook(api, body, 'json')).toEqual({ status: 200, body: { result: 'unchanged' } });
  });

  it('applies a form-encoded notification the same way', async () => {
    const { order, body } = await paidElsewhere();
    expect(await postWebhook(api, body, 'form')).toEqual({ status: 200, body: { result: 'paid' } });
    expect((await orderState(api, order.id)).status).toBe('PAID');
  });

  it('trusts the provider, not the body: a "paid" notification for an unpaid payment changes nothing', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'vbank' });
    const issued = await payAtFake(fake, order.payment!);
    const answer = await postWebhook(api, { imp_uid: issued.imp_uid, merchant_uid: order.mUid, status: 'paid' });
    expect(answer).toEqual({ status: 200, body: { result: 'vbank-issued' } });
    expect(await orderState(api, order.id)).toMatchObject({ status: 'READY', reserved: 0 });
  });

  it('does not let one order’s payment pay another order', async () => {
    const { payment } = await paidElsewhere();
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const other = await cardOrder(api, member, { productId: product.id });
    const answer = await postWebhook(api, { imp_uid: payment.imp_uid, merchant_uid: other.mUid, status: 'paid' });
    expect(answer).toEqual({ status: 200, body: { result: 'mismatch' } });
    expect(await orderState(api, other.id)).toMatchObject({ status: 'READY', impUid: null });
    expect(fake.cancellations.filter((cancel) => cancel.impUid === payment.imp_uid)).toEqual([]);
  });

  it('acknowledges notifications about unknown orders or payments without changing anything', async () => {
    const { order, body } = await paidElsewhere();
    expect(await postWebhook(api, { ...body, merchant_uid: 'ord_20260101_unknownorder0' })).toEqual({
      status: 200,
      body: { result: 'unknown-order' },
    });
    expect(await postWebhook(api, { ...body, imp_uid: 'imp_000000000000' })).toEqual({
      status: 200,
      body: { result: 'no-payment' },
    });
    expect((await orderState(api, order.id)).status).toBe('READY');
  });

  it('answers 503 when the provider cannot be reached, so PortOne retries, and applies the retry', async () => {
    const { order, body } = await paidElsewhere();
    fake.failNext('getPayment', { status: 500, body: '<html>bad gateway</html>' });
    expect((await postWebhook(api, body)).status).toBe(503);
    expect((await orderState(api, order.id)).status).toBe('READY');
    expect(await postWebhook(api, body)).toEqual({ status: 200, body: { result: 'paid' } });
  });

  it('refuses requests that are not notifications with a 4xx', async () => {
    const url = `${api.url}/api/payments/webhook`;
    expect((await fetch(url)).status).toBe(405);
    const post = (body: string, type: string) => fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('imp_uid=x', 'text/plain')).status).toBe(415);
    expect((await post('{not json', 'application/json')).status).toBe(400);
    expect((await post('[]', 'application/json')).status).toBe(400);
    expect((await post(JSON.stringify({ merchant_uid: 'ord_x' }), 'application/json')).status).toBe(400);
    expect((await post(JSON.stringify({ imp_uid: 'imp_1', merchant_uid: 'x'.repeat(101) }), 'application/json')).status).toBe(400);
    expect((await post(JSON.stringify({ imp_uid: 'x'.repeat(20_000), merchant_uid: 'm' }), 'application/json')).status).toBe(413);
  });
});
