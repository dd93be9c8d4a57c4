// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PayMethod } from '../../domain/enums';
import { sql } from '../support/accounts';
import type { GqlResponse, TestApi } from '../support/api';
import { createCartProduct, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, expectRefusalKeepsOrder, type OrderFixture, type PlacedOrder, startOrdersApi, type OrdersApi } from '../support/orders';

const UPDATE_DELIVERY = operationDocument('UpdateOrderDelivery');
const UPDATE_REFUND = operationDocument('UpdateRefundAccount');

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let stranger: TestMember;
let sticker: CartProduct;

const newAddress = {
  name: '  최새집 ',
  postCode: '06236',
  address: '서울특별시 강남구 테헤란로 152',
  detailAddress: '12층',
  tel: '010-2345-6789',
  note: '문 앞에 놓아 주세요.',
};

const refundAccount = { refundBankCode: '004', refundAccount: '123-45-678901', refundHolder: '김한빛' };

function place(fixture: Partial<OrderFixture> = {}, member = buyer): Promise<PlacedOrder> {
  return createOrder(api, member.user.id, { lines: [{ product: sticker.product }, { product: sticker.product }], ...fixture }, fake);
}

/** `attempt` is refused with `code` and the order is exactly as before. */
const expectUnchanged = (placed: PlacedOrder, attempt: () => Promise<GqlResponse<unknown>>, code: string) =>
  expectRefusalKeepsOrder(api, placed.orderId, attempt, code);

const updateDelivery = (placed: PlacedOrder, delivery: Record<string, unknown>, member = buyer) =>
  api.gql<{ updateOrderDelivery: { id: number; orderDelivery: Record<string, unknown> } }>(
    UPDATE_DELIVERY,
    { data: { orderId: placed.orderId, delivery } },
    { token: member.token },
  );

const updateRefund = (placed: PlacedOrder, account: Record<string, unknown>, member = buyer) =>
  api.gql<{ updateRefundAccount: Record<string, unknown> }>(
    UPDATE_REFUND,
    { data: { orderId: placed.orderId, ...account } },
    { token: member.token },
  );

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  stranger = await createMember(em);
  sticker = await createCartProduct(em, { name: '학과 스티커', count: 500 });
});
afterAll(() => orders?.close());

describe('updateOrderDelivery', () => {
  it('changes the order\'s address, with the phone number stored in E.164', async () => {
    const placed = await place();
    const result = await updateDelivery(placed, newAddress);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateOrderDelivery.orderDelivery).toMatchObject({
      name: '최새집',
      postCode: '06236',
      detailAddress: '12층',
      tel: '+821023456789',
      note: '문 앞에 놓아 주세요.',
    });
    expect(await sql(api, 'select 1 from user_delivery where user_id = ?', [buyer.user.id])).toHaveLength(0);
  });

  it('also saves the address as the member\'s default when asked', async () => {
    const placed = await place();
    expect((await updateDelivery(placed, { ...newAddress, saveAsDefault: true })).errors).toBeUndefined();
    const [saved] = await sql<{ post_code: string; tel: string }>(api, 'select post_code, tel from user_delivery where user_id = ?', [buyer.user.id]);
    expect(saved).toMatchObject({ post_code: '06236', tel: '+821023456789' });
  });

  it('refuses once staff started preparing a line', async () => {
    const placed = await place({ lineStatus: OrderProductStatus.PREPARING });
    const error = await expectUnchanged(placed, () => updateDelivery(placed, newAddress), 'INVALID_STATE');
    expect(error.message).toBe("'학과 스티커' 상품은 상품 준비가 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요.");
  });

  it('refuses a group-pickup order, which ships to its pickup point', async () => {
    const placed = await place({ groupPickup: true });
    const error = await expectUnchanged(placed, () => updateDelivery(placed, newAddress), 'INVALID_STATE');
    expect(error.message).toContain('단체 수령');
  });

  it('refuses an address with a malformed postal code, naming the field', async () => {
    const placed = await place();
    const error = await expectUnchanged(placed, () => updateDelivery(placed, { ...newAddress, postCode: '1234' }), 'BAD_USER_INPUT');
    expect(error.extensions?.field).toBe('delivery.postCode');
  });

  it('answers NOT_FOUND for another member\'s order', async () => {
    const placed = await place();
    await expectUnchanged(placed, () => updateDelivery(placed, newAddress, stranger), 'NOT_FOUND');
  });
});

describe('updateRefundAccount', () => {
  it('stores the bank, its name, the account digits and the holder of a virtual-account order', async () => {
    const placed = await place({ payMethod: PayMethod.vbank });
    const result = await updateRefund(placed, refundAccount);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateRefundAccount).toEqual({
      id: placed.orderId,
      refundBankCode: '004',
      refundBankName: 'KB국민은행',
      refundAccount: '12345678901',
      refundHolder: '김한빛',
    });
  });

  it.each([
    ['an unknown bank code', { refundBankCode: '999' }, 'refundBankCode'],
    ['an account of 9 digits', { refundAccount: '123-456-789' }, 'refundAccount'],
    ['an account with letters', { refundAccount: '12345-ABC-6789' }, 'refundAccount'],
    ['an account of 21 digits', { refundAccount: '1'.repeat(21) }, 'refundAccount'],
    ['a one-letter holder', { refundHolder: '김' }, 'refundHolder'],
    ['a holder over 20 characters', { refundHolder: '가'.repeat(21) }, 'refundHolder'],
  ])('refuses %s, naming the field', async (_case, change, field) => {
    const placed = await place({ payMethod: PayMethod.vbank });
    const error = await expectUnchanged(placed, () => updateRefund(placed, { ...refundAccount, ...change }), 'BAD_USER_INPUT');
    expect(error.extensions?.field).toBe(field);
  });

  it('refuses an order paid by card, which is refunded to the card', async () => {
    const placed = await place({ payMethod: PayMethod.card });
    const error = await expectUnchanged(placed, () => updateRefund(placed, refundAccount), 'INVALID_STATE');
    expect(error.message).toContain('가상계좌로 결제한 주문에만');
  });

  it('answers NOT_FOUND for another member\'s order', async () => {
    const placed = await place({ payMethod: PayMethod.vbank });
    await expectUnchanged(placed, () => updateRefund(placed, refundAccount, stranger), 'NOT_FOUND');
  });
});
