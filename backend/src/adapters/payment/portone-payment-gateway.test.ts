import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portOneGatewayFor, startFakePortOne, type FakePortOneServer } from '../../../../tests/support/fake-portone';
import { createPortOnePaymentGateway } from './portone-payment-gateway';
import { PaymentGatewayError } from './payment-gateway';
import { createLogger } from '../../logger';

let fake: FakePortOneServer;

beforeEach(async () => {
  fake = await startFakePortOne();
});

afterEach(async () => {
  await fake.close();
});

const tokenRequests = () => fake.requests.filter((request) => request.route === 'getToken').length;

async function paid(merchantUid: string, amount: number, payMethod = 'card') {
  return fake.completePayment({ merchantUid, amount, payMethod, outcome: 'paid', name: '과잠 외 1건' });
}

describe('access token', () => {
  it('is requested once and reused by later calls', async () => {
    const gateway = portOneGatewayFor(fake);
    const payment = await paid('ord_token_1', 1000);
    await gateway.getPayment(payment.imp_uid);
    await gateway.getPayment(payment.imp_uid);
    await gateway.findPaymentByMerchantUid('ord_token_1');
    expect(tokenRequests()).toBe(1);
  });

  it('is requested once for ten callers arriving together on a cold cache', async () => {
    const gateway = portOneGatewayFor(fake);
    const payment = await paid('ord_token_2', 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway.getPayment(payment.imp_uid)));
    expect(results.every((result) => result?.impUid === payment.imp_uid)).toBe(true);
    expect(tokenRequests()).toBe(1);
  });

  it('is renewed shortly before PortOne says it expires', async () => {
    let clock = Date.now();
    const gateway = portOneGatewayFor(fake, { now: () => clock });
    const payment = await paid('ord_token_3', 1000);
    await gateway.getPayment(payment.imp_uid);
    clock += 28 * 60 * 1000;
    await gateway.getPayment(payment.imp_uid);
    expect(tokenRequests()).toBe(1);
    clock += 90 * 1000;
    await gateway.getPayment(payment.imp_uid);
    expect(tokenRequests()).toBe(2);
  });

  it('is renewed once when PortOne answers 401, and the call succeeds', async () => {
    const gateway = portOneGatewayFor(fake);
    const payment = await paid('ord_token_4', 1000);
    await gateway.getPayment(payment.imp_uid);
    fake.revokeTokens();
    await expect(gateway.getPayment(payment.imp_uid)).resolves.toMatchObject({ impUid: payment.imp_uid });
    expect(tokenRequests()).toBe(2);
  });

  it('fails with PaymentGatewayError when the keys are wrong, without the secret in the message', async () => {
    const gateway = createPortOnePaymentGateway({
      baseUrl: fake.url,
      impKey: 'wrong_key',
      impSecret: 'very-secret-value',
      cardPg: 'html5_inicis',
      logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
    });
    const failure = await gateway.getPayment('imp_000000000000').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect((failure as PaymentGatewayError).status).toBe(401);
    expect((failure as Error).message).not.toContain('very-secret-value');
    expect((failure as Error).message).not.toContain('wrong_key');
  });

  it('sends the token as a Bearer credential', async () => {
    const seen: string[] = [];
    const spy = createPortOnePaymentGateway({
      baseUrl: fake.url,
      impKey: fake.impKey,
      impSecret: fake.impSecret,
      cardPg: 'html5_inicis',
      logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get('authorization') ?? '');
        return fetch(input, init);
      },
    });
    await spy.getPayment('imp_none');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe('');
    expect(seen[1]).toMatch(/^Bearer [0-9a-f]{40}$/);
  });
});

describe('payment lookups', () => {
  it('normalizes a paid card payment', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_lookup_1', 59000);
    const payment = await gateway.getPayment(wire.imp_uid);
    expect(payment).toEqual({
      impUid: wire.imp_uid,
      merchantUid: 'ord_lookup_1',
      amount: 59000,
      cancelAmount: 0,
      currency: 'KRW',
      status: 'paid',
      payMethod: 'card',
      pgProvider: 'html5_inicis',
      vbank: null,
      paidAt: new Date(wire.paid_at * 1000),
      failReason: null,
    });
  });

  it('turns the 0 timestamps of a failed payment into null and keeps the reason', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await fake.completePayment({ merchantUid: 'ord_lookup_2', amount: 1000, outcome: 'failed', failReason: '한도 초과' });
    await expect(gateway.getPayment(wire.imp_uid)).resolves.toMatchObject({ status: 'failed', paidAt: null, failReason: '한도 초과' });
  });

  it('reads an issued virtual account with its KFTC code and deadline', async () => {
    const gateway = portOneGatewayFor(fake);
    const dueAt = new Date('2030-03-02T14:59:59.000Z');
    const wire = await fake.completePayment({
      merchantUid: 'ord_lookup_3',
      amount: 42000,
      payMethod: 'vbank',
      outcome: 'vbank',
      vbank: { code: '004', num: '123-456789-01234', dueAt },
    });
    const payment = await gateway.getPayment(wire.imp_uid);
    expect(payment?.status).toBe('ready');
    expect(payment?.vbank).toEqual({ num: '123-456789-01234', name: 'KB국민은행', code: '004', holder: expect.any(String), dueAt });
    await fake.depositVbank(wire.imp_uid);
    await expect(gateway.getPayment(wire.imp_uid)).resolves.toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
  });

  it('answers null for an imp_uid or merchant_uid PortOne does not know', async () => {
    const gateway = portOneGatewayFor(fake);
    await expect(gateway.getPayment('imp_999999999999')).resolves.toBeNull();
    await expect(gateway.findPaymentByMerchantUid('ord_nobody')).resolves.toBeNull();
  });

  it('finds the latest payment for a merchant uid after a failed attempt', async () => {
    const gateway = portOneGatewayFor(fake);
    await fake.completePayment({ merchantUid: 'ord_lookup_4', amount: 3000, outcome: 'failed' });
    const retry = await paid('ord_lookup_4', 3000);
    await expect(gateway.findPaymentByMerchantUid('ord_lookup_4')).resolves.toMatchObject({ impUid: retry.imp_uid, status: 'paid' });
  });
});

describe('prepare', () => {
  it('registers the amount so the payment window refuses any other', async () => {
    const gateway = portOneGatewayFor(fake);
    await gateway.prepare('ord_prepare_1', 25000);
    expect(fake.preparedAmount('ord_prepare_1')).toBe(25000);
    await expect(fake.completePayment({ merchantUid: 'ord_prepare_1', amount: 100, outcome: 'paid' })).rejects.toThrow(
      '사전 등록된 결제 금액(25000원)과 요청 금액(100원)이 다릅니다.',
    );
    expect(fake.paymentsFor('ord_prepare_1')).toEqual([]);
    await expect(paid('ord_prepare_1', 25000)).resolves.toMatchObject({ status: 'paid', amount: 25000 });
  });

  it('accepts a retried prepare with the same amount and refuses another amount', async () => {
    const gateway = portOneGatewayFor(fake);
    await gateway.prepare('ord_prepare_2', 8000);
    await expect(gateway.prepare('ord_prepare_2', 8000)).resolves.toBeUndefined();
    await expect(gateway.prepare('ord_prepare_2', 9000)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.preparedAmount('ord_prepare_2')).toBe(8000);
  });

  it('changes a registered amount with PUT, so the window takes the new one and refuses the old', async () => {
    const gateway = portOneGatewayFor(fake);
    await gateway.prepare('ord_prepare_3', 30000);
    await gateway.updatePrepared('ord_prepare_3', 18000);
    expect(fake.preparedAmount('ord_prepare_3')).toBe(18000);
    expect(fake.requests.filter((request) => request.path === '/payments/prepare').map((request) => request.method)).toContain('PUT');
    await expect(fake.completePayment({ merchantUid: 'ord_prepare_3', amount: 30000, outcome: 'paid' })).rejects.toThrow(/18000원/);
    await expect(paid('ord_prepare_3', 18000)).resolves.toMatchObject({ status: 'paid', amount: 18000 });
  });

  it('registers the amount when nothing was registered for the merchant uid, and reports other refusals', async () => {
    const gateway = portOneGatewayFor(fake);
    await gateway.updatePrepared('ord_prepare_4', 12000);
    expect(fake.preparedAmount('ord_prepare_4')).toBe(12000);
    fake.failNext('prepare', { status: 500, message: '일시적인 오류' });
    await expect(gateway.updatePrepared('ord_prepare_4', 9000)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.preparedAmount('ord_prepare_4')).toBe(12000);
  });
});

describe('cancel', () => {
  it('refunds in parts with the checksum and reports cancelled only once nothing is left', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_cancel_1', 30000);
    const first = await gateway.cancel({ impUid: wire.imp_uid, amount: 10000, checksum: 30000, reason: '사이즈 변경' });
    expect(first).toMatchObject({ status: 'paid', amount: 30000, cancelAmount: 10000 });
    const second = await gateway.cancel({ impUid: wire.imp_uid, amount: 20000, checksum: 20000, reason: '단순 변심' });
    expect(second).toMatchObject({ status: 'cancelled', cancelAmount: 30000 });
    expect(fake.payment(wire.imp_uid)?.cancel_history.map((entry) => [entry.amount, entry.reason])).toEqual([
      [10000, '사이즈 변경'],
      [20000, '단순 변심'],
    ]);
  });

  it('is refused when the checksum disagrees, and nothing is refunded', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_cancel_2', 30000);
    await gateway.cancel({ impUid: wire.imp_uid, amount: 5000, checksum: 30000, reason: '부분 취소' });
    const failure = await gateway
      .cancel({ impUid: wire.imp_uid, amount: 5000, checksum: 30000, reason: '같은 취소 재시도' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect((failure as PaymentGatewayError).providerCode).toBe(-1);
    expect((failure as Error).message).toContain('[checksum]');
    expect(fake.payment(wire.imp_uid)?.cancel_amount).toBe(5000);
  });

  it('is refused for more than what is left', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_cancel_3', 10000);
    await expect(gateway.cancel({ impUid: wire.imp_uid, amount: 10001, checksum: 10000, reason: '초과' })).rejects.toThrow(
      PaymentGatewayError,
    );
    expect(fake.payment(wire.imp_uid)?.cancel_amount).toBe(0);
  });

  it('refuses a virtual-account refund without the refund account', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await fake.completePayment({ merchantUid: 'ord_cancel_4', amount: 20000, payMethod: 'vbank', outcome: 'vbank' });
    await fake.depositVbank(wire.imp_uid);
    await expect(gateway.cancel({ impUid: wire.imp_uid, amount: 20000, checksum: 20000, reason: '주문 취소' })).rejects.toThrow(
      '환불 계좌',
    );
    expect(fake.cancellations).toEqual([]);
  });

  it.each([
    ['html5_inicis', '88'],
    ['html5_inicis.MOIinitest', '88'],
    ['kcp', 'BK88'],
    ['nice_v2', '088'],
    ['tosspayments', '088'],
  ])('sends the refund bank the way %s spells it (%s)', async (pg, expected) => {
    const gateway = portOneGatewayFor(fake, { cardPg: pg });
    const wire = await fake.completePayment({ merchantUid: `ord_bank_${expected}`, amount: 15000, pg, payMethod: 'vbank', outcome: 'vbank' });
    await fake.depositVbank(wire.imp_uid);
    const refunded = await gateway.cancel({
      impUid: wire.imp_uid,
      amount: 15000,
      checksum: 15000,
      reason: '주문 취소',
      refundAccount: { bankCode: '088', account: '110-123-456789', holder: '김한빛' },
    });
    expect(refunded.status).toBe('cancelled');
    expect(fake.cancellations.at(-1)).toMatchObject({ refundBank: expected, refundAccount: '110123456789', refundHolder: '김한빛' });
  });

  it('refuses a refund bank that is not a KFTC code before calling PortOne', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_cancel_5', 1000);
    const before = fake.requests.length;
    await expect(
      gateway.cancel({ impUid: wire.imp_uid, amount: 1000, checksum: 1000, reason: 'x', refundAccount: { bankCode: '88', account: '1', holder: 'a' } }),
    ).rejects.toThrow(PaymentGatewayError);
    expect(fake.requests.length).toBe(before);
  });
});

describe('failures', () => {
  it('turns an envelope code other than 0 into PaymentGatewayError with the provider code', async () => {
    const gateway = portOneGatewayFor(fake);
    const wire = await paid('ord_fail_1', 1000);
    fake.failNext('getPayment', { status: 200, code: 5, message: '일시적인 오류' });
    const failure = await gateway.getPayment(wire.imp_uid).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect(failure).toMatchObject({ providerCode: 5, status: 200 });
  });

  it('turns a non-PortOne answer (a proxy error page) into PaymentGatewayError', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.failNext('prepare', { status: 502, body: '<html>Bad Gateway</html>' });
    await expect(gateway.prepare('ord_fail_2', 1000)).rejects.toMatchObject({ name: 'PaymentGatewayError', status: 502 });
  });

  it('gives up with PaymentGatewayError when PortOne does not answer in time', async () => {
    const gateway = portOneGatewayFor(fake, { timeoutMs: 200 });
    const wire = await paid('ord_fail_3', 1000);
    await gateway.getPayment(wire.imp_uid);
    fake.failNext('cancel', { hang: true });
    await expect(gateway.cancel({ impUid: wire.imp_uid, amount: 1000, checksum: 1000, reason: 'x' })).rejects.toThrow(
      /did not answer cancel within 200 ms/,
    );
  });

  it('fails with PaymentGatewayError when nothing listens at the address', async () => {
    const address = fake.url;
    await fake.close();
    const gateway = portOneGatewayFor({ url: address, impKey: 'a', impSecret: 'b' });
    await expect(gateway.getPayment('imp_1')).rejects.toThrow(/could not be reached/);
    fake = await startFakePortOne();
  });
});
