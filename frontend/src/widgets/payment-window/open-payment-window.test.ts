import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import { openPaymentWindow, PAYMENT_NOT_CONFIGURED_MESSAGE } from './open-payment-window';
import { loadPortOneSdk, PaymentWindowError, PORTONE_SDK_URL, SDK_UNAVAILABLE_MESSAGE, type PortOneSdk, type RequestPayParams, type RequestPayResponse } from './portone-sdk';
import { vbankDueParam } from '../../../../domain/payment/sandbox-checkout-url';
import { requestPayParams } from './request-pay-params';

const cardPayment: PaymentRequestFieldsFragment = {
  pg: 'html5_inicis',
  payMethod: 'card',
  merchantUid: 'ord_20260310_abcdefghijkl',
  amount: 59_000,
  name: '2026 경영학과 과잠 외 1건',
  buyerName: '김한빛',
  buyerEmail: 'demo@hanbit.ac.kr',
  buyerTel: '010-1234-5678',
  buyerAddr: '서울특별시 한빛구 대학로 1 학생회관 201호',
  buyerPostcode: '04321',
  vbankDue: null,
  noticeUrl: 'https://shop.example/api/payments/webhook',
  redirectUrl: 'https://shop.example/orders/41/complete',
  sandboxUrl: null,
};

/** A PortOne SDK that records its calls and answers request_pay with `response`. */
function fakeSdk(response: RequestPayResponse) {
  const calls: { init: string[]; params: RequestPayParams[] } = { init: [], params: [] };
  const sdk: PortOneSdk = {
    init: (code) => calls.init.push(code),
    request_pay: (params, callback) => {
      calls.params.push(params);
      callback(response);
    },
  };
  return { sdk, calls };
}

afterEach(() => {
  vi.useRealTimers();
  delete window.IMP;
  document.getElementById('campus-shop-portone-sdk')?.remove();
});

describe('request_pay parameters', () => {
  it('passes the order, buyer and return addresses under PortOne v1 names', () => {
    expect(requestPayParams(cardPayment)).toEqual({
      pg: 'html5_inicis',
      pay_method: 'card',
      merchant_uid: 'ord_20260310_abcdefghijkl',
      amount: 59_000,
      name: '2026 경영학과 과잠 외 1건',
      buyer_name: '김한빛',
      buyer_email: 'demo@hanbit.ac.kr',
      buyer_tel: '010-1234-5678',
      buyer_addr: '서울특별시 한빛구 대학로 1 학생회관 201호',
      buyer_postcode: '04321',
      notice_url: 'https://shop.example/api/payments/webhook',
      m_redirect_url: 'https://shop.example/orders/41/complete',
    });
  });

  it('leaves out an address the order has none of (group pickup) instead of sending null', () => {
    const params = requestPayParams({ ...cardPayment, buyerAddr: null, buyerPostcode: null });
    expect(params).not.toHaveProperty('buyer_addr');
    expect(params).not.toHaveProperty('buyer_postcode');
  });

  it('sends KakaoPay to its own PG as a card payment, as PortOne’s KakaoPay guide asks', () => {
    expect(requestPayParams({ ...cardPayment, pg: 'kakaopay', payMethod: 'kakaopay' })).toMatchObject({ pg: 'kakaopay', pay_method: 'card' });
  });

  it('gives a virtual account its deadline as YYYYMMDDHHmmss on the Korean clock, as the sandbox link does', () => {
    // 14:59 UTC is 23:59 in Seoul, whatever zone the phone is set to.
    const params = requestPayParams({ ...cardPayment, payMethod: 'vbank', vbankDue: '2026-03-12T14:59:59.000Z' });
    expect(params).toMatchObject({ pay_method: 'vbank', vbank_due: '20260312235959' });
    expect(vbankDueParam(new Date('2026-12-31T15:30:00.000Z'))).toBe('20270101003000');
  });
});

describe('openPaymentWindow', () => {
  it('goes to the sandbox checkout when the backend gave one, without loading PortOne', async () => {
    const assign = vi.fn();
    const loadSdk = vi.fn();
    await openPaymentWindow({ ...cardPayment, sandboxUrl: '/sandbox/checkout?merchant_uid=ord_1' }, 41, { assign, loadSdk, merchantCode: 'imp123' });
    expect(assign).toHaveBeenCalledWith('/sandbox/checkout?merchant_uid=ord_1');
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('opens PortOne with the merchant code and comes back to the completion page with the paid ids', async () => {
    const assign = vi.fn();
    const { sdk, calls } = fakeSdk({ success: true, imp_uid: 'imp_1234', merchant_uid: cardPayment.merchantUid });
    await openPaymentWindow(cardPayment, 41, { assign, loadSdk: () => Promise.resolve(sdk), merchantCode: 'imp12345678' });
    expect(calls.init).toEqual(['imp12345678']);
    expect(calls.params).toEqual([requestPayParams(cardPayment)]);
    const back = new URL(String(assign.mock.calls[0]?.[0]));
    expect(back.pathname).toBe('/orders/41/complete');
    expect(Object.fromEntries(back.searchParams)).toEqual({ imp_uid: 'imp_1234', merchant_uid: cardPayment.merchantUid, imp_success: 'true' });
  });

  it('treats any error_code as a failure and carries the PG’s message back', async () => {
    const assign = vi.fn();
    const { sdk } = fakeSdk({ imp_uid: 'imp_9', merchant_uid: cardPayment.merchantUid, error_code: 'F400', error_msg: '카드 한도가 초과되었습니다.' });
    await openPaymentWindow(cardPayment, 41, { assign, loadSdk: () => Promise.resolve(sdk), merchantCode: 'imp1' });
    const back = new URL(String(assign.mock.calls[0]?.[0]));
    expect(back.searchParams.get('imp_success')).toBe('false');
    expect(back.searchParams.get('error_code')).toBe('F400');
    expect(back.searchParams.get('error_msg')).toBe('카드 한도가 초과되었습니다.');
  });

  it('refuses in Korean when the shop has no PortOne merchant code', async () => {
    const loadSdk = vi.fn();
    await expect(openPaymentWindow(cardPayment, 41, { assign: vi.fn(), loadSdk, merchantCode: null })).rejects.toThrow(PAYMENT_NOT_CONFIGURED_MESSAGE);
    expect(loadSdk).not.toHaveBeenCalled();
  });
});

describe('loadPortOneSdk', () => {
  it('adds PortOne’s script once and answers with window.IMP when it has loaded', async () => {
    const loading = loadPortOneSdk(window, 1000);
    const script = document.getElementById('campus-shop-portone-sdk') as HTMLScriptElement;
    expect(script.src).toBe(PORTONE_SDK_URL);
    const { sdk } = fakeSdk({});
    window.IMP = sdk;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(sdk);
  });

  it('gives up with a Korean message when the script does not arrive in time', async () => {
    vi.useFakeTimers();
    const loading = loadPortOneSdk(window, 1000);
    vi.advanceTimersByTime(1000);
    await expect(loading).rejects.toEqual(new PaymentWindowError(SDK_UNAVAILABLE_MESSAGE));
    expect(document.getElementById('campus-shop-portone-sdk')).toBeNull();
  });
});
