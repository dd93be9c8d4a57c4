// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PayMethod } from '../../domain/enums';
import { refusal } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, expectRefusalKeepsOrder, orderSnapshot, type OrderFixture, startOrdersApi, type OrdersApi } from '../support/orders';

const CANCEL = operationDocument('CancelOrderProduct');
const PREVIEW = operationDocument('CancelPreview');

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let stranger: TestMember;
let hoodie: CartProduct;

function cancel(member: TestMember | null, orderProductId: number, cancelReason = '단순 변심으로 취소해요.') {
  return api.gql(CANCEL, { data: { orderProductId, cancelReason } }, member ? { token: member.token } : {});
}

function preview(member: TestMember, orderProductId: number) {
  return api.gql(PREVIEW, { orderProductId }, { token: member.token });
}

/** Places the order, runs `attempt` on its first line and checks the refusal changed nothing at all. */
async function expectRefusalChangesNothing(
  fixture: Omit<OrderFixture, 'lines'> & { lines?: OrderFixture['lines'] },
  attempt: (lineId: number) => Promise<Awaited<ReturnType<typeof cancel>>>,
  code: string,
) {
  const placed = await createOrder(api, buyer.user.id, { lines: [{ product: hoodie.product }, { product: hoodie.product }], ...fixture }, fake);
  const refundsBefore = fake.cancellations.length;
  const error = await expectRefusalKeepsOrder(api, placed.orderId, () => attempt(placed.lineIds[0]!), code);
  expect(fake.cancellations).toHaveLength(refundsBefore);
  return { error, placed };
}

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  stranger = await createMember(em);
  hoodie = await createCartProduct(em, { name: '기모 후드', deliveryTemplateId: DeliveryTemplateId.PAY, count: 200 });
});
afterAll(() => orders?.close());

describe('cancelOrderProduct refuses', () => {
  it.each([
    [OrderProductStatus.PREPARING, '상품 준비가 시작되어 취소할 수 없어요. 고객센터로 문의해 주세요.'],
    [OrderProductStatus.DELIVERING, '배송이 시작되어 취소할 수 없어요. 고객센터로 문의해 주세요.'],
    [OrderProductStatus.COMPLETED, '배송이 완료되어 취소할 수 없어요. 고객센터로 문의해 주세요.'],
  ])('a %s line with a Korean sentence saying why, and changes nothing', async (lineStatus, sentence) => {
    const { error, placed } = await expectRefusalChangesNothing({ lineStatus }, (lineId) => cancel(buyer, lineId), 'INVALID_STATE');
    expect(error.message).toBe(`'기모 후드' 상품은 ${sentence}`);
    expect(refusal(await preview(buyer, placed.lineIds[0]!), 'INVALID_STATE').message).toBe(error.message);
  });

  it('a line that is already cancelled', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product: hoodie.product }, { product: hoodie.product }] }, fake);
    expect((await cancel(buyer, placed.lineIds[0]!)).errors).toBeUndefined();
    const before = await orderSnapshot(api, placed.orderId);
    expect(refusal(await cancel(buyer, placed.lineIds[0]!), 'INVALID_STATE').message).toBe("'기모 후드' 상품은 이미 취소되었어요.");
    expect(await orderSnapshot(api, placed.orderId)).toEqual(before);
  });

  it.each([
    ['an empty reason', ''],
    ['a one-character reason', '네'],
    ['a reason of blanks', '     '],
    ['a reason over 200 characters', '가'.repeat(201)],
  ])('%s, naming the field', async (_case, reason) => {
    const { error } = await expectRefusalChangesNothing({}, (lineId) => cancel(buyer, lineId, reason), 'BAD_USER_INPUT');
    expect(error.message).toBe('취소 사유를 2~200자로 입력해 주세요.');
    expect(error.extensions?.field).toBe('cancelReason');
  });

  it('a paid virtual-account line until a refund account is registered', async () => {
    const { error, placed } = await expectRefusalChangesNothing(
      { payMethod: PayMethod.vbank },
      (lineId) => cancel(buyer, lineId),
      'INVALID_STATE',
    );
    expect(error.message).toContain('환불받을 계좌를 먼저 등록해 주세요');
    const shown = await preview(buyer, placed.lineIds[0]!);
    expect(shown.data).toMatchObject({ cancelPreview: { needsRefundAccount: true, refundPrice: 25_000 } });
  });

  it('part of an unpaid virtual-account order, whose deposit amount the bank has fixed', async () => {
    const { error } = await expectRefusalChangesNothing(
      { payMethod: PayMethod.vbank, paid: false },
      (lineId) => cancel(buyer, lineId),
      'INVALID_STATE',
    );
    expect(error.message).toContain('일부 상품만 취소할 수 없어요');
  });

  it('another member\'s line exactly like a missing one', async () => {
    const { error, placed } = await expectRefusalChangesNothing({}, (lineId) => cancel(stranger, lineId), 'NOT_FOUND');
    const missing = refusal(await cancel(stranger, placed.lineIds[1]! + 100_000), 'NOT_FOUND');
    expect(error.message).toBe(missing.message);
    expect(refusal(await preview(stranger, placed.lineIds[0]!), 'NOT_FOUND').message).toBe(missing.message);
  });

  it('an anonymous visitor, asking to sign in', async () => {
    await expectRefusalChangesNothing({}, (lineId) => cancel(null, lineId), 'UNAUTHENTICATED');
  });
});
