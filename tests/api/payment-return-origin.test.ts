// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, PLACE_ORDER, useCheckoutApi } from '../support/checkout';

let api: TestApi;
// The server knows itself as shop.hanbit.ac.kr and also answers on the bare www-less apex.
useCheckoutApi((started) => ({ api } = started), {
  PUBLIC_BASE_URL: 'https://shop.hanbit.ac.kr',
  SHOP_ORIGINS: 'https://hanbit-shop.ac.kr, https://www.shop.hanbit.ac.kr',
});

interface Placed {
  placeOrder: { id: number; payment: { redirectUrl: string; noticeUrl: string } };
}

async function placeFrom(origin: string | null) {
  const member = await memberWithPoints(api);
  const product = await checkoutProduct(api, { name: '한빛 로고 티셔츠', price: 30_000, salePrice: 25_000, count: 5, deliveryTemplateId: 3 });
  const cartId = await cartLine(api, member.user.id, { productId: product.id, count: 1 });
  const result = await api.gql<Placed>(
    PLACE_ORDER,
    { data: { cartIds: [cartId], payMethod: 'card', pointUsing: 0, delivery: DELIVERY } },
    { token: member.token, headers: origin ? { origin } : {} },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.placeOrder;
}

describe('the payment window returns to the origin the student started from', () => {
  it('returns to an allowed second host name, while the webhook stays on PUBLIC_BASE_URL', async () => {
    const order = await placeFrom('https://www.shop.hanbit.ac.kr');
    expect(order.payment.redirectUrl).toBe(`https://www.shop.hanbit.ac.kr/orders/${order.id}/complete`);
    expect(order.payment.noticeUrl).toMatch(/^https:\/\/shop\.hanbit\.ac\.kr\//);
  });

  it('falls back to PUBLIC_BASE_URL for a foreign origin or none', async () => {
    for (const origin of ['https://evil.example', null]) {
      const order = await placeFrom(origin);
      expect(order.payment.redirectUrl).toBe(`https://shop.hanbit.ac.kr/orders/${order.id}/complete`);
    }
  });
});
