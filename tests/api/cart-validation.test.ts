// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { loadOrderableCarts } from '../../backend/src/modules/cart/cart-validation';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { ProductOptionInput } from '../../backend/src/modules/catalog/product-option-input.entity';
import { refusal } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import {
  addLine,
  CART_OPERATIONS,
  cartRows,
  createCartProduct,
  DeliveryTemplateId,
  readCart,
  type CartProductFixture,
} from '../support/cart-fixtures';

let api: TestApi;
let member: TestMember;

const em = () => api.orm.em.fork();
const sql = (query: string, params: unknown[]) => em().getConnection().execute(query, params);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApi();
  member = await createMember(em());
});
afterAll(() => api?.close());

const validate = (ids: number[], token = member.token) =>
  api.gql<{ validateCartToOrder: boolean }>(CART_OPERATIONS.validate, { ids }, { token });

async function line(name: string, count = 1, fixture: CartProductFixture = {}) {
  const { product, detailIds } = await createCartProduct(em(), { name, count: 10, ...fixture });
  const added = await addLine(api, member.token, {
    productId: product.id,
    productOptionDetailId: fixture.options ? detailIds[0] : null,
    productOptionInputs: fixture.inputs?.map(() => 'KHS') ?? null,
    count,
  });
  return { product, line: added };
}

async function problemOf(lineId: number): Promise<string | null> {
  const cart = await readCart(api, member.token);
  return cart.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts).find((cart) => cart.id === lineId)!.problem;
}

/** The line shows `problem` on the cart page and validateCartToOrder refuses it with `code` and `message`. */
async function expectBlocked(lineId: number, problem: string, code: string, message: string) {
  expect(await problemOf(lineId)).toBe(problem);
  const before = await cartRows(api, member.user.id);
  expect(refusal(await validate([lineId]), code).message).toBe(message);
  expect(await cartRows(api, member.user.id)).toEqual(before);
}

describe('validateCartToOrder', () => {
  it('answers true for lines that can be ordered now', async () => {
    const a = await line('로고 반팔티', 2, { options: [{ stock: 3, extra: 500 }], inputs: ['이니셜'] });
    const b = await line('에코백', 1);
    const { data, errors } = await validate([a.line.id, b.line.id]);
    expect(errors).toBeUndefined();
    expect(data!.validateCartToOrder).toBe(true);
  });

  it('refuses a line whose product sold out, naming it', async () => {
    const { product, line: added } = await line('텀블러');
    await sql('update product set count = 0 where id = ?', [product.id]);
    await expectBlocked(added.id, '품절되었어요.', 'OUT_OF_STOCK', "'텀블러' 상품이 품절되었어요.");
  });

  it('refuses a line above the stock left, saying how many can be ordered', async () => {
    const { product, line: added } = await line('볼캡', 5, { options: [{ stock: 8 }] });
    await sql('update product_option_detail set count = 2 where product_id = ?', [product.id]);
    await expectBlocked(
      added.id,
      '재고가 2개 남았어요. 수량을 줄여 주세요.',
      'OUT_OF_STOCK',
      "'볼캡' 상품의 재고가 부족해요. 지금 2개까지 주문할 수 있어요.",
    );
  });

  it('refuses a line whose sale ended, has not started, or that was hidden since', async () => {
    const ended = await line('2025 과잠');
    await sql('update product set sale_ended_at = ? where id = ?', [new Date(Date.now() - DAY), ended.product.id]);
    await expectBlocked(ended.line.id, '판매 기간이 끝났어요.', 'NOT_PURCHASABLE', "'2025 과잠' 상품은 판매 기간이 끝났어요.");

    const later = await line('2027 과잠');
    await sql('update product set sale_started_at = ? where id = ?', [new Date(Date.now() + DAY), later.product.id]);
    await expectBlocked(later.line.id, '아직 판매 기간이 아니에요.', 'NOT_PURCHASABLE', "'2027 과잠' 상품은 아직 판매 기간이 아니에요.");

    const hidden = await line('스태프 티');
    await sql('update product set product_visible = ? where id = ?', [AUTHORITY.ADMIN, hidden.product.id]);
    await expectBlocked(hidden.line.id, '판매가 종료된 상품이에요.', 'NOT_PURCHASABLE', "'스태프 티' 상품은 판매가 종료되었어요.");
  });

  it('refuses a line missing an option input the product asks for now', async () => {
    const { product, line: added } = await line('과 맨투맨');
    const manager = em();
    manager.create(ProductOptionInput, { product: product.id, key: '학번', position: 0 });
    await manager.flush();
    await expectBlocked(added.id, '학번 항목을 입력해 주세요.', 'BAD_USER_INPUT', "'과 맨투맨' 상품의 학번 항목을 입력해 주세요.");
  });

  it('refuses a line without a combination once the product sells combinations', async () => {
    const { product, line: added } = await line('키링');
    const manager = em();
    manager.create(ProductOptionDetail, { product: product.id, option0: '블루', price: 0, count: 5 });
    await manager.flush();
    await expectBlocked(
      added.id,
      '옵션 구성이 바뀌었어요. 삭제한 뒤 옵션을 골라 다시 담아 주세요.',
      'NOT_PURCHASABLE',
      "'키링' 상품은 옵션 구성이 바뀌었어요. 장바구니에서 삭제한 뒤 옵션을 골라 다시 담아 주세요.",
    );
  });

  it('counts lines of the same stock together: two names on one size cannot outrun it', async () => {
    const { product, detailIds } = await createCartProduct(em(), { name: '과잠', options: [{ stock: 5 }], inputs: ['이니셜'] });
    const base = { productId: product.id, productOptionDetailId: detailIds[0] };
    const mine = await addLine(api, member.token, { ...base, productOptionInputs: ['KHS'], count: 3 });
    const friends = await addLine(api, member.token, { ...base, productOptionInputs: ['LJY'], count: 3 });
    expect([mine.problem, friends.problem]).toEqual([null, null]);
    expect(refusal(await validate([mine.id, friends.id]), 'OUT_OF_STOCK').message).toBe(
      "'과잠' 상품의 재고가 부족해요. 지금 5개까지 주문할 수 있어요.",
    );
    expect((await validate([mine.id])).data!.validateCartToOrder).toBe(true);
  });

  it('refuses by the first rule broken in the order of docs/product-rules.md#cart-and-delivery-fees, whatever the order of the lines', async () => {
    const missingInput = await line('이니셜 없는 과잠');
    const manager = em();
    manager.create(ProductOptionInput, { product: missingInput.product.id, key: '이니셜', position: 0 });
    await manager.flush();
    const short = await line('부족한 후드', 3);
    await sql('update product set count = 1 where id = ?', [short.product.id]);
    const ended = await line('끝난 조끼');
    await sql('update product set sale_ended_at = ? where id = ?', [new Date(Date.now() - DAY), ended.product.id]);

    const ids = [missingInput.line.id, short.line.id, ended.line.id];
    expect(refusal(await validate(ids), 'NOT_PURCHASABLE').message).toBe("'끝난 조끼' 상품은 판매 기간이 끝났어요.");
    expect(refusal(await validate(ids.slice(0, 2)), 'OUT_OF_STOCK').message).toMatch(/^'부족한 후드' 상품의 재고가 부족해요/);
    expect(refusal(await validate(ids.slice(0, 1)), 'BAD_USER_INPUT').message).toBe("'이니셜 없는 과잠' 상품의 이니셜 항목을 입력해 주세요.");
  });

  it('refuses an empty selection and an id that is not in the cart', async () => {
    expect(refusal(await validate([]), 'BAD_USER_INPUT').message).toBe('주문할 상품을 선택해 주세요.');
    const { line: added } = await line('양말');
    expect(refusal(await validate([added.id, 99_999_999]), 'NOT_FOUND').message).toBe(
      '장바구니에서 상품을 찾을 수 없어요. 새로고침한 뒤 다시 시도해 주세요.',
    );
  });
});

describe('loadOrderableCarts (placeOrder reuses it)', () => {
  it("hands back the lines in the order asked, loaded, under their product's current delivery template", async () => {
    const a = await line('첫 상품', 1, { deliveryTemplateId: DeliveryTemplateId.PAY, options: [{ stock: 4 }] });
    const b = await line('둘째 상품', 2);
    await sql('update product set delivery_template_id = ? where id = ?', [DeliveryTemplateId.PER_FIVE, b.product.id]);
    const lines = await em().transactional((tx) =>
      loadOrderableCarts(tx, { userId: member.user.id, cartIds: [b.line.id, a.line.id, b.line.id], now: new Date() }),
    );
    expect(lines.map((cart) => cart.id)).toEqual([b.line.id, a.line.id]);
    expect(lines.map((cart) => cart.deliveryTemplate.id)).toEqual([DeliveryTemplateId.PER_FIVE, DeliveryTemplateId.PAY]);
    expect(lines[1]!.productOptionDetail?.count).toBe(4);
    expect(lines[0]!.product.name).toBe('둘째 상품');
  });

  it("refuses another member's line as NOT_FOUND, for placeOrder too", async () => {
    const stranger = await createMember(em());
    const { line: added } = await line('남의 상품');
    await expect(
      em().transactional((tx) => loadOrderableCarts(tx, { userId: stranger.user.id, cartIds: [added.id], now: new Date() })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
