import { describe, expect, it } from 'vitest';
import { count, refusal } from '../support/accounts';
import type { TestApi } from '../support/api';
import {
  cardOrder,
  cartIdsOf,
  cartLine,
  checkoutProduct,
  DELIVERY,
  ledgerBalance,
  memberWithPoints,
  orderState,
  payOrder,
  placeOrder,
  productStock,
  PLACE_ORDER,
  useCheckoutApi,
} from '../support/checkout';
import type { TestMember } from '../support/catalog-fixtures';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';

let api: TestApi;
let fake: FakePortOneServer;
useCheckoutApi((started) => ({ api, fake } = started));

/** What a refused placeOrder must leave exactly as it was. */
async function footprint(member: TestMember, productId: number) {
  return {
    stock: await productStock(api, productId),
    balance: await ledgerBalance(api, member.user.id),
    carts: await cartIdsOf(api, member.user.id),
    orders: await count(api, 'order', 'user_id = ?', [member.user.id]),
    points: await count(api, 'point', 'user_id = ?', [member.user.id]),
    delivery: await count(api, 'user_delivery', 'user_id = ?', [member.user.id]),
  };
}

async function refusedWith(
  member: TestMember,
  productId: number,
  data: Record<string, unknown>,
  code: string,
  message: RegExp,
  field?: string,
) {
  const before = await footprint(member, productId);
  const error = refusal(await placeOrder(api, member.token, data), code);
  expect(error.message).toMatch(message);
  if (field) expect(error.extensions?.field).toBe(field);
  expect(await footprint(member, productId)).toEqual(before);
}

describe('placeOrder refusals change nothing', () => {
  it('needs a signed-in member', async () => {
    const result = await api.gql(PLACE_ORDER, { data: { cartIds: [1], payMethod: 'card', pointUsing: 0 } });
    refusal(result, 'UNAUTHENTICATED');
  });

  it('refuses another member’s cart line as if it did not exist', async () => {
    const owner = await memberWithPoints(api);
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const theirs = await cartLine(api, owner.user.id, { productId: product.id });
    const mine = await cartLine(api, member.user.id, { productId: product.id });
    await refusedWith(member, product.id, { cartIds: [mine, theirs], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }, 'NOT_FOUND', /장바구니/);
    expect(await cartIdsOf(api, owner.user.id)).toEqual([theirs]);
  });

  it('refuses a sold-out line naming the product', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { name: '한정판 후드', count: 1 });
    const line = await cartLine(api, member.user.id, { productId: product.id, count: 2 });
    await refusedWith(member, product.id, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }, 'OUT_OF_STOCK', /한정판 후드/);
  });

  it('refuses a product whose sale has ended', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { name: '지난 학기 과잠', count: 5, saleEndedAt: new Date(Date.now() - 60_000) });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    await refusedWith(member, product.id, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }, 'NOT_PURCHASABLE', /지난 학기 과잠/);
  });

  it('refuses a line missing its required option input', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { name: '이니셜 과잠', count: 5, inputKeys: ['이니셜'] });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    await refusedWith(member, product.id, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY }, 'BAD_USER_INPUT', /이니셜/);
  });

  it('asks for an address unless every line is picked up at a group point', async () => {
    const member = await memberWithPoints(api);
    const pickup = await checkoutProduct(api, { groupPickup: true, count: 5 });
    const shipped = await checkoutProduct(api, { count: 5 });
    const lines = [
      await cartLine(api, member.user.id, { productId: pickup.id }),
      await cartLine(api, member.user.id, { productId: shipped.id }),
    ];
    await refusedWith(member, shipped.id, { cartIds: lines, payMethod: 'card', pointUsing: 0 }, 'BAD_USER_INPUT', /배송지를 입력/, 'delivery');
  });

  it('checks the address fields in Korean, naming the field', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    const order = (delivery: Record<string, unknown>) => ({ cartIds: [line], payMethod: 'card', pointUsing: 0, delivery });
    await refusedWith(member, product.id, order({ ...DELIVERY, postCode: '1234' }), 'BAD_USER_INPUT', /우편번호/, 'delivery.postCode');
    await refusedWith(member, product.id, order({ ...DELIVERY, tel: '12' }), 'BAD_USER_INPUT', /연락처/, 'delivery.tel');
    await refusedWith(member, product.id, order({ ...DELIVERY, address: ' ' }), 'BAD_USER_INPUT', /주소/, 'delivery.address');
    await refusedWith(member, product.id, order({ ...DELIVERY, name: '' }), 'BAD_USER_INPUT', /받는 분 이름/, 'delivery.name');
  });

  it('refuses more points than the payable total or the balance', async () => {
    const member = await memberWithPoints(api, 1_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    const order = (pointUsing: number, payMethod = 'card') => ({ cartIds: [line], payMethod, pointUsing, delivery: DELIVERY });
    await refusedWith(member, product.id, order(25_001, 'point'), 'BAD_USER_INPUT', /25,000원/, 'pointUsing');
    await refusedWith(member, product.id, order(-1), 'BAD_USER_INPUT', /0P 이상/, 'pointUsing');
    await refusedWith(member, product.id, order(1_001), 'INSUFFICIENT_POINTS', /1,000P/);
  });

  it('requires the point pay method exactly when points pay everything, and a PG amount of at least 100 won', async () => {
    const member = await memberWithPoints(api, 30_000);
    const product = await checkoutProduct(api, { price: 30_000, salePrice: 25_000, count: 5 });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    const order = (pointUsing: number, payMethod: string) => ({ cartIds: [line], payMethod, pointUsing, delivery: DELIVERY });
    await refusedWith(member, product.id, order(25_000, 'card'), 'BAD_USER_INPUT', /포인트 결제로 선택/, 'payMethod');
    await refusedWith(member, product.id, order(1_000, 'point'), 'BAD_USER_INPUT', /다른 결제 수단/, 'payMethod');
    await refusedWith(member, product.id, order(24_950, 'card'), 'BAD_USER_INPUT', /100원 이상/, 'pointUsing');
  });

  it('undoes the whole order when the payment provider cannot register the amount', async () => {
    const member = await memberWithPoints(api, 500);
    const product = await checkoutProduct(api, { count: 5 });
    const line = await cartLine(api, member.user.id, { productId: product.id });
    fake.failNext('prepare', { status: 500, body: 'upstream down' });
    await refusedWith(
      member,
      product.id,
      { cartIds: [line], payMethod: 'card', pointUsing: 500, delivery: DELIVERY },
      'EXTERNAL_SERVICE_ERROR',
      /결제사와 연결하지 못해/,
    );
  });
});

describe('payOrder refusals', () => {
  it('hides another member’s order behind NOT_FOUND and changes nothing', async () => {
    const owner = await memberWithPoints(api);
    const stranger = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, owner, { productId: product.id });
    const paid = await payAtFake(fake, order.payment!);
    const result = await payOrder(api, stranger.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(refusal(result, 'NOT_FOUND').message).toMatch(/주문을 찾을 수 없어요/);
    expect((await orderState(api, order.id)).status).toBe('READY');
  });

  it('refuses a merchant uid that is not the order’s and a payment the provider does not know', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    const paid = await payAtFake(fake, order.payment!);
    refusal(await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: 'ord_20260101_x' }), 'PAYMENT_VERIFICATION_FAILED');
    const unknown = await payOrder(api, member.token, { orderId: order.id, impUid: 'imp_999999999999', merchantUid: order.mUid });
    expect(refusal(unknown, 'PAYMENT_VERIFICATION_FAILED').message).toMatch(/결제 내역을 찾지 못했어요/);
    expect((await orderState(api, order.id)).status).toBe('READY');
  });

  it('says so in Korean when the provider cannot be reached, leaving the order as it was', async () => {
    const member = await memberWithPoints(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    const paid = await payAtFake(fake, order.payment!);
    fake.failNext('getPayment', { status: 502, body: 'bad gateway' });
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(refusal(result, 'EXTERNAL_SERVICE_ERROR').message).toMatch(/결제사와 연결하지 못해/);
    expect((await orderState(api, order.id)).status).toBe('READY');
  });

  it('needs a signed-in member', async () => {
    refusal(await api.gql('mutation { payOrder(data: { orderId: 1, merchantUid: "x" }) { id } }'), 'UNAUTHENTICATED');
  });
});
