// A stored cart line as the backend's pure cart rules read it (what cart-lines.ts does for the
// real Cart entity): the line's facts and its texts by slot.
import { inputKeysBySlot, inputRulesBySlot } from '../../domain/cart/cart-input';
import type { CartLineFacts } from '../../domain/cart/cart-rules';
import { availabilityOf } from '../scenarios/pricing';
import type { ScenarioProduct, ScenarioProductOptionDetail } from '../scenarios/standard/types';
import { stockOf } from './catalog';
import type { StoreCart } from './types';

export function cartInputs(cart: Pick<StoreCart, 'productOptionInput0' | 'productOptionInput1' | 'productOptionInput2'>) {
  return [cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2];
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
    // A line whose combination left the grid (retired, ADR 0044) finds no detail any more.
    missingOptionDetail: (detail === null && product.productOptionDetails.length > 0) || (cart.productOptionDetailId !== null && detail === null),
    stock: stockOf(product, detail),
    demand,
    inputKeys: inputKeysBySlot(product.productOptionInputs),
    inputRules: inputRulesBySlot(product.productOptionInputs),
    inputs: cartInputs(cart),
  };
}
