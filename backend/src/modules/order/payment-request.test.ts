import { describe, expect, it } from 'vitest';
import { PAYMENT_WEBHOOK_PATH as SERVED_WEBHOOK_PATH, paymentRequestOf, type PaymentRequestOrder } from '../../../../domain/order/payment-request';

const config = {
  PORTONE_CARD_PG: 'html5_inicis',
  PORTONE_KAKAOPAY_PG: 'kakaopay',
  PUBLIC_BASE_URL: 'https://shop.hanbit.ac.kr',
  PAYMENT_DRIVER: 'sandbox' as const,
};

const order: PaymentRequestOrder = {
  id: 42,
  mUid: 'ord_20260901_000000000016',
  paidPrice: 18_000,
  payMethod: 'card',
  productNames: ['2026 경영학과 과잠', '한빛 로고 양말'],
  buyer: { name: '김한빛', email: 'demo@hanbit.ac.kr', tel: '+821012345678' },
  delivery: { address: '대전광역시 유성구 한빛대학로 123', detailAddress: '기숙사 B동 305호', postCode: '34134', tel: '010-1234-5678' },
  vbankDue: null,
};

describe('paymentRequestOf', () => {
  it('tells PortOne to notify the path the server serves the webhook on', () => {
    expect(paymentRequestOf(config, order)?.noticeUrl).toBe(`https://shop.hanbit.ac.kr${SERVED_WEBHOOK_PATH}`);
  });

  it('names the payment after the first product, the buyer by the domestic phone format, and opens the sandbox page', () => {
    const request = paymentRequestOf(config, order);
    expect(request).toMatchObject({
      pg: 'html5_inicis',
      name: '2026 경영학과 과잠 외 1건',
      buyerTel: '010-1234-5678',
      buyerAddr: '대전광역시 유성구 한빛대학로 123 기숙사 B동 305호',
      redirectUrl: 'https://shop.hanbit.ac.kr/orders/42/complete',
    });
    expect(request?.sandboxUrl).toMatch(/^\/sandbox\/checkout\?/);
  });

  it('leaves the sandbox out when PortOne pays, and asks for nothing when points paid it all', () => {
    expect(paymentRequestOf({ ...config, PAYMENT_DRIVER: 'portone' }, order)?.sandboxUrl).toBeNull();
    expect(paymentRequestOf(config, { ...order, payMethod: 'point', paidPrice: 0 })).toBeNull();
  });
});
