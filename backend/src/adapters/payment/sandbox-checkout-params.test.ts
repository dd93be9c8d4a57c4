import { describe, expect, it } from 'vitest';
import { parseCheckoutParams, parseVbankDue, shopUrlPolicy } from './sandbox-checkout-params';
import { loadConfig } from '../../config';
import { sandboxApiBaseUrl, sandboxCheckoutUrl, vbankDueParam } from '../../../../domain/payment/sandbox-checkout-url';

describe('vbank_due', () => {
  it.each([
    ['2030-01-03', '2030-01-03T14:59:59.000Z'],
    ['20300103', '2030-01-03T14:59:59.000Z'],
    ['2030-01-03 18:30:00', '2030-01-03T09:30:00.000Z'],
    ['20300103183000', '2030-01-03T09:30:00.000Z'],
    ['203001031830', '2030-01-03T09:30:00.000Z'],
  ])('reads %s as Korean time', (text, iso) => {
    expect(parseVbankDue(text)?.toISOString()).toBe(iso);
  });

  it('refuses what is not a date', () => {
    expect(parseVbankDue('tomorrow')).toBeNull();
    expect(parseVbankDue('2030-13-45')).toBeNull();
  });

  it('is written in a format it reads back to the same instant', () => {
    const due = new Date('2030-05-31T15:00:00.000Z');
    expect(vbankDueParam(due)).toBe('20300601000000');
    expect(parseVbankDue(vbankDueParam(due))?.getTime()).toBe(due.getTime());
  });
});

describe('shop URL policy', () => {
  it('allows only the shop origin when the shop is public', () => {
    const allowed = shopUrlPolicy('https://shop.example.ac.kr');
    expect(allowed(new URL('https://shop.example.ac.kr/orders/1/complete'))).toBe(true);
    expect(allowed(new URL('http://127.0.0.1:4000/api/payments/webhook'))).toBe(false);
    expect(allowed(new URL('https://evil.example/'))).toBe(false);
  });

  it('allows loopback addresses while the shop runs on one', () => {
    const allowed = shopUrlPolicy('http://localhost:4000');
    expect(allowed(new URL('http://127.0.0.1:5173/orders/1/complete'))).toBe(true);
    expect(allowed(new URL('https://evil.example/'))).toBe(false);
  });
});

describe('checkout parameters', () => {
  const options = { defaultPg: 'html5_inicis', isShopUrl: shopUrlPolicy('http://localhost:4000') };
  const base = { merchant_uid: 'ord_1', amount: '1000', m_redirect_url: 'http://localhost:4000/orders/1/complete' };

  it('defaults the PG to the card PG and the pay method to card', () => {
    const parsed = parseCheckoutParams(new URLSearchParams(base), options);
    expect(parsed).toMatchObject({ ok: true, params: { pg: 'html5_inicis', payMethod: 'card', amount: 1000, noticeUrl: null } });
  });

  it.each([
    [{ amount: '0' }, '결제 금액(amount)은 1원 이상의 정수여야 합니다.'],
    [{ amount: '10.5' }, '결제 금액(amount)은 1원 이상의 정수여야 합니다.'],
    [{ merchant_uid: '' }, '주문번호(merchant_uid)가 없거나 40자를 넘습니다.'],
    [{ pay_method: 'bitcoin' }, '지원하지 않는 결제수단(pay_method)입니다: bitcoin'],
    [{ m_redirect_url: 'javascript:alert(1)' }, '결제 후 돌아갈 주소(m_redirect_url)가 없거나 이 쇼핑몰의 주소가 아닙니다.'],
    [{ vbank_due: 'soon' }, '가상계좌 입금기한(vbank_due) 형식이 올바르지 않습니다.'],
  ])('refuses %o in Korean', (override, problem) => {
    expect(parseCheckoutParams(new URLSearchParams({ ...base, ...override }), options)).toEqual({ ok: false, problem });
  });
});

describe('sandbox URLs', () => {
  it('opens a relative checkout page whose parameters the page accepts as sent', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const url = sandboxCheckoutUrl({
      pg: 'kakaopay',
      payMethod: 'kakaopay',
      merchantUid: 'ord_20261122_abc',
      amount: 12345,
      name: '후드티 외 2건',
      buyerName: '김한빛',
      buyerEmail: 'demo@hanbit.ac.kr',
      buyerTel: '010-1234-5678',
      buyerPostcode: '04524',
      vbankDue: null,
      noticeUrl: 'http://localhost:4000/api/payments/webhook',
      redirectUrl: 'http://localhost:4000/orders/3/complete',
    });
    expect(url.startsWith('/sandbox/checkout?')).toBe(true);
    const parsed = parseCheckoutParams(new URL(url, 'http://localhost:4000').searchParams, {
      defaultPg: 'html5_inicis',
      isShopUrl: shopUrlPolicy(config.PUBLIC_BASE_URL),
    });
    expect(parsed).toMatchObject({
      ok: true,
      params: { pg: 'kakaopay', payMethod: 'kakaopay', amount: 12345, name: '후드티 외 2건', buyerPostcode: '04524', buyerAddr: '' },
    });
  });

  it('reaches its own REST API through loopback when the server listens there, else through PUBLIC_BASE_URL', () => {
    expect(sandboxApiBaseUrl(loadConfig({ HOST: '0.0.0.0', PORT: '4100' }))).toBe('http://127.0.0.1:4100/sandbox/portone');
    expect(sandboxApiBaseUrl(loadConfig({ HOST: '10.0.0.5', PUBLIC_BASE_URL: 'https://shop-staging.example.ac.kr' }))).toBe(
      'https://shop-staging.example.ac.kr/sandbox/portone',
    );
  });
});
