import { describe, expect, it } from 'vitest';
import { MERCHANT_UID_PATTERN } from '../../domain/order/m-uid-rules';
import { count, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import {
  cartIdsOf,
  cartLine,
  checkoutProduct,
  DELIVERY,
  detailStock,
  ledgerBalance,
  memberWithPoints,
  optionDetailIds,
  orderState,
  placed,
  productStock,
  useCheckoutApi,
} from '../support/checkout';
import type { FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

describe('placeOrder', () => {
  it('books a card order: snapshots, fees on each group’s first line, points split, stock taken, cart emptied', async () => {
    const member = await memberWithPoints(api, 5_000);
    const jacket = await checkoutProduct(api, {
      name: '2026 경영학과 과잠',
      price: 65_000,
      salePrice: 62_000,
      deliveryTemplateId: 2,
      combinations: [
        { colour: '네이비', size: 'L', count: 5, extra: 2_000 },
        { colour: '네이비', size: 'XL', count: 5 },
      ],
    });
    const [navyL] = await optionDetailIds(api, jacket.id);
    const tee = await checkoutProduct(api, { name: '한빛 로고 티셔츠', price: 30_000, salePrice: 25_000, count: 8, deliveryTemplateId: 3 });
    const jacketLine = await cartLine(api, member.user.id, { productId: jacket.id, productOptionDetailId: navyL!, count: 2 });
    const teeLine = await cartLine(api, member.user.id, { productId: tee.id, count: 1 });
    const before = Date.now();

    const order = await placed(api, member.token, {
      cartIds: [jacketLine, teeLine],
      payMethod: 'card',
      pointUsing: 1_500,
      delivery: DELIVERY,
    });

    // goods 2 x 64,000 + 25,000 = 153,000; fees 3,000 (PAY) + 3,000 (25,000 < 50,000) = 6,000.
    expect(order.paidPrice).toBe(153_000 + 6_000 - 1_500);
    expect(order.mUid).toMatch(MERCHANT_UID_PATTERN);
    expect(order.payment).toMatchObject({
      pg: 'html5_inicis',
      payMethod: 'card',
      merchantUid: order.mUid,
      amount: order.paidPrice,
      name: '2026 경영학과 과잠 외 1건',
      buyerName: '이솔빛',
      buyerEmail: member.user.email,
      buyerTel: '010-2345-6789',
      buyerAddr: `${DELIVERY.address} ${DELIVERY.detailAddress}`,
      buyerPostcode: DELIVERY.postCode,
      vbankDue: null,
      noticeUrl: `${api.config.PUBLIC_BASE_URL}/api/payments/webhook`,
      redirectUrl: `${api.config.PUBLIC_BASE_URL}/orders/${order.id}/complete`,
    });
    const sandboxUrl = new URL(order.payment!.sandboxUrl!, 'http://shop');
    expect(sandboxUrl.pathname).toBe('/sandbox/checkout');
    expect(sandboxUrl.searchParams.get('merchant_uid')).toBe(order.mUid);
    expect(sandboxUrl.searchParams.get('amount')).toBe(String(order.paidPrice));
    expect(fake.preparedAmount(order.mUid)).toBe(order.paidPrice);

    const [row] = await sql<Record<string, unknown>>(api, 'select * from "order" where id = ?', [order.id]);
    expect(row).toMatchObject({ total_price: 2 * 67_000 + 30_000, discount_fee: 6_000 + 5_000, delivery_fee: 6_000, point_using: 1_500 });
    const expiresAt = new Date(row!.expires_at as string).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    const lines = await sql<Record<string, unknown>>(api, 'select * from order_product where order_id = ? order by id', [order.id]);
    expect(lines).toMatchObject([
      {
        product_id: jacket.id,
        product_option_detail_id: navyL,
        product_name: '2026 경영학과 과잠',
        option_text: '네이비 / L',
        price: 67_000,
        sale_price: 64_000,
        count: 2,
        discount_fee: 6_000,
        delivery_fee: 3_000,
        status: 'READY',
      },
      { product_id: tee.id, option_text: '', price: 30_000, sale_price: 25_000, delivery_fee: 3_000, status: 'READY' },
    ]);
    // 1,500 points over goods of 128,000 and 25,000: 1,254.9 and 245.1 -> 1,255 and 245.
    expect(lines.map((line) => line.point_using)).toEqual([1_255, 245]);
    expect(lines.map((line) => line.paid_price)).toEqual([128_000 - 1_255, 25_000 - 245]);

    expect(await orderState(api, order.id)).toMatchObject({ status: 'READY', impUid: null, reserved: 0 });
    expect(await detailStock(api, navyL!)).toBe(3);
    expect(await productStock(api, tee.id)).toBe(7);
    expect(await cartIdsOf(api, member.user.id)).toEqual([]);
    expect(await ledgerBalance(api, member.user.id)).toBe(3_500);
    expect(await count(api, 'point', `user_id = ? and status = 'USED' and order_id = ?`, [member.user.id, order.id])).toBe(1);
    const [delivery] = await sql<Record<string, unknown>>(
      api,
      'select d.* from order_delivery d join "order" o on o.order_delivery_id = d.id where o.id = ?',
      [order.id],
    );
    expect(delivery).toMatchObject({ name: DELIVERY.name, post_code: '34134', tel: '+821023456789', note: DELIVERY.note });
  });

  it('sends KakaoPay through its own PG and transfers through the card PG', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const kakao = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'kakaopay',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    expect(kakao.payment).toMatchObject({ pg: 'kakaopay', payMethod: 'kakaopay', name: product.name });
    const transfer = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'trans',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    expect(transfer.payment).toMatchObject({ pg: 'html5_inicis', payMethod: 'trans' });
  });

  it('gives a virtual-account order until 23:59:59 Korean time of the third day to deposit', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'vbank',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    const due = new Date(order.payment!.vbankDue!);
    const koreanClock = new Date(due.getTime() + 9 * 3_600_000);
    expect(koreanClock.getUTCHours()).toBe(23);
    expect(koreanClock.getUTCMinutes()).toBe(59);
    const days = (due.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(3);
    expect(days).toBeLessThanOrEqual(4);
    expect((await orderState(api, order.id)).expiresAt?.getTime()).toBe(due.getTime());
    expect(new URL(order.payment!.sandboxUrl!, 'http://shop').searchParams.get('vbank_due')).toMatch(/^\d{12}(\d{2})?$/);
  });

  it('pays an order covered by points at once, without the payment provider', async () => {
    const member = await memberWithPoints(api, 40_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 3, deliveryTemplateId: 2 });
    const requestsBefore = fake.requests.length;
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'point',
      pointUsing: 28_000,
      delivery: DELIVERY,
    });
    expect(order).toMatchObject({ paidPrice: 0, payment: null });
    const state = await orderState(api, order.id);
    expect(state).toMatchObject({ status: 'PAID', expiresAt: null, reserved: 0 });
    expect(state.lines).toMatchObject([{ status: 'PAID', paidPrice: 0, pointUsing: 28_000, deliveryFee: 3_000 }]);
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await ledgerBalance(api, member.user.id)).toBe(12_000);
    expect(await productStock(api, product.id)).toBe(2);
    const [spec] = await sql<{ paid_at: string | null; pay_method: string }>(
      api,
      'select paid_at, pay_method from order_specification where order_id = ?',
      [order.id],
    );
    expect(spec).toMatchObject({ pay_method: 'point' });
    expect(spec!.paid_at).not.toBeNull();
  });

  it('ships group products to their pickup point without an address', async () => {
    const member = await memberWithPoints(api);
    const jacket = await checkoutProduct(api, { groupPickup: true, count: 30, inputKeys: ['이니셜'] });
    const order = await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: jacket.id, count: 2, inputs: ['HBK'] })],
      payMethod: 'card',
      pointUsing: 0,
      personalisedConsent: true,
    });
    const [row] = await sql<{ order_delivery_id: number | null }>(api, 'select order_delivery_id from "order" where id = ?', [order.id]);
    expect(row!.order_delivery_id).toBeNull();
    expect(order.payment).toMatchObject({ buyerAddr: null, buyerPostcode: null });
    const [line] = await sql<{ product_option_input0: string }>(api, 'select product_option_input0 from order_product where order_id = ?', [
      order.id,
    ]);
    expect(line!.product_option_input0).toBe('HBK');
  });

  it('saves the address as the member’s default when asked', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    await placed(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: { ...DELIVERY, saveAsDefault: true },
    });
    const saved = await sql<Record<string, unknown>>(api, 'select * from user_delivery where user_id = ?', [member.user.id]);
    expect(saved).toMatchObject([{ name: DELIVERY.name, post_code: DELIVERY.postCode, address: DELIVERY.address, tel: '+821023456789' }]);
  });
});
