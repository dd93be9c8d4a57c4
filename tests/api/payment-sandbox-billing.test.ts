import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutUrl, type SandboxCheckoutRequest } from '../../domain/payment/sandbox-checkout-url';
import type { PaymentGateway } from '../../backend/src/adapters/payment/payment-gateway';
import { startTestApi, type TestApi } from '../support/api';
import { portOneGatewayFor } from '../support/fake-portone';

// The sandbox window issuing billing keys (ADR 0064): request_pay with customer_uid and amount 0,
// the test cards, and the keys read and charged through the real adapter afterwards.

let api: TestApi;
let gateway: PaymentGateway;
let sequence = 0;

const SHOP = 'http://localhost:5173';

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  gateway = portOneGatewayFor({ url: `${api.url}/sandbox/portone`, impKey: 'test_imp_key', impSecret: 'test_imp_secret' });
});

afterAll(() => api?.close());

function keyRequest(overrides: Partial<SandboxCheckoutRequest> = {}): SandboxCheckoutRequest {
  sequence += 1;
  return {
    pg: 'html5_inicis',
    payMethod: 'card',
    merchantUid: `ord_20261127_billing${sequence}-kabc123`,
    amount: 0,
    name: '2026 컴퓨터공학과 과잠',
    buyerName: '김한빛',
    buyerEmail: 'demo@hanbit.ac.kr',
    buyerTel: '010-1234-5678',
    noticeUrl: `${SHOP}/api/payments/webhook`,
    redirectUrl: `${SHOP}/orders/7/complete`,
    customerUid: `bk_u1_o7_sandbox${String(sequence).padStart(4, '0')}`,
    ...overrides,
  };
}

const pageUrl = (checkout: SandboxCheckoutRequest) => `${api.url}${sandboxCheckoutUrl(checkout)}`;

async function submit(checkout: SandboxCheckoutRequest, fields: Record<string, string>) {
  const body = new URLSearchParams(new URL(pageUrl(checkout)).searchParams);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const response = await fetch(`${api.url}/sandbox/checkout`, { method: 'POST', body, redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'http://missing.invalid') };
}

describe('sandbox billing-key window', () => {
  it('opens for amount 0 with a customer_uid, offering the test cards; a payment of 0 is refused', async () => {
    const page = await (await fetch(pageUrl(keyRequest()))).text();
    expect(page).toContain('카드 등록하기');
    expect(page).toContain('한 번 거절된 뒤 승인되는 카드');
    const payment = await fetch(pageUrl(keyRequest({ customerUid: null })));
    expect(payment.status).toBe(400);
    expect(await payment.text()).toContain('1원 이상');
  });

  it('issues the key, returns with customer_uid, and the adapter reads and charges it', async () => {
    const checkout = keyRequest();
    const back = await submit(checkout, { action: 'issue', test_card: 'ok' });
    expect(back.status).toBe(303);
    expect(back.location.searchParams.get('customer_uid')).toBe(checkout.customerUid);
    expect(back.location.searchParams.get('imp_success')).toBe('true');
    expect(await gateway.getBillingKey(checkout.customerUid!)).toMatchObject({ cardName: '신한카드', cardNumber: '4500********1234' });
    const paid = await gateway.chargeBillingKey({ customerUid: checkout.customerUid!, merchantUid: `ord_sandbox_${sequence}-c1`, amount: 59_000, name: '과잠' });
    expect(paid.status).toBe('paid');
  });

  it('a card that declines once refuses the first charge and pays the second', async () => {
    const checkout = keyRequest();
    await submit(checkout, { action: 'issue', test_card: 'decline_once' });
    const charge = (attempt: number) =>
      gateway.chargeBillingKey({ customerUid: checkout.customerUid!, merchantUid: `ord_sandbox_once_${sequence}-c${attempt}`, amount: 59_000, name: '과잠' });
    expect(await charge(1)).toMatchObject({ status: 'failed', failReason: '[잔액부족] 카드 잔액이 부족합니다.' });
    expect((await charge(2)).status).toBe('paid');
  });

  it('a failed window returns without a key', async () => {
    const checkout = keyRequest();
    const back = await submit(checkout, { action: 'fail', fail_reason: '카드 정보가 올바르지 않아요.' });
    expect(back.location.searchParams.get('imp_success')).toBe('false');
    expect(back.location.searchParams.get('error_msg')).toBe('카드 정보가 올바르지 않아요.');
    expect(await gateway.getBillingKey(checkout.customerUid!)).toBeNull();
  });
});
