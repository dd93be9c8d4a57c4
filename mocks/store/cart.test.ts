// The cart as docs/product-rules.md#cart-and-delivery-fees describes it, through the operations the cart
// screens send. A new member starts with an empty cart, so each test builds exactly its lines.
import { beforeEach, describe, expect, it } from 'vitest';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import { DeliveryTemplateId } from '../scenarios/standard';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockApi } from '../schema';
import { sessionTokenFor } from './sessions';
import { dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const NEW_MEMBER = sessionTokenFor(3);
const LINE_GONE = '장바구니에서 상품을 찾을 수 없어요. 새로고침한 뒤 다시 시도해 주세요.';

interface Line {
  id: number;
  productId: number;
  count: number;
  selected: boolean;
  unitPrice: number;
  unitSalePrice: number;
  problem: string | null;
}
interface Group {
  deliveryTemplate: { id: number; deliveryType: string };
  carts: Line[];
  deliveryFee: number;
  subtotal: number;
  freeDeliveryRemaining: number | null;
}
interface Summary {
  cartsGroupedByDeliveryTemplate: Group[];
  totalPrice: number;
  discountFee: number;
  deliveryFee: number;
  payablePrice: number;
  count: number;
  selectedCount: number;
}

let api: MockApi;
let run: Run;
const product = (id: number): ScenarioProduct => productOf(api.db.catalogue, id);

async function add(productId: number, options: string[] = [], count = 1, inputs?: string[]): Promise<Line> {
  const detail = options.length ? detailOf(product(productId), options) : null;
  const result = await run<{ createCart: Line }>('CreateCart', {
    data: { productId, productOptionDetailId: detail?.id ?? null, count, productOptionInputs: inputs },
  });
  return dataOf(result).createCart;
}

async function cart(): Promise<Summary> {
  const { me } = dataOf(await run<{ me: { carts: Summary } }>('MyCart'));
  return me.carts;
}

const group = (summary: Summary, templateId: number) =>
  summary.cartsGroupedByDeliveryTemplate.find((row) => row.deliveryTemplate.id === templateId);

beforeEach(() => {
  api = frozenApi('new-member');
  run = runner(api, undefined, NEW_MEMBER);
});

describe('totals', () => {
  it('add up list prices, discounts and fees of the selected lines, options extra included', async () => {
    const tee = product(24); // BYQUANTITY per five
    const ecobag = product(30); // PAY
    const tee2xl = detailOf(tee, ['블랙', '2XL']);
    await add(24, ['블랙', '2XL'], 2);
    await add(30);

    const summary = await cart();

    const totalPrice = 2 * (tee.price + tee2xl.price) + ecobag.price;
    const discountFee = 2 * (tee.price - tee.salePrice) + (ecobag.price - ecobag.salePrice);
    const deliveryFee = 3000 + 3000;
    expect(summary).toMatchObject({
      totalPrice,
      discountFee,
      deliveryFee,
      payablePrice: totalPrice - discountFee + deliveryFee,
      count: 2,
      selectedCount: 2,
    });
  });

  it('deselecting a line takes it out of every total; selecting all brings it back', async () => {
    const tee = await add(24, ['그레이', 'M'], 1);
    const ecobag = await add(30);
    const both = await cart();

    await run('ToggleCart', { data: { id: ecobag.id } });
    const withoutBag = await cart();
    const bag = product(30);
    expect(withoutBag.totalPrice).toBe(both.totalPrice - bag.price);
    expect(withoutBag.discountFee).toBe(both.discountFee - (bag.price - bag.salePrice));
    expect(group(withoutBag, DeliveryTemplateId.PAY)).toMatchObject({ deliveryFee: 0, subtotal: 0 });
    expect(withoutBag).toMatchObject({ count: 2, selectedCount: 1, deliveryFee: 3000 });

    await run('ToggleCarts', { selected: false });
    expect(await cart()).toMatchObject({ totalPrice: 0, discountFee: 0, deliveryFee: 0, payablePrice: 0, selectedCount: 0 });

    await run('ToggleCarts', { selected: true });
    expect((await cart()).payablePrice).toBe(both.payablePrice);
    expect(tee.selected).toBe(true);
  });

  it('removing lines returns their ids and drops them from the cart and its totals', async () => {
    const tee = await add(24, ['그레이', 'M']);
    const ecobag = await add(30);
    const removed = dataOf(await run<{ removeCarts: number[] }>('RemoveCarts', { ids: [ecobag.id, ecobag.id] })).removeCarts;
    expect(removed).toEqual([ecobag.id]);
    const summary = await cart();
    expect(summary.cartsGroupedByDeliveryTemplate.flatMap((row) => row.carts.map((line) => line.id))).toEqual([tee.id]);
    expect(summary.totalPrice).toBe(product(24).price);
  });

  it('removes all or nothing: one id that is not the member’s line is NOT_FOUND and every line stays', async () => {
    const ecobag = await add(30);
    const before = JSON.stringify(api.db.state);
    for (const ids of [[ecobag.id, 999], [ecobag.id, 1]]) {
      expect(refusalOf(await run('RemoveCarts', { ids }))).toEqual({ code: 'NOT_FOUND', message: LINE_GONE });
    }
    expect(refusalOf(await run('RemoveCarts', { ids: [] }))).toEqual({ code: 'BAD_USER_INPUT', message: '삭제할 상품을 선택해 주세요.' });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('cartsCheckouted holds only the selected lines', async () => {
    await add(24, ['그레이', 'M']);
    const ecobag = await add(30);
    await run('ToggleCart', { data: { id: ecobag.id, selected: false } });
    const { cartsCheckouted } = dataOf(await run<{ cartsCheckouted: Summary }>('CartsCheckouted'));
    expect(cartsCheckouted.cartsGroupedByDeliveryTemplate.flatMap((row) => row.carts.map((line) => line.productId))).toEqual([24]);
    expect(cartsCheckouted.count).toBe(1);
  });
});

describe('delivery fee per template', () => {
  it('FREE costs nothing', async () => {
    await add(20, ['크림', 'M'], 3);
    expect(group(await cart(), DeliveryTemplateId.FREE)?.deliveryFee).toBe(0);
  });

  it('PAY charges its fee once for the whole group', async () => {
    await add(30, [], 2);
    await add(31, ['네이비'], 1);
    const summary = await cart();
    expect(group(summary, DeliveryTemplateId.PAY)?.deliveryFee).toBe(3000);
    expect(summary.deliveryFee).toBe(3000);
  });

  it('CONDITIONALFREE charges below 50,000 won, tells how much is missing, and is free once reached', async () => {
    const crewneck = product(16);
    await add(16, ['그레이', 'L']);
    const below = group(await cart(), DeliveryTemplateId.CONDITIONAL_FREE);
    expect(below).toMatchObject({ deliveryFee: 3000, subtotal: crewneck.salePrice, freeDeliveryRemaining: 50000 - crewneck.salePrice });

    await add(6, ['블랙', 'M']);
    const reached = group(await cart(), DeliveryTemplateId.CONDITIONAL_FREE);
    expect(reached).toMatchObject({ deliveryFee: 0, freeDeliveryRemaining: null, subtotal: crewneck.salePrice + product(6).salePrice });
  });

  it('BYQUANTITY per five charges one fee up to five items and two from the sixth', async () => {
    const tee = await add(24, ['블랙', 'L'], 5);
    expect(group(await cart(), DeliveryTemplateId.PER_FIVE)?.deliveryFee).toBe(3000);
    await add(34, ['230-250'], 1);
    expect(group(await cart(), DeliveryTemplateId.PER_FIVE)?.deliveryFee).toBe(6000);
    await run('UpdateCartCount', { data: { id: tee.id, count: 4 } });
    expect(group(await cart(), DeliveryTemplateId.PER_FIVE)?.deliveryFee).toBe(3000);
  });

  it('BYQUANTITY tiers charge the first tier up to 10 items, the second up to 30, the last above', async () => {
    const jacket = await add(1, ['네이비', 'M'], 10, ['KHB', '23학번']);
    expect(group(await cart(), DeliveryTemplateId.GROUP_TIERS)?.deliveryFee).toBe(3000);
    await run('UpdateCartCount', { data: { id: jacket.id, count: 11 } });
    expect(group(await cart(), DeliveryTemplateId.GROUP_TIERS)?.deliveryFee).toBe(5000);
    await run('UpdateCartCount', { data: { id: jacket.id, count: 31 } });
    expect(group(await cart(), DeliveryTemplateId.GROUP_TIERS)?.deliveryFee).toBe(8000);
  });
});

describe('createCart', () => {
  it('merges an identical product, option and inputs into one line and keeps different inputs apart', async () => {
    const first = await add(1, ['네이비', 'M'], 1, ['KHB', '23학번']);
    const again = await add(1, ['네이비', 'M'], 2, [' KHB ', '23학번']);
    const other = await add(1, ['네이비', 'M'], 1, ['LSY', '24학번']);
    expect(again.id).toBe(first.id);
    expect(again.count).toBe(3);
    expect(other.id).not.toBe(first.id);
    expect((await cart()).count).toBe(2);
  });

  // The same sentences as the real cart-input.ts / cart-rules.ts (tests/api/cart.test.ts asserts them there).
  it.each([
    ['without the option of a product that has options', { productId: 24, count: 1 }, 'BAD_USER_INPUT', '옵션을 선택해 주세요.'],
    [
      'with a combination of a product that sells none',
      { productId: 30, productOptionDetailId: 101, count: 1 },
      'BAD_USER_INPUT',
      '선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.',
    ],
    [
      'without the embroidery inputs',
      { productId: 1, productOptionDetailId: 101, count: 1, productOptionInputs: ['KHB'] },
      'BAD_USER_INPUT',
      '학번 항목을 입력해 주세요.',
    ],
    [
      'with an input longer than 20 characters',
      { productId: 1, productOptionDetailId: 101, count: 1, productOptionInputs: ['가'.repeat(21), '23학번'] },
      'BAD_USER_INPUT',
      '이니셜 항목은 20자 이내로 입력해 주세요.',
    ],
    [
      'with more inputs than the product takes',
      { productId: 1, productOptionDetailId: 101, count: 1, productOptionInputs: ['KHB', '23학번', '여분'] },
      'BAD_USER_INPUT',
      '이 상품에 없는 입력 항목이 포함되어 있어요. 페이지를 새로고침한 뒤 다시 입력해 주세요.',
    ],
    ['of no units', { productId: 30, count: 0 }, 'BAD_USER_INPUT', '수량은 1개 이상으로 입력해 주세요.'],
    ['of more than 999 units', { productId: 30, count: 1000 }, 'BAD_USER_INPUT', '한 상품은 장바구니에 999개까지 담을 수 있어요.'],
    ['of a sold-out product', { productId: 32, count: 1 }, 'OUT_OF_STOCK', "'한빛 스테인리스 텀블러' 상품이 품절되었어요."],
    ['more than the stock', { productId: 30, count: 121 }, 'OUT_OF_STOCK', "'한빛 캔버스 에코백' 상품의 재고가 부족해요. 지금 120개까지 주문할 수 있어요."],
    ['of a product whose sale ended', { productId: 12, productOptionDetailId: 1201, count: 1 }, 'NOT_PURCHASABLE', "'한빛 마스코트 후드티' 상품은 판매 기간이 끝났어요."],
    ['of a product whose sale has not started', { productId: 3, count: 1 }, 'NOT_PURCHASABLE', "'2026 디자인학과 과잠' 상품은 아직 판매 기간이 아니에요."],
    [
      'of a product the member may not see',
      { productId: 29, productOptionDetailId: 2901, count: 1 },
      'NOT_FOUND',
      '상품을 찾을 수 없어요. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.',
    ],
  ])('refuses a line %s and changes nothing', async (_case, data, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await run('CreateCart', { data }))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('refuses merging past the stock or 999 units, saying how many are already in the cart', async () => {
    await add(30, [], 100);
    expect(refusalOf(await run('CreateCart', { data: { productId: 30, count: 30 } }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: "'한빛 캔버스 에코백' 상품의 재고가 부족해요. 장바구니에 이미 100개가 담겨 있어 20개까지 더 담을 수 있어요.",
    });
    product(33).count = 5000;
    await add(33, [], 990);
    expect(refusalOf(await run('CreateCart', { data: { productId: 33, count: 10 } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '한 상품은 장바구니에 999개까지 담을 수 있어요. 이미 990개가 담겨 있어 9개까지 더 담을 수 있어요.',
    });
  });

  it('holds at most 50 lines; a 51st is INVALID_STATE while merging into a line still works', async () => {
    const keyring = await add(33);
    const stored = api.db.state.carts.find((row) => row.id === keyring.id);
    if (!stored) throw new Error('expected the key ring line');
    for (let index = 1; index < 50; index += 1) api.db.state.carts.push({ ...stored, id: 1000 + index, productOptionInput0: `#${index}` });
    expect(refusalOf(await run('CreateCart', { data: { productId: 30, count: 1 } }))).toEqual({
      code: 'INVALID_STATE',
      message: '장바구니에는 상품을 50개까지 담을 수 있어요. 담긴 상품을 정리한 뒤 다시 담아 주세요.',
    });
    expect((await add(33)).count).toBe(2);
  });
});

describe('validateCartToOrder', () => {
  it('accepts the viewer’s orderable lines', async () => {
    const tee = await add(24, ['그레이', 'M']);
    expect(dataOf(await run('ValidateCartToOrder', { ids: [tee.id] }))).toEqual({ validateCartToOrder: true });
  });

  it('answers another member’s line and a missing one alike: NOT_FOUND, as the real cart does', async () => {
    for (const ids of [[1], [999]]) {
      expect(refusalOf(await run('ValidateCartToOrder', { ids }))).toEqual({ code: 'NOT_FOUND', message: LINE_GONE });
    }
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [] }))).toEqual({ code: 'BAD_USER_INPUT', message: '주문할 상품을 선택해 주세요.' });
  });

  it('refuses a line whose stock ran out after it was added, and shows why on the line', async () => {
    const bag = await add(30, [], 3);
    product(30).count = 2;
    const refusal = refusalOf(await run('ValidateCartToOrder', { ids: [bag.id] }));
    expect(refusal).toEqual({ code: 'OUT_OF_STOCK', message: "'한빛 캔버스 에코백' 상품의 재고가 부족해요. 지금 2개까지 주문할 수 있어요." });
    const line = (await cart()).cartsGroupedByDeliveryTemplate[0]?.carts[0];
    expect(line?.problem).toBe('재고가 2개 남았어요. 수량을 줄여 주세요.');
  });

  it('counts lines of one product against one stock', async () => {
    const first = await add(1, ['네이비', 'M'], 2, ['KHB', '23학번']);
    const second = await add(1, ['네이비', 'M'], 2, ['LSY', '24학번']);
    detailOf(product(1), ['네이비', 'M']).count = 3;
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [first.id, second.id] }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: "'2026 경영학과 과잠' 상품의 재고가 부족해요. 지금 3개까지 주문할 수 있어요.",
    });
    expect(dataOf(await run('ValidateCartToOrder', { ids: [first.id] }))).toEqual({ validateCartToOrder: true });
  });

  it('names the first rule broken across the lines, whichever line breaks it', async () => {
    const jacket = await add(1, ['네이비', 'M'], 1, ['KHB', '23학번']);
    const bag = await add(30);
    const stored = api.db.state.carts.find((row) => row.id === jacket.id);
    if (stored) stored.productOptionInput1 = null;
    product(30).count = 0;
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [jacket.id, bag.id] }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: "'한빛 캔버스 에코백' 상품이 품절되었어요.",
    });
  });

  it('refuses a line whose sale window closed after it was added, naming the product', async () => {
    const jacket = await add(1, ['네이비', 'M'], 1, ['KHB', '23학번']);
    product(1).saleEndedAt = new Date(Date.parse(api.scenario.now) - 1000).toISOString();
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [jacket.id] }))).toEqual({
      code: 'NOT_PURCHASABLE',
      message: "'2026 경영학과 과잠' 상품은 판매 기간이 끝났어요.",
    });
  });

  it('refuses a line missing an option input, naming the product and the input, and shows it on the line', async () => {
    const jacket = await add(1, ['네이비', 'M'], 1, ['KHB', '23학번']);
    const stored = api.db.state.carts.find((row) => row.id === jacket.id);
    if (stored) stored.productOptionInput1 = null;
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [jacket.id] }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "'2026 경영학과 과잠' 상품의 학번 항목을 입력해 주세요.",
    });
    expect((await cart()).cartsGroupedByDeliveryTemplate[0]?.carts[0]?.problem).toBe('학번 항목을 입력해 주세요.');
  });

  it('refuses a line of a product that sells combinations since it was added', async () => {
    const bag = await add(30);
    const tee = product(24);
    const stored = api.db.state.carts.find((row) => row.id === bag.id);
    if (stored) stored.productId = tee.id;
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [bag.id] }))).toEqual({
      code: 'NOT_PURCHASABLE',
      message: `'${tee.name}' 상품은 옵션 구성이 바뀌었어요. 장바구니에서 삭제한 뒤 옵션을 골라 다시 담아 주세요.`,
    });
    expect((await cart()).cartsGroupedByDeliveryTemplate[0]?.carts[0]?.problem).toBe(
      '옵션 구성이 바뀌었어요. 삭제한 뒤 옵션을 골라 다시 담아 주세요.',
    );
  });

  it('asks an anonymous visitor to log in', async () => {
    expect(refusalOf(await run('ValidateCartToOrder', { ids: [1] }, null)).code).toBe('UNAUTHENTICATED');
  });
});

describe('updateCartCount', () => {
  it('changes the count and the totals, and refuses more than the stock without changing anything', async () => {
    const bag = await add(30);
    await run('UpdateCartCount', { data: { id: bag.id, count: 3 } });
    expect((await cart()).totalPrice).toBe(3 * product(30).price);
    const refusal = refusalOf(await run('UpdateCartCount', { data: { id: bag.id, count: 500 } }));
    expect(refusal).toEqual({ code: 'OUT_OF_STOCK', message: "'한빛 캔버스 에코백' 상품의 재고가 부족해요. 지금 120개까지 주문할 수 있어요." });
    expect((await cart()).totalPrice).toBe(3 * product(30).price);
  });

  it('lowers a count above the stock, so the line can be fixed, and refuses a count of 0', async () => {
    const bag = await add(30, [], 5);
    product(30).count = 2;
    expect(dataOf(await run<{ updateCartCount: Line }>('UpdateCartCount', { data: { id: bag.id, count: 4 } })).updateCartCount.count).toBe(4);
    expect(refusalOf(await run('UpdateCartCount', { data: { id: bag.id, count: 0 } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '수량은 1개 이상으로 입력해 주세요.',
    });
    expect(refusalOf(await run('UpdateCartCount', { data: { id: 1, count: 1 } }))).toEqual({ code: 'NOT_FOUND', message: LINE_GONE });
  });
});
