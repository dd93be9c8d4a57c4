import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portOneGatewayFor, startFakePortOne, type FakePortOneServer } from '../../../../tests/support/fake-portone';
import { PaymentGatewayError } from './payment-gateway';
import { FAKE_DECLINE_REASON } from './fake-portone-billing';

let fake: FakePortOneServer;

beforeEach(async () => {
  fake = await startFakePortOne();
});

afterEach(async () => {
  await fake.close();
});

const charge = (customerUid: string, merchantUid: string, amount = 59_000) => ({ customerUid, merchantUid, amount, name: '과잠 공동구매' });
const chargesOf = (merchantUid: string) => fake.paymentsFor(merchantUid).filter((wire) => wire.status === 'paid');

describe('billing keys: issue and lookup', () => {
  it('finds a card key the window issued, masked, and nothing for an unknown one', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_u1_o1_a', cardNumber: '4518-4200-1111-9876', buyerName: '김한빛' });
    const key = await gateway.getBillingKey('cu_u1_o1_a');
    expect(key).toMatchObject({ customerUid: 'cu_u1_o1_a', cardName: '신한카드', cardNumber: '4518********9876', pgProvider: 'html5_inicis' });
    expect(key?.insertedAt).toBeInstanceOf(Date);
    expect(await gateway.getBillingKey('cu_nobody')).toBeNull();
    expect(await gateway.getBillingKey(' ')).toBeNull();
  });

  it('reports a KakaoPay key with no card number', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_kakao', pg: 'kakaopay.TCSUBSCRIP' });
    expect(await gateway.getBillingKey('cu_kakao')).toMatchObject({ cardName: '카카오페이', cardNumber: null, pgProvider: 'kakaopay' });
  });

  it('deletes a key once; a deleted key cannot be charged', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_del' });
    expect(await gateway.deleteBillingKey('cu_del')).toBe(true);
    expect(await gateway.deleteBillingKey('cu_del')).toBe(false);
    expect(await gateway.getBillingKey('cu_del')).toBeNull();
    await expect(gateway.chargeBillingKey(charge('cu_del', 'ord_del-c1'))).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('billing keys: charges', () => {
  it('charges a key: a paid payment carrying the key, the amount and the card', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_pay' });
    const payment = await gateway.chargeBillingKey(charge('cu_pay', 'ord_pay-c1'));
    expect(payment).toMatchObject({ merchantUid: 'ord_pay-c1', amount: 59_000, status: 'paid', failReason: null });
    expect(fake.payment(payment.impUid)).toMatchObject({ customer_uid: 'cu_pay', channel: 'api', card_number: '4500********1234' });
  });

  it('resolves a declined charge as failed with the card company reason, and the next try of a once-declining key pays', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_once', declines: { times: 1 } });
    const first = await gateway.chargeBillingKey(charge('cu_once', 'ord_once-c1'));
    expect(first).toMatchObject({ status: 'failed', failReason: FAKE_DECLINE_REASON });
    const second = await gateway.chargeBillingKey(charge('cu_once', 'ord_once-c2'));
    expect(second.status).toBe('paid');
  });

  it('declines every charge of a key told to, with the given reason', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_always' });
    fake.declineCharges('cu_always', { times: Infinity, failReason: '[거래정지] 사용이 정지된 카드입니다.' });
    for (const attempt of [1, 2, 3]) {
      const payment = await gateway.chargeBillingKey(charge('cu_always', `ord_always-c${attempt}`));
      expect(payment).toMatchObject({ status: 'failed', failReason: '[거래정지] 사용이 정지된 카드입니다.' });
    }
  });

  it('never pays one merchant uid twice: a repeated charge answers the first payment', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_twice' });
    const first = await gateway.chargeBillingKey(charge('cu_twice', 'ord_twice-c1'));
    const again = await gateway.chargeBillingKey(charge('cu_twice', 'ord_twice-c1'));
    expect(again.impUid).toBe(first.impUid);
    expect(chargesOf('ord_twice-c1')).toHaveLength(1);
  });

  it('a failed merchant uid may be charged again', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_retry', declines: { times: 1 } });
    expect((await gateway.chargeBillingKey(charge('cu_retry', 'ord_retry-c1'))).status).toBe('failed');
    expect((await gateway.chargeBillingKey(charge('cu_retry', 'ord_retry-c1'))).status).toBe('paid');
    expect(chargesOf('ord_retry-c1')).toHaveLength(1);
  });

  it('answers the payment PortOne made when its answer came back broken', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_broken' });
    fake.failNext('chargeAgain', { afterEffect: true, status: 502, body: '<html>Bad gateway</html>' });
    await expect(gateway.chargeBillingKey(charge('cu_broken', 'ord_broken-c1'))).resolves.toMatchObject({ status: 'paid' });
    expect(chargesOf('ord_broken-c1')).toHaveLength(1);
  });

  it('throws when the answer never came after PortOne charged; the retry finds that payment, no second charge', async () => {
    const gateway = portOneGatewayFor(fake, { timeoutMs: 300 });
    fake.issueBillingKey({ customerUid: 'cu_lost' });
    fake.failNext('chargeAgain', { afterEffect: true, hang: true });
    await expect(gateway.chargeBillingKey(charge('cu_lost', 'ord_lost-c1'))).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(chargesOf('ord_lost-c1')).toHaveLength(1);
    expect(await gateway.findPaymentByMerchantUid('ord_lost-c1')).toMatchObject({ status: 'paid', amount: 59_000 });
    expect((await gateway.chargeBillingKey(charge('cu_lost', 'ord_lost-c1'))).status).toBe('paid');
    expect(chargesOf('ord_lost-c1')).toHaveLength(1);
  });

  it('fails fast when PortOne does not answer a charge', async () => {
    const gateway = portOneGatewayFor(fake, { timeoutMs: 200 });
    fake.issueBillingKey({ customerUid: 'cu_hang' });
    fake.failNext('chargeAgain', { hang: true });
    const failure = await gateway.chargeBillingKey(charge('cu_hang', 'ord_hang-c1')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect((failure as Error).message).toContain('chargeAgain');
  });

  it('renews a token PortOne no longer accepts, once, on the billing routes too', async () => {
    const gateway = portOneGatewayFor(fake);
    fake.issueBillingKey({ customerUid: 'cu_token' });
    await gateway.getBillingKey('cu_token');
    fake.revokeTokens();
    expect((await gateway.chargeBillingKey(charge('cu_token', 'ord_token-c1'))).status).toBe('paid');
    expect(fake.requests.filter((request) => request.route === 'getToken')).toHaveLength(2);
  });

  it('refuses a charge of no whole positive amount before calling PortOne', async () => {
    const gateway = portOneGatewayFor(fake);
    await expect(gateway.chargeBillingKey(charge('cu_x', 'ord_x-c1', 0))).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.requests.some((request) => request.route === 'chargeAgain')).toBe(false);
  });
});
