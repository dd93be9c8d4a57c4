import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePortOne, startWebhookListener, type FakePortOneServer } from '../../../../tests/support/fake-portone';

let fake: FakePortOneServer;
let listener: Awaited<ReturnType<typeof startWebhookListener>>;

beforeEach(async () => {
  fake = await startFakePortOne();
  listener = await startWebhookListener();
});

afterEach(async () => {
  await fake.close();
  await listener.close();
});

interface Envelope {
  code: number;
  message: string | null;
  response: Record<string, unknown> | null;
}

async function call(method: string, path: string, options: { token?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${fake.url}${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function token(): Promise<string> {
  const { body } = await call('POST', '/users/getToken', { json: { imp_key: fake.impKey, imp_secret: fake.impSecret } });
  return String(body.response?.['access_token']);
}

describe('fake PortOne REST protocol', () => {
  it('issues one token for the test keys, as JSON or form, and refuses other keys with 401', async () => {
    const json = await call('POST', '/users/getToken', { json: { imp_key: 'test_imp_key', imp_secret: 'test_imp_secret' } });
    expect(json.status).toBe(200);
    expect(json.body.code).toBe(0);
    const expiresIn = Number(json.body.response?.['expired_at']) - Number(json.body.response?.['now']);
    expect(expiresIn).toBe(30 * 60);
    const form = await call('POST', '/users/getToken', { form: { imp_key: 'test_imp_key', imp_secret: 'test_imp_secret' } });
    expect(form.body.response?.['access_token']).toBe(json.body.response?.['access_token']);
    const wrong = await call('POST', '/users/getToken', { json: { imp_key: 'test_imp_key', imp_secret: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: -1, response: null });
  });

  it('answers 401 to a call without a valid token', async () => {
    expect((await call('GET', '/payments/imp_1')).status).toBe(401);
    expect((await call('GET', '/payments/imp_1', { token: 'forged' })).status).toBe(401);
  });

  it('answers 404 with an envelope for an unknown payment', async () => {
    const reply = await call('GET', '/payments/imp_000000000001', { token: await token() });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 1, message: '존재하지 않는 결제정보입니다.' });
  });

  it('prepares an amount once, reads it back and changes it with PUT', async () => {
    const bearer = await token();
    expect((await call('POST', '/payments/prepare', { token: bearer, json: { merchant_uid: 'ord_p', amount: 5000 } })).body.code).toBe(0);
    const again = await call('POST', '/payments/prepare', { token: bearer, json: { merchant_uid: 'ord_p', amount: 5000 } });
    expect(again.body.code).not.toBe(0);
    await call('PUT', '/payments/prepare', { token: bearer, json: { merchant_uid: 'ord_p', amount: 7000 } });
    const read = await call('GET', '/payments/prepare/ord_p', { token: bearer });
    expect(read.body.response).toEqual({ merchant_uid: 'ord_p', amount: 7000 });
  });

  it('refuses a second payment for a merchant uid already paid', async () => {
    await fake.completePayment({ merchantUid: 'ord_twice', amount: 1000, outcome: 'paid' });
    await expect(fake.completePayment({ merchantUid: 'ord_twice', amount: 1000, outcome: 'paid' })).rejects.toThrow(
      '이미 결제가 진행된 주문번호',
    );
    expect(fake.paymentsFor('ord_twice')).toHaveLength(1);
  });

  it('records a tampered amount in spite of the prepared one', async () => {
    const bearer = await token();
    await call('POST', '/payments/prepare', { token: bearer, json: { merchant_uid: 'ord_tamper', amount: 50000 } });
    const wire = await fake.completePayment({ merchantUid: 'ord_tamper', amount: 50000, tamperedAmount: 100, outcome: 'paid' });
    expect(wire).toMatchObject({ status: 'paid', amount: 100 });
    const read = await call('GET', `/payments/${wire.imp_uid}`, { token: bearer });
    expect(read.body.response?.['amount']).toBe(100);
  });
});

describe('fake PortOne webhooks', () => {
  it('posts paid to notice_url as JSON when a payment completes', async () => {
    const wire = await fake.completePayment({ merchantUid: 'ord_hook_1', amount: 1000, outcome: 'paid', noticeUrl: listener.url });
    expect(listener.received).toEqual([
      { contentType: 'application/json', fields: { imp_uid: wire.imp_uid, merchant_uid: 'ord_hook_1', status: 'paid' } },
    ]);
    expect(fake.webhooks[0]).toMatchObject({ status: 200, error: null });
  });

  it('sends nothing when the payment fails', async () => {
    const wire = await fake.completePayment({ merchantUid: 'ord_hook_2', amount: 1000, outcome: 'failed', noticeUrl: listener.url });
    expect(wire.status).toBe('failed');
    expect(listener.received).toEqual([]);
  });

  it('posts ready when a virtual account is issued and paid when the deposit arrives', async () => {
    const wire = await fake.completePayment({
      merchantUid: 'ord_hook_3',
      amount: 1000,
      payMethod: 'vbank',
      outcome: 'vbank',
      noticeUrl: listener.url,
    });
    await fake.depositVbank(wire.imp_uid);
    expect(listener.received.map((hook) => hook.fields['status'])).toEqual(['ready', 'paid']);
  });

  it('posts form-encoded bodies when configured so', async () => {
    const formFake = await startFakePortOne({ webhookFormat: 'form' });
    try {
      await formFake.completePayment({ merchantUid: 'ord_hook_4', amount: 1000, outcome: 'paid', noticeUrl: listener.url });
      expect(listener.received[0]?.contentType).toBe('application/x-www-form-urlencoded');
      expect(listener.received[0]?.fields).toMatchObject({ merchant_uid: 'ord_hook_4', status: 'paid' });
    } finally {
      await formFake.close();
    }
  });

  it('notifies an API cancel only when enable_webhook is set, with the cancellation id', async () => {
    const bearer = await token();
    const wire = await fake.completePayment({ merchantUid: 'ord_hook_5', amount: 3000, outcome: 'paid', noticeUrl: listener.url });
    await call('POST', '/payments/cancel', { token: bearer, json: { imp_uid: wire.imp_uid, amount: 1000, checksum: 3000 } });
    expect(listener.received).toHaveLength(1);
    await call('POST', '/payments/cancel', { token: bearer, json: { imp_uid: wire.imp_uid, checksum: 2000, enable_webhook: true } });
    expect(listener.received).toHaveLength(2);
    expect(listener.received[1]?.fields).toMatchObject({ status: 'cancelled', cancellation_id: expect.stringMatching(/^cncl_/) });
    expect(fake.payment(wire.imp_uid)).toMatchObject({ status: 'cancelled', cancel_amount: 3000 });
  });

  it('pays and deposits through the HTTP controls QA uses', async () => {
    const issued = await call('POST', '/control/payments', {
      json: { merchantUid: 'ord_ctl', amount: 12000, payMethod: 'vbank', outcome: 'vbank', noticeUrl: listener.url },
    });
    const impUid = String(issued.body.response?.['imp_uid']);
    expect(issued.body.response).toMatchObject({ status: 'ready', vbank_code: '088', vbank_name: '신한은행' });
    const deposited = await call('POST', `/control/payments/${impUid}/deposit`);
    expect(deposited.body.response).toMatchObject({ status: 'paid' });
    expect(listener.received.map((hook) => hook.fields['status'])).toEqual(['ready', 'paid']);
  });
});
