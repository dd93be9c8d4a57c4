// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { refusal } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import {
  addLine,
  CART_OPERATIONS,
  cartRows,
  createCartProduct,
  DeliveryTemplateId,
  type CartLineData,
  type CreateCartData,
} from '../support/cart-fixtures';

let api: TestApi;
let member: TestMember;

/** `token` null: an anonymous visitor. */
const create = (data: CreateCartData, token: string | null = member.token) =>
  api.gql<{ createCart: CartLineData }>(CART_OPERATIONS.create, { data }, token ? { token } : {});

const em = () => api.orm.em.fork();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApi();
  member = await createMember(em());
});
afterAll(() => api?.close());

/** Expects the refusal, then that the member's cart rows are exactly as before. */
async function expectRefused(data: CreateCartData, code: string, message: string | RegExp, who: TestMember = member) {
  const before = await cartRows(api, who.user.id);
  const result = await create(data, who.token);
  const error = refusal(result, code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  expect(await cartRows(api, who.user.id)).toEqual(before);
  return error;
}

describe('createCart adds lines', () => {
  it('adds a product without options as a selected line with its unit prices and no problem', async () => {
    const { product } = await createCartProduct(em(), { price: 30_000, salePrice: 25_000, count: 5, deliveryTemplateId: DeliveryTemplateId.PAY });
    const line = await addLine(api, member.token, { productId: product.id, count: 2 });
    expect(line).toMatchObject({
      userId: member.user.id,
      productId: product.id,
      productOptionDetailId: null,
      deliveryTemplateId: DeliveryTemplateId.PAY,
      count: 2,
      selected: true,
      unitPrice: 30_000,
      unitSalePrice: 25_000,
      problem: null,
      product: { id: product.id, name: product.name },
    });
    const rows = await cartRows(api, member.user.id);
    expect(rows.filter((row) => row.product_id === product.id)).toEqual([
      expect.objectContaining({ id: line.id, count: 2, selected: true, product_option_detail_id: null }),
    ]);
  });

  it('adds a combination with its extra price and the trimmed inputs in slot order', async () => {
    const { product, detailIds } = await createCartProduct(em(), {
      price: 89_000,
      salePrice: 79_000,
      options: [{ stock: 5 }, { stock: 5, extra: 3_000 }],
      inputs: ['이니셜', '학번'],
    });
    const line = await addLine(api, member.token, {
      productId: product.id,
      productOptionDetailId: detailIds[1],
      productOptionInputs: ['  KHS ', '20241234'],
      count: 1,
    });
    expect(line).toMatchObject({
      productOptionDetailId: detailIds[1],
      productOptionInput0: 'KHS',
      productOptionInput1: '20241234',
      unitPrice: 92_000,
      unitSalePrice: 82_000,
      problem: null,
    });
    expect(line.productOptionId0).toEqual(expect.any(Number));
  });

  it('accepts an input of exactly 20 characters', async () => {
    const { product } = await createCartProduct(em(), { inputs: ['이니셜'] });
    const line = await addLine(api, member.token, { productId: product.id, productOptionInputs: ['가'.repeat(20)], count: 1 });
    expect(line.productOptionInput0).toBe('가'.repeat(20));
  });

  it('lets a member see and add a product hidden from normal members at their level', async () => {
    const hiddenMember = await createMember(em(), { authority: AUTHORITY.HIDDEN });
    const { product } = await createCartProduct(em(), { productVisible: AUTHORITY.HIDDEN });
    const line = await addLine(api, hiddenMember.token, { productId: product.id, count: 1 });
    expect(line.problem).toBeNull();
  });
});

describe('createCart merges an identical line', () => {
  it('raises the count of the same product, combination and inputs instead of adding a line', async () => {
    const shopper = await createMember(em());
    const { product, detailIds } = await createCartProduct(em(), { options: [{ stock: 10 }], inputs: ['이니셜'] });
    const data = { productId: product.id, productOptionDetailId: detailIds[0], productOptionInputs: ['KHS'], count: 2 };
    const first = await addLine(api, shopper.token, data);
    const second = await addLine(api, shopper.token, { ...data, productOptionInputs: [' KHS '], count: 3 });
    expect(second.id).toBe(first.id);
    expect(second.count).toBe(5);
    expect(await cartRows(api, shopper.user.id)).toEqual([expect.objectContaining({ id: first.id, count: 5 })]);
  });

  it('selects a deselected line again when the same thing is added', async () => {
    const shopper = await createMember(em());
    const { product } = await createCartProduct(em(), { count: 10 });
    const first = await addLine(api, shopper.token, { productId: product.id, count: 1 });
    await api.gql(CART_OPERATIONS.toggle, { data: { id: first.id, selected: false } }, { token: shopper.token });
    const again = await addLine(api, shopper.token, { productId: product.id, count: 1 });
    expect(again).toMatchObject({ id: first.id, count: 2, selected: true });
  });

  it('keeps different inputs or combinations on separate lines', async () => {
    const shopper = await createMember(em());
    const { product, detailIds } = await createCartProduct(em(), { options: [{ stock: 10 }, { stock: 10 }], inputs: ['이니셜'] });
    await addLine(api, shopper.token, { productId: product.id, productOptionDetailId: detailIds[0], productOptionInputs: ['KHS'], count: 1 });
    await addLine(api, shopper.token, { productId: product.id, productOptionDetailId: detailIds[0], productOptionInputs: ['LJY'], count: 1 });
    await addLine(api, shopper.token, { productId: product.id, productOptionDetailId: detailIds[1], productOptionInputs: ['KHS'], count: 1 });
    expect(await cartRows(api, shopper.user.id)).toHaveLength(3);
  });
});

describe('createCart refuses, changing nothing', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const { product } = await createCartProduct(em());
    const result = await create({ productId: product.id, count: 1 }, null);
    expect(refusal(result, 'UNAUTHENTICATED').message).toBe('로그인이 필요해요.');
  });

  it('answers NOT_FOUND for a product the member may not see or that does not exist', async () => {
    const { product } = await createCartProduct(em(), { productVisible: AUTHORITY.ADMIN });
    const message = '상품을 찾을 수 없어요. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.';
    await expectRefused({ productId: product.id, count: 1 }, 'NOT_FOUND', message);
    await expectRefused({ productId: 987_654, count: 1 }, 'NOT_FOUND', message);
  });

  it('refuses a product whose sale has not started or has ended, naming it', async () => {
    const soon = await createCartProduct(em(), { name: '2027 과잠', saleStartedAt: new Date(Date.now() + DAY) });
    await expectRefused({ productId: soon.product.id, count: 1 }, 'NOT_PURCHASABLE', "'2027 과잠' 상품은 아직 판매 기간이 아니에요.");
    const over = await createCartProduct(em(), { name: '2025 과잠', saleEndedAt: new Date(Date.now() - DAY) });
    await expectRefused({ productId: over.product.id, count: 1 }, 'NOT_PURCHASABLE', "'2025 과잠' 상품은 판매 기간이 끝났어요.");
  });

  it('asks for an option when the product sells combinations', async () => {
    const { product } = await createCartProduct(em(), { options: [{ stock: 3 }] });
    const error = await expectRefused({ productId: product.id, count: 1 }, 'BAD_USER_INPUT', '옵션을 선택해 주세요.');
    expect(error.extensions?.field).toBe('productOptionDetailId');
  });

  it("refuses another product's combination, and a combination for a product without any", async () => {
    const withOptions = await createCartProduct(em(), { options: [{ stock: 3 }] });
    const other = await createCartProduct(em(), { options: [{ stock: 3 }] });
    const plain = await createCartProduct(em());
    const message = '선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.';
    await expectRefused({ productId: withOptions.product.id, productOptionDetailId: other.detailIds[0], count: 1 }, 'BAD_USER_INPUT', message);
    await expectRefused({ productId: plain.product.id, productOptionDetailId: other.detailIds[0], count: 1 }, 'BAD_USER_INPUT', message);
  });

  it('requires every option input, 1-20 characters after trimming', async () => {
    const { product } = await createCartProduct(em(), { inputs: ['이니셜', '학번'] });
    await expectRefused({ productId: product.id, count: 1 }, 'BAD_USER_INPUT', '이니셜 항목을 입력해 주세요.');
    await expectRefused({ productId: product.id, productOptionInputs: ['KHS', '   '], count: 1 }, 'BAD_USER_INPUT', '학번 항목을 입력해 주세요.');
    await expectRefused(
      { productId: product.id, productOptionInputs: ['가'.repeat(21), '2024'], count: 1 },
      'BAD_USER_INPUT',
      '이니셜 항목은 20자 이내로 입력해 주세요.',
    );
    await expectRefused(
      { productId: product.id, productOptionInputs: ['KHS', '2024', '덤'], count: 1 },
      'BAD_USER_INPUT',
      '이 상품에 없는 입력 항목이 포함되어 있어요. 페이지를 새로고침한 뒤 다시 입력해 주세요.',
    );
  });

  it('refuses a count below 1 or above the per-line cap', async () => {
    const { product } = await createCartProduct(em(), { count: 5_000 });
    await expectRefused({ productId: product.id, count: 0 }, 'BAD_USER_INPUT', '수량은 1개 이상으로 입력해 주세요.');
    await expectRefused({ productId: product.id, count: 1_000 }, 'BAD_USER_INPUT', '한 상품은 장바구니에 999개까지 담을 수 있어요.');
  });

  it('refuses more than the stock, and a sold-out product, naming it', async () => {
    const { product } = await createCartProduct(em(), { name: '로고 후드티', count: 3 });
    const error = await expectRefused(
      { productId: product.id, count: 4 },
      'OUT_OF_STOCK',
      "'로고 후드티' 상품의 재고가 부족해요. 지금 3개까지 주문할 수 있어요.",
    );
    expect(error.extensions?.stock).toBe(3);
    const soldOut = await createCartProduct(em(), { name: '텀블러', options: [{ stock: 0 }] });
    await expectRefused(
      { productId: soldOut.product.id, productOptionDetailId: soldOut.detailIds[0], count: 1 },
      'OUT_OF_STOCK',
      "'텀블러' 상품이 품절되었어요.",
    );
  });

  it('refuses a merge that would pass the stock, saying how many are already in the cart', async () => {
    const { product } = await createCartProduct(em(), { name: '에코백', count: 5 });
    await addLine(api, member.token, { productId: product.id, count: 4 });
    await expectRefused(
      { productId: product.id, count: 2 },
      'OUT_OF_STOCK',
      "'에코백' 상품의 재고가 부족해요. 장바구니에 이미 4개가 담겨 있어 1개까지 더 담을 수 있어요.",
    );
  });

  it('refuses a merge that would pass the per-line cap', async () => {
    const { product } = await createCartProduct(em(), { count: 5_000 });
    await addLine(api, member.token, { productId: product.id, count: 990 });
    await expectRefused(
      { productId: product.id, count: 10 },
      'BAD_USER_INPUT',
      '한 상품은 장바구니에 999개까지 담을 수 있어요. 이미 990개가 담겨 있어 9개까지 더 담을 수 있어요.',
    );
  });

  it('refuses a 51st line but still merges into a line already there', async () => {
    const shopper = await createMember(em());
    const { product } = await createCartProduct(em(), { inputs: ['이니셜'], count: 999 });
    for (let index = 0; index < 50; index += 1) {
      await addLine(api, shopper.token, { productId: product.id, productOptionInputs: [`N${index}`], count: 1 });
    }
    await expectRefused(
      { productId: product.id, productOptionInputs: ['NEW'], count: 1 },
      'INVALID_STATE',
      '장바구니에는 상품을 50개까지 담을 수 있어요. 담긴 상품을 정리한 뒤 다시 담아 주세요.',
      shopper,
    );
    const merged = await addLine(api, shopper.token, { productId: product.id, productOptionInputs: ['N7'], count: 1 });
    expect(merged.count).toBe(2);
  });
});
