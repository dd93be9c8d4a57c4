import { AppError, badUserInput } from '../errors/errors';
import { isInSaleWindow, isVisibleTo, type ProductAvailability } from '../catalog/product-rules';
import { optionInputRuleProblem } from '../catalog/option-input-rule';
import type { OptionInputRule } from '../enums';

/*
 * Why a cart line cannot be ordered now, as plain facts in and a Korean sentence out, so that the
 * cart page's `problem`, validateCartToOrder and placeOrder (through cart-validation.ts) agree.
 */

/** docs/decisions/0015-cart.md: a department's group order fits, a runaway tap does not. */
export const CART_LIMITS = {
  maxCountPerLine: 999,
  maxLines: 50,
  optionInputMaxLength: 20,
} as const;

/** Checked in the order of docs/product-rules.md#cart-and-delivery-fees: purchasable (visible, sale window, a valid option), stock, inputs. */
export type CartProblem =
  | { kind: 'hidden' }
  | { kind: 'notYet' }
  | { kind: 'ended' }
  | { kind: 'option' }
  | { kind: 'soldOut' }
  | { kind: 'stock'; stock: number }
  | { kind: 'input'; key: string }
  /** A text the input's rule refuses (staff set or changed the rule after it was typed). */
  | { kind: 'inputRule'; sentence: string };

export interface CartLineFacts {
  product: ProductAvailability;
  /**
   * The line's combination is no longer sold: the product sells combinations but the line has none
   * (options added after it was put in), or its combination was retired by the options grid.
   */
  missingOptionDetail: boolean;
  /** Units left of the line's product or combination. */
  stock: number;
  /** Units asked for: the line's count, or every requested line's of the same stock together. */
  demand: number;
  /** The product's required inputs in slot order. */
  inputKeys: readonly string[];
  /** Each input's rule in slot order (domain/catalog/option-input-rule.ts). */
  inputRules: readonly OptionInputRule[];
  /** The line's texts by slot. */
  inputs: readonly (string | null | undefined)[];
}

/** Outside the sale window: not started yet, or over. */
export function saleWindowProblem(product: ProductAvailability, now: Date): CartProblem | null {
  if (isInSaleWindow(product, now)) return null;
  return product.saleStartedAt && now.getTime() < product.saleStartedAt.getTime() ? { kind: 'notYet' } : { kind: 'ended' };
}

export function cartProblemOf(facts: CartLineFacts, { authority, now }: { authority: number; now: Date }): CartProblem | null {
  const { product } = facts;
  if (!isVisibleTo(product, authority)) return { kind: 'hidden' };
  const outsideWindow = saleWindowProblem(product, now);
  if (outsideWindow) return outsideWindow;
  if (facts.missingOptionDetail) return { kind: 'option' };
  if (facts.stock <= 0) return { kind: 'soldOut' };
  if (facts.stock < facts.demand) return { kind: 'stock', stock: facts.stock };
  const missing = facts.inputKeys.findIndex((_key, slot) => !facts.inputs[slot]?.trim());
  if (missing >= 0) return { kind: 'input', key: facts.inputKeys[missing]! };
  for (const [slot, key] of facts.inputKeys.entries()) {
    const sentence = optionInputRuleProblem(key, facts.inputRules[slot], facts.inputs[slot]!.trim());
    if (sentence) return { kind: 'inputRule', sentence };
  }
  return null;
}

const RANK: Record<CartProblem['kind'], number> = { hidden: 0, notYet: 0, ended: 0, option: 0, soldOut: 1, stock: 1, input: 2, inputRule: 2 };

/** Orders problems as docs/product-rules.md#cart-and-delivery-fees lists them, so that several lines refuse with the first rule broken. */
export function problemRank(problem: CartProblem): number {
  return RANK[problem.kind];
}

/** The line's reason as the cart page shows it under the product. */
export function cartProblemText(problem: CartProblem): string {
  switch (problem.kind) {
    case 'hidden':
      return '판매가 종료된 상품이에요.';
    case 'notYet':
      return '아직 판매 기간이 아니에요.';
    case 'ended':
      return '판매 기간이 끝났어요.';
    case 'option':
      return '옵션 구성이 바뀌었어요. 삭제한 뒤 옵션을 골라 다시 담아 주세요.';
    case 'soldOut':
      return '품절되었어요.';
    case 'stock':
      return `재고가 ${problem.stock}개 남았어요. 수량을 줄여 주세요.`;
    case 'input':
      return `${problem.key} 항목을 입력해 주세요.`;
    case 'inputRule':
      return problem.sentence;
  }
}

/**
 * How many more of a line fit, said the way a person would: "1개 더 담을 수 있어요", or, when none
 * fit, "더 담을 수 없어요" (never "0개만 더").
 */
export function roomLeftSentence(alreadyInCart: number, limit: number): string {
  const left = limit - alreadyInCart;
  return left > 0
    ? `이미 ${alreadyInCart}개가 담겨 있어 ${left}개까지 더 담을 수 있어요.`
    : `이미 ${alreadyInCart}개가 담겨 있어 더 담을 수 없어요.`;
}

export function outOfStock(productName: string, stock: number, alreadyInCart = 0): AppError {
  if (stock <= 0) return new AppError('OUT_OF_STOCK', `'${productName}' 상품이 품절되었어요.`, { stock: 0 });
  const message =
    alreadyInCart > 0
      ? `'${productName}' 상품의 재고가 부족해요. 장바구니에 ${roomLeftSentence(alreadyInCart, stock)}`
      : `'${productName}' 상품의 재고가 부족해요. 지금 ${stock}개까지 주문할 수 있어요.`;
  return new AppError('OUT_OF_STOCK', message, { stock });
}

export function notPurchasable(productName: string, reason: string): AppError {
  return new AppError('NOT_PURCHASABLE', `'${productName}' 상품은 ${reason}`);
}

/** The refusal naming the product (docs/product-rules.md#cart-and-delivery-fees: validateCartToOrder refuses, naming the product in Korean). */
export function cartProblemRefusal(productName: string, problem: CartProblem): AppError {
  switch (problem.kind) {
    case 'hidden':
      return notPurchasable(productName, '판매가 종료되었어요.');
    case 'notYet':
      return notPurchasable(productName, '아직 판매 기간이 아니에요.');
    case 'ended':
      return notPurchasable(productName, '판매 기간이 끝났어요.');
    case 'option':
      return notPurchasable(productName, '옵션 구성이 바뀌었어요. 장바구니에서 삭제한 뒤 옵션을 골라 다시 담아 주세요.');
    case 'soldOut':
      return outOfStock(productName, 0);
    case 'stock':
      return outOfStock(productName, problem.stock);
    case 'input':
      return badUserInput(`'${productName}' 상품의 ${problem.key} 항목을 입력해 주세요.`, 'productOptionInputs');
    case 'inputRule':
      return badUserInput(`'${productName}' 상품의 ${problem.sentence}`, 'productOptionInputs');
  }
}

/** A line asked to be ordered with others: lines of one product or combination draw on one stock. */
export interface LineToOrder {
  productName: string;
  productId: number;
  /** The combination, whose stock the line draws on instead of the product's. */
  detailId: number | null;
  count: number;
  /** The line's facts when `demand` units of its stock are asked for in all. */
  factsFor: (demand: number) => CartLineFacts;
}

/**
 * The refusal of the first rule broken across lines ordered together (the order of docs/product-rules.md#cart-and-delivery-fees wins over
 * the lines' order), naming the product; null when every line can be ordered now.
 */
export function firstCartRefusal(lines: readonly LineToOrder[], viewer: { authority: number; now: Date }): AppError | null {
  const stockOf = (line: LineToOrder) => `${line.productId}:${line.detailId ?? '-'}`;
  const demand = new Map<string, number>();
  for (const line of lines) demand.set(stockOf(line), (demand.get(stockOf(line)) ?? 0) + line.count);
  let first: { line: LineToOrder; problem: CartProblem } | null = null;
  for (const line of lines) {
    const problem = cartProblemOf(line.factsFor(demand.get(stockOf(line)) ?? line.count), viewer);
    if (problem && (!first || problemRank(problem) < problemRank(first.problem))) first = { line, problem };
  }
  return first ? cartProblemRefusal(first.line.productName, first.problem) : null;
}
