// The cart's input rules as the real cart-input.ts and cart-validation.ts word them (both import
// the ORM, so the schemas are restated here), and the line facts the backend's own pure
// cart-rules.ts judges: the mocked cart page and validateCartToOrder give the real sentences.
import { z } from 'zod';
import { badUserInput } from '../../backend/src/graphql/errors';
import { parseInput } from '../../backend/src/graphql/input';
import { CART_LIMITS, type CartLineFacts } from '../../backend/src/modules/cart/cart-rules';
import type { ProductAvailability } from '../../backend/src/modules/catalog/product-rules';
import { viewerLevel } from '../../backend/src/modules/catalog/visibility';
import type { ScenarioProduct, ScenarioProductOptionDetail } from '../scenarios/standard/types';
import { stockOf } from './catalog';
import { ORDER_NOTHING_SELECTED } from './real-messages';
import type { StoreCart, StoreMember } from './types';

const { maxCountPerLine, optionInputMaxLength } = CART_LIMITS;

const countSchema = z
  .number()
  .int({ error: '수량은 1개 이상의 정수로 입력해 주세요.' })
  .min(1, { error: '수량은 1개 이상으로 입력해 주세요.' })
  .max(maxCountPerLine, { error: `한 상품은 장바구니에 ${maxCountPerLine}개까지 담을 수 있습니다.` });

export const createCartSchema = z.object({
  productId: z.number().int(),
  productOptionDetailId: z.number().int().nullish(),
  productOptionInputs: z.array(z.string()).nullish(),
  count: countSchema,
});

export const updateCartCountSchema = z.object({ id: z.number().int(), count: countSchema });

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

// Duplicates are dropped only after parsing, so the raw list may be longer than a full cart.
const MAX_IDS = CART_LIMITS.maxLines * 2;

/** The distinct ids asked for, in the order given; `emptyMessage` says what the list was for. */
export function parseCartIds(ids: unknown, field: string, emptyMessage: string = ORDER_NOTHING_SELECTED): number[] {
  const schema = z
    .array(z.number().int(), { error: emptyMessage })
    .min(1, { error: emptyMessage })
    .max(MAX_IDS, { error: `한 번에 ${CART_LIMITS.maxLines}개 상품까지 선택할 수 있습니다.` });
  return [...new Set(parseInput(schema, ids, field))];
}

/** The chosen combination: required exactly when the product sells combinations, and only one of its own. */
export function optionDetailFor(product: ScenarioProduct, detailId: number | null | undefined): ScenarioProductOptionDetail | null {
  if (detailId == null) {
    if (product.productOptionDetails.length > 0) throw badUserInput('옵션을 선택해 주세요.', 'productOptionDetailId');
    return null;
  }
  const detail = product.productOptionDetails.find((row) => row.id === detailId);
  if (!detail) throw badUserInput('선택한 옵션을 찾을 수 없습니다. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  return detail;
}

const bySlot = (a: { position: number; id: number }, b: { position: number; id: number }) => a.position - b.position || a.id - b.id;

// Control characters cannot be embroidered or printed and would break the order sheet.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** The buyer's texts for the product's inputs by slot: required, trimmed, 1-20 characters as a person counts them. */
export function optionInputsFor(product: ScenarioProduct, given: readonly string[] | null | undefined): [string | null, string | null, string | null] {
  const inputs = [...product.productOptionInputs].sort(bySlot);
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
    if (CONTROL_CHARACTERS.test(text)) throw badUserInput(`${input.key} 항목에 입력할 수 없는 문자가 있습니다.`, 'productOptionInputs');
    return text;
  });
  return [texts[0] ?? null, texts[1] ?? null, texts[2] ?? null];
}

export function cartInputs(cart: Pick<StoreCart, 'productOptionInput0' | 'productOptionInput1' | 'productOptionInput2'>) {
  return [cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2];
}

/** The product's visibility and sale window as the backend's product-rules.ts reads them. */
export function availabilityOf(product: ScenarioProduct): ProductAvailability {
  return {
    productVisible: product.productVisible,
    saleStartedAt: product.saleStartedAt ? new Date(product.saleStartedAt) : null,
    saleEndedAt: product.saleEndedAt ? new Date(product.saleEndedAt) : null,
  };
}

/** The line's facts for the backend's cart-rules.ts; `demand` defaults to its own count. */
export function cartLineFacts(
  cart: StoreCart,
  product: ScenarioProduct,
  detail: ScenarioProductOptionDetail | null,
  demand: number = cart.count,
): CartLineFacts {
  return {
    product: availabilityOf(product),
    missingOptionDetail: detail === null && product.productOptionDetails.length > 0,
    stock: stockOf(product, detail),
    demand,
    inputKeys: [...product.productOptionInputs].sort(bySlot).map((input) => input.key),
    inputs: cartInputs(cart),
  };
}

/** The level products are compared with; a suspended member counts as NORMAL, as in the real cart. */
export function levelOf(member: StoreMember | null): number {
  return viewerLevel(member ? { userId: member.id, authority: member.authority } : null);
}
