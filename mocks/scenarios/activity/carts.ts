// The demo member's cart in `standard`: one group per kind of delivery fee, one line left
// unselected (selecting it takes the CONDITIONALFREE group past its condition) and one line
// carrying the embroidery inputs of a varsity jacket.
import type { MockCartRecord } from '../scenario';
import type { StandardCatalogue } from '../standard/types';
import { StandardIds } from './ids';
import { ago, optionalDetailOf, productOf, type Ago } from './lookup';

interface CartSpec {
  id: number;
  productId: number;
  options?: string[];
  inputs?: string[];
  count?: number;
  selected?: boolean;
  added: Ago;
}

const C = StandardIds.cart;

const CART: CartSpec[] = [
  { id: C.jacketNavyM, productId: 1, options: ['네이비', 'M'], inputs: ['KHB', '23학번'], added: { days: 6 } },
  { id: C.boaFleeceCreamM, productId: 20, options: ['크림', 'M'], added: { days: 4, hours: 3 } },
  { id: C.crewneckGrayL, productId: 16, options: ['그레이', 'L'], added: { days: 3 } },
  { id: C.coachJacketBeigeM, productId: 6, options: ['베이지', 'M'], selected: false, added: { days: 2, hours: 8 } },
  { id: C.ecobag, productId: 30, added: { days: 1, hours: 6 } },
  { id: C.logoTeeBlackL, productId: 24, options: ['블랙', 'L'], count: 3, added: { hours: 20 } },
  { id: C.socks, productId: 34, options: ['230-250'], count: 3, added: { hours: 19 } },
];

export function standardCarts(catalogue: StandardCatalogue, now: Date, userId: number): MockCartRecord[] {
  return CART.map((spec) => {
    const product = productOf(catalogue, spec.productId);
    const detail = optionalDetailOf(product, spec.options);
    const inputs = spec.inputs ?? [];
    if (inputs.length !== product.productOptionInputs.length) {
      throw new Error(`Cart line ${spec.id} must fill every input of ${product.name}`);
    }
    return {
      id: spec.id,
      userId,
      productId: product.id,
      productOptionDetailId: detail?.id ?? null,
      productOptionInput0: inputs[0] ?? null,
      productOptionInput1: inputs[1] ?? null,
      productOptionInput2: inputs[2] ?? null,
      count: spec.count ?? 1,
      selected: spec.selected ?? true,
      createdAt: ago(now, spec.added),
    };
  });
}
