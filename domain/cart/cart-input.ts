import { z } from 'zod';
import { badUserInput } from '../errors/errors';
import { parseInput } from '../errors/input';
import { CART_LIMITS, roomLeftSentence } from './cart-rules';
import { optionInputRuleProblem } from '../catalog/option-input-rule';
import type { OptionInputRule } from '../enums';

/*
 * The cart's input rules and sentences over plain values (no ORM, no Node built-ins), so that the
 * mocked API checks a cart request in the browser exactly as cart.service.ts does.
 */

const { maxCountPerLine, maxLines, optionInputMaxLength } = CART_LIMITS;

export const CART_LINE_NOT_FOUND_MESSAGE = '장바구니에서 상품을 찾을 수 없어요. 새로고침한 뒤 다시 시도해 주세요.';
export const CART_FULL_MESSAGE = `장바구니에는 상품을 ${maxLines}개까지 담을 수 있어요. 담긴 상품을 정리한 뒤 다시 담아 주세요.`;
export const ORDER_NOTHING_SELECTED = '주문할 상품을 선택해 주세요.';
export const REMOVE_NOTHING_SELECTED = '삭제할 상품을 선택해 주세요.';

const countSchema = z
  .number()
  .int({ error: '수량은 1개 이상의 정수로 입력해 주세요.' })
  .min(1, { error: '수량은 1개 이상으로 입력해 주세요.' })
  .max(maxCountPerLine, { error: `한 상품은 장바구니에 ${maxCountPerLine}개까지 담을 수 있어요.` });

const lineIdSchema = z.number().int();

export const createCartSchema = z.object({
  productId: z.number().int(),
  productOptionDetailId: z.number().int().nullish(),
  productOptionInputs: z.array(z.string()).nullish(),
  count: countSchema,
});

export const updateCartCountSchema = z.object({ id: lineIdSchema, count: countSchema });

export const toggleCartSchema = z.object({ id: lineIdSchema, selected: z.boolean().nullish() });

/** A merged line may not pass the per-line cap either; says how many more fit. */
export function checkMergedCount(alreadyInCart: number, adding: number): number {
  const total = alreadyInCart + adding;
  if (total > maxCountPerLine) {
    throw badUserInput(
      `한 상품은 장바구니에 ${maxCountPerLine}개까지 담을 수 있어요. ${roomLeftSentence(alreadyInCart, maxCountPerLine)}`,
      'count',
    );
  }
  return total;
}

// Duplicates are dropped only after parsing, so the raw list may be longer than a full cart.
export const MAX_IDS = maxLines * 2;

/** The distinct ids asked for, in the order given; `emptyMessage` says what the list was for. */
export function parseCartIds(ids: unknown, field: string, emptyMessage: string = ORDER_NOTHING_SELECTED): number[] {
  return [...new Set(parseInput(cartIdsSchema(emptyMessage), ids, field))];
}

// Built once per message (a handful of constants): building a zod schema costs more than using it.
const cartIdsSchemas = new Map<string, z.ZodType<number[]>>();
function cartIdsSchema(emptyMessage: string): z.ZodType<number[]> {
  let schema = cartIdsSchemas.get(emptyMessage);
  if (!schema) {
    schema = z
      .array(z.number().int(), { error: emptyMessage })
      .min(1, { error: emptyMessage })
      .max(MAX_IDS, { error: `한 번에 ${maxLines}개 상품까지 선택할 수 있어요.` });
    cartIdsSchemas.set(emptyMessage, schema);
  }
  return schema;
}

/**
 * The chosen combination among the product's own (`details`): required exactly when the product
 * sells combinations, and an id of another product's combination is refused, not silently accepted.
 */
export function chooseOptionDetail<D extends { id: number }>(details: readonly D[], detailId: number | null | undefined): D | null {
  if (detailId == null) {
    if (details.length > 0) throw badUserInput('옵션을 선택해 주세요.', 'productOptionDetailId');
    return null;
  }
  const detail = details.find((row) => row.id === detailId);
  if (!detail) throw badUserInput('선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  return detail;
}

interface Slotted {
  position: number;
  id: number;
}

/** Options and inputs fill slots 0-2 by position (ties by id, as the catalogue reads them). */
export const bySlot = (a: Slotted, b: Slotted) => a.position - b.position || a.id - b.id;

type Slots<T> = [T | null, T | null, T | null];

// Control characters cannot be embroidered or printed and would break the order sheet.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * The buyer's texts for the product's inputs (any order), trimmed, by slot. Every input is
 * required and 1-20 characters (docs/product-rules.md#options); counting code points, so an emoji is one;
 * and it keeps its staff-set rule (domain/catalog/option-input-rule.ts, ADR 0065).
 */
export function optionInputSlots(
  productInputs: readonly (Slotted & { key: string; rule?: OptionInputRule | null })[],
  given: readonly string[] | null | undefined,
): Slots<string> {
  const inputs = [...productInputs].sort(bySlot);
  const values = given ?? [];
  if (values.length > inputs.length) {
    throw badUserInput('이 상품에 없는 입력 항목이 포함되어 있어요. 페이지를 새로고침한 뒤 다시 입력해 주세요.', 'productOptionInputs');
  }
  const texts = inputs.map((input, slot) => {
    const text = values[slot]?.trim() ?? '';
    if (text.length === 0) throw badUserInput(`${input.key} 항목을 입력해 주세요.`, 'productOptionInputs');
    if ([...text].length > optionInputMaxLength) {
      throw badUserInput(`${input.key} 항목은 ${optionInputMaxLength}자 이내로 입력해 주세요.`, 'productOptionInputs');
    }
    if (CONTROL_CHARACTERS.test(text)) {
      throw badUserInput(`${input.key} 항목에 입력할 수 없는 문자가 있어요.`, 'productOptionInputs');
    }
    const ruleProblem = optionInputRuleProblem(input.key, input.rule, text);
    if (ruleProblem) throw badUserInput(ruleProblem, 'productOptionInputs');
    return text;
  });
  return [texts[0] ?? null, texts[1] ?? null, texts[2] ?? null];
}

/** The product's option axes (ProductOption ids) by slot, as cart and order lines keep them. */
export function optionAxisIds(options: readonly Slotted[]): Slots<number> {
  const ids = [...options].sort(bySlot).map((option) => option.id);
  return [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
}

/** The product's input names in slot order, as cart-rules.ts checks a line's texts against them. */
export function inputKeysBySlot(productInputs: readonly (Slotted & { key: string })[]): string[] {
  return [...productInputs].sort(bySlot).map((input) => input.key);
}

/** The product's input rules in slot order (FREE where none is set). */
export function inputRulesBySlot(productInputs: readonly (Slotted & { rule?: OptionInputRule | null })[]): OptionInputRule[] {
  return [...productInputs].sort(bySlot).map((input) => input.rule ?? 'FREE');
}
