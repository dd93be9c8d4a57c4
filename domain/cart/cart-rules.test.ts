import { describe, expect, it } from 'vitest';
import { AUTHORITY } from '../enums';
import {
  cartProblemOf,
  cartProblemRefusal,
  cartProblemText,
  outOfStock,
  problemRank,
  type CartLineFacts,
  type CartProblem,
} from './cart-rules';

const now = new Date('2026-09-01T03:00:00Z');
const viewer = { authority: AUTHORITY.NORMAL, now };

function facts(overrides: Partial<CartLineFacts> = {}): CartLineFacts {
  return {
    product: { productVisible: AUTHORITY.NORMAL, saleStartedAt: null, saleEndedAt: null },
    missingOptionDetail: false,
    stock: 10,
    demand: 1,
    inputKeys: [],
    inputRules: [],
    inputs: [null, null, null],
    ...overrides,
  };
}

describe('cartProblemOf', () => {
  it('finds nothing wrong with a visible, on-sale, stocked line whose inputs are filled', () => {
    expect(cartProblemOf(facts({ inputKeys: ['이니셜'], inputs: ['KHS', null, null] }), viewer)).toBeNull();
  });

  it('accepts a demand equal to the stock and refuses one more', () => {
    expect(cartProblemOf(facts({ stock: 3, demand: 3 }), viewer)).toBeNull();
    expect(cartProblemOf(facts({ stock: 3, demand: 4 }), viewer)).toEqual({ kind: 'stock', stock: 3 });
    expect(cartProblemOf(facts({ stock: 0, demand: 1 }), viewer)).toEqual({ kind: 'soldOut' });
  });

  it('reads the sale window inclusively on both bounds', () => {
    const product = { productVisible: 0, saleStartedAt: now, saleEndedAt: now };
    expect(cartProblemOf(facts({ product }), viewer)).toBeNull();
    expect(cartProblemOf(facts({ product }), { ...viewer, now: new Date(now.getTime() - 1) })).toEqual({ kind: 'notYet' });
    expect(cartProblemOf(facts({ product }), { ...viewer, now: new Date(now.getTime() + 1) })).toEqual({ kind: 'ended' });
  });

  it('hides a product above the viewer level and shows it at that level', () => {
    const product = { productVisible: AUTHORITY.HIDDEN };
    expect(cartProblemOf(facts({ product }), viewer)).toEqual({ kind: 'hidden' });
    expect(cartProblemOf(facts({ product }), { ...viewer, authority: AUTHORITY.HIDDEN })).toBeNull();
  });

  it('names the first empty or blank input in slot order', () => {
    const line = facts({ inputKeys: ['이니셜', '학번'], inputs: ['KHS', '   ', null] });
    expect(cartProblemOf(line, viewer)).toEqual({ kind: 'input', key: '학번' });
  });

  it('checks purchasability before stock and stock before inputs (the order of docs/product-rules.md#cart-and-delivery-fees)', () => {
    const everythingWrong = facts({
      product: { productVisible: 0, saleEndedAt: new Date(now.getTime() - 1) },
      missingOptionDetail: true,
      stock: 0,
      inputKeys: ['이니셜'],
    });
    expect(cartProblemOf(everythingWrong, viewer)).toEqual({ kind: 'ended' });
    expect(cartProblemOf({ ...everythingWrong, product: { productVisible: 0 } }, viewer)).toEqual({ kind: 'option' });
    expect(cartProblemOf({ ...everythingWrong, product: { productVisible: 0 }, missingOptionDetail: false }, viewer)).toEqual({
      kind: 'soldOut',
    });
  });
});

describe('problemRank', () => {
  it('ranks not purchasable before stock before a missing input', () => {
    const ranks = (problems: CartProblem[]) => problems.map(problemRank);
    expect(ranks([{ kind: 'hidden' }, { kind: 'ended' }, { kind: 'option' }])).toEqual([0, 0, 0]);
    expect(problemRank({ kind: 'stock', stock: 1 })).toBeGreaterThan(problemRank({ kind: 'notYet' }));
    expect(problemRank({ kind: 'input', key: 'x' })).toBeGreaterThan(problemRank({ kind: 'soldOut' }));
  });
});

describe('Korean texts and refusals', () => {
  it('says how many are left on the cart page', () => {
    expect(cartProblemText({ kind: 'stock', stock: 2 })).toBe('재고가 2개 남았어요. 수량을 줄여 주세요.');
    expect(cartProblemText({ kind: 'input', key: '이니셜' })).toBe('이니셜 항목을 입력해 주세요.');
  });

  it('maps each problem to its code, naming the product', () => {
    const cases: [CartProblem, string][] = [
      [{ kind: 'hidden' }, 'NOT_PURCHASABLE'],
      [{ kind: 'notYet' }, 'NOT_PURCHASABLE'],
      [{ kind: 'ended' }, 'NOT_PURCHASABLE'],
      [{ kind: 'option' }, 'NOT_PURCHASABLE'],
      [{ kind: 'soldOut' }, 'OUT_OF_STOCK'],
      [{ kind: 'stock', stock: 2 }, 'OUT_OF_STOCK'],
      [{ kind: 'input', key: '학번' }, 'BAD_USER_INPUT'],
    ];
    for (const [problem, code] of cases) {
      const error = cartProblemRefusal('과잠', problem);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/^'과잠' 상품/);
    }
  });

  it('tells how many more fit when part of the stock is already in the cart', () => {
    expect(outOfStock('과잠', 5, 4).message).toBe("'과잠' 상품의 재고가 부족해요. 장바구니에 이미 4개가 담겨 있어 1개까지 더 담을 수 있어요.");
    expect(outOfStock('과잠', 5).extensions).toMatchObject({ stock: 5, code: 'OUT_OF_STOCK' });
  });

  it('says none fit, never "0개만 더", when the cart already holds the whole stock', () => {
    expect(outOfStock('과잠', 4, 4).message).toBe("'과잠' 상품의 재고가 부족해요. 장바구니에 이미 4개가 담겨 있어 더 담을 수 없어요.");
    expect(outOfStock('과잠', 3, 4).message).not.toMatch(/0개|-\d/);
  });
});
