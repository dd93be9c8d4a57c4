// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createCartProduct, DeliveryTemplateId, type CartProduct } from '../support/cart-fixtures';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, expectRefusalKeepsOrder, type PlacedOrder, startOrdersApi, type OrdersApi } from '../support/orders';

const UPDATE_OPTIONS = operationDocument('UpdateOrderProductOptions');

let orders: OrdersApi;
let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let stranger: TestMember;
/** 사이즈 옵션1..4: 옵션1 and 옵션2 cost the same, 옵션3 costs 2,000 more, 옵션4 has one left. */
let jacket: CartProduct;
let other: CartProduct;

interface LineData {
  id: number;
  productOptionDetailId: number | null;
  productOptionId0: number | null;
  productOptionInput0: string | null;
  optionText: string;
  salePrice: number;
  paidPrice: number;
}

function changeOptions(member: TestMember, data: Record<string, unknown>) {
  return api.gql<{ updateOrderProductOptions: LineData }>(UPDATE_OPTIONS, { data }, { token: member.token });
}

async function stockOf(detailId: number): Promise<number> {
  const [row] = await sql<{ count: number }>(api, 'select count from product_option_detail where id = ?', [detailId]);
  return row!.count;
}

function orderJacket(member: TestMember = buyer, count = 1, extra: { lineStatus?: OrderProductStatus } = {}): Promise<PlacedOrder> {
  return createOrder(api, member.user.id, { lines: [{ product: jacket.product, detailId: jacket.detailIds[0], count, inputs: ['HGD'] }], ...extra }, fake);
}

/** Runs `attempt` on a fresh order's line and checks the refusal changed nothing. */
async function refusedChange(data: Record<string, unknown>, code: string, placed?: PlacedOrder, member = buyer) {
  const order = placed ?? (await orderJacket());
  return expectRefusalKeepsOrder(api, order.orderId, () => changeOptions(member, { orderProductId: order.lineIds[0], ...data }), code);
}

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  stranger = await createMember(em);
  jacket = await createCartProduct(em, {
    name: '바시티 재킷',
    deliveryTemplateId: DeliveryTemplateId.PAY,
    options: [{ stock: 50 }, { stock: 50 }, { stock: 50, extra: 2_000 }, { stock: 1 }],
    inputs: ['이니셜'],
  });
  other = await createCartProduct(em, { options: [{ stock: 50 }] });
});
afterAll(() => orders?.close());

describe('updateOrderProductOptions', () => {
  it('moves the line to another combination of the same price, moving the stock with it', async () => {
    const placed = await orderJacket(buyer, 2);
    const [from, to] = [jacket.detailIds[0]!, jacket.detailIds[1]!];
    const [fromBefore, toBefore] = [await stockOf(from), await stockOf(to)];
    const result = await changeOptions(buyer, { orderProductId: placed.lineIds[0], productOptionDetailId: to });
    expect(result.errors).toBeUndefined();
    const [axis] = await sql<{ id: number }>(api, 'select id from product_option where product_id = ?', [jacket.product.id]);
    expect(result.data!.updateOrderProductOptions).toMatchObject({
      productOptionDetailId: to,
      productOptionId0: axis!.id,
      optionText: '옵션2',
      productOptionInput0: 'HGD',
      salePrice: 25_000,
      paidPrice: 50_000,
    });
    expect([await stockOf(from), await stockOf(to)]).toEqual([fromBefore + 2, toBefore - 2]);
  });

  it('rewrites the free-text inputs, trimmed', async () => {
    const placed = await orderJacket();
    const result = await changeOptions(buyer, { orderProductId: placed.lineIds[0], productOptionInputs: ['  KIM  '] });
    expect(result.data!.updateOrderProductOptions).toMatchObject({ productOptionInput0: 'KIM', productOptionDetailId: jacket.detailIds[0] });
  });

  it('refuses a combination with another price', async () => {
    const error = await refusedChange({ productOptionDetailId: jacket.detailIds[2] }, 'BAD_USER_INPUT');
    expect(error.message).toContain('가격이 같은 옵션으로만 바꿀 수 있어요');
    expect(error.extensions?.field).toBe('productOptionDetailId');
  });

  it('refuses a combination without enough stock, naming it', async () => {
    const placed = await orderJacket(buyer, 2);
    const error = await refusedChange({ productOptionDetailId: jacket.detailIds[3] }, 'OUT_OF_STOCK', placed);
    expect(error.message).toBe("'바시티 재킷 (옵션4)' 옵션은 재고가 부족해요. 다른 옵션을 선택해 주세요.");
  });

  it('refuses a combination of another product', async () => {
    const error = await refusedChange({ productOptionDetailId: other.detailIds[0] }, 'BAD_USER_INPUT');
    expect(error.message).toBe('선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.');
  });

  it.each([
    ['an empty input', ['']],
    ['an input over 20 characters', ['가'.repeat(21)]],
  ])('refuses %s', async (_case, productOptionInputs) => {
    const error = await refusedChange({ productOptionInputs }, 'BAD_USER_INPUT');
    expect(error.message).toBe('입력 옵션은 1~20자로 입력해 주세요.');
  });

  it('refuses inputs that do not match the product\'s fields', async () => {
    const error = await refusedChange({ productOptionInputs: ['KIM', 'LEE'] }, 'BAD_USER_INPUT');
    expect(error.message).toBe('이니셜을(를) 모두 입력해 주세요.');
  });

  it('refuses a request that changes nothing', async () => {
    await refusedChange({}, 'BAD_USER_INPUT');
  });

  it('refuses a line staff started preparing', async () => {
    const placed = await orderJacket(buyer, 1, { lineStatus: OrderProductStatus.PREPARING });
    const error = await refusedChange({ productOptionDetailId: jacket.detailIds[1] }, 'INVALID_STATE', placed);
    expect(error.message).toBe("'바시티 재킷' 상품은 상품 준비가 시작되어 옵션을 바꿀 수 없어요. 고객센터로 문의해 주세요.");
  });

  it('answers NOT_FOUND for another member\'s line', async () => {
    const placed = await orderJacket();
    await refusedChange({ productOptionDetailId: jacket.detailIds[1] }, 'NOT_FOUND', placed, stranger);
  });

  it('gives the last unit of a combination to exactly one of two lines switching at once', async () => {
    const em = api.orm.em.fork();
    const scarce = await createCartProduct(em, { options: [{ stock: 10 }, { stock: 1 }] });
    const orders = await Promise.all(
      [buyer, stranger].map((member) =>
        createOrder(api, member.user.id, { lines: [{ product: scarce.product, detailId: scarce.detailIds[0] }] }, fake),
      ),
    );
    const results = await Promise.all(
      orders.map((placed, index) =>
        changeOptions(index === 0 ? buyer : stranger, { orderProductId: placed.lineIds[0], productOptionDetailId: scarce.detailIds[1] }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    refusal(results.find((result) => result.errors)!, 'OUT_OF_STOCK');
    expect([await stockOf(scarce.detailIds[0]!), await stockOf(scarce.detailIds[1]!)]).toEqual([9, 0]);
  });
});
