import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badUserInput } from '../../graphql/errors';
import type { Product } from '../catalog/product.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { bySlot } from './cart-lines';
import { CART_LIMITS } from './cart-rules';

const { maxCountPerLine, optionInputMaxLength } = CART_LIMITS;

const countSchema = z
  .number()
  .int({ error: '수량은 1개 이상의 정수로 입력해 주세요.' })
  .min(1, { error: '수량은 1개 이상으로 입력해 주세요.' })
  .max(maxCountPerLine, { error: `한 상품은 장바구니에 ${maxCountPerLine}개까지 담을 수 있습니다.` });

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
      `한 상품은 장바구니에 ${maxCountPerLine}개까지 담을 수 있습니다. 이미 ${alreadyInCart}개가 담겨 있어 ${Math.max(maxCountPerLine - alreadyInCart, 0)}개만 더 담을 수 있습니다.`,
      'count',
    );
  }
  return total;
}

/**
 * The chosen combination: required exactly when the product sells combinations, and only one of
 * this product's (an id of another product's combination is refused, not silently accepted).
 */
export async function chooseOptionDetail(
  em: EntityManager,
  product: Product,
  detailId: number | null | undefined,
): Promise<ProductOptionDetail | null> {
  if (detailId == null) {
    if ((await em.count(ProductOptionDetail, { product: product.id })) > 0) {
      throw badUserInput('옵션을 선택해 주세요.', 'productOptionDetailId');
    }
    return null;
  }
  const detail = await em.findOne(ProductOptionDetail, { id: detailId, product: product.id });
  if (!detail) throw badUserInput('선택한 옵션을 찾을 수 없습니다. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  return detail;
}

// Control characters cannot be embroidered or printed and would break the order sheet.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * The buyer's texts for the product's inputs (loaded, any order), trimmed, by slot. Every input is
 * required and 1-20 characters (PRODUCT.md "Options"); counting code points, so an emoji is one.
 */
export function optionInputSlots(
  product: Product,
  given: readonly string[] | null | undefined,
): [string | null, string | null, string | null] {
  const inputs = product.productOptionInputs.getItems().sort(bySlot);
  const values = given ?? [];
  if (values.length > inputs.length) {
    throw badUserInput('이 상품에 없는 입력 항목이 포함되어 있습니다. 페이지를 새로고침한 뒤 다시 입력해 주세요.', 'productOptionInputs');
  }
  const texts = inputs.map((input, slot) => {
    const text = values[slot]?.trim() ?? '';
    if (text.length === 0) throw badUserInput(`${input.key} 항목을 입력해 주세요.`, 'productOptionInputs');
    if ([...text].length > optionInputMaxLength) {
      throw badUserInput(`${input.key} 항목은 ${optionInputMaxLength}자 이내로 입력해 주세요.`, 'productOptionInputs');
    }
    if (CONTROL_CHARACTERS.test(text)) {
      throw badUserInput(`${input.key} 항목에 입력할 수 없는 문자가 있습니다.`, 'productOptionInputs');
    }
    return text;
  });
  return [texts[0] ?? null, texts[1] ?? null, texts[2] ?? null];
}

/** The product's option axes (ProductOption ids) by position, as cart and order lines keep them. */
export function optionAxisIds(product: Product): [number | null, number | null, number | null] {
  const ids = product.productOptions
    .getItems()
    .sort(bySlot)
    .map((option) => option.id);
  return [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
}
