import type { ScenarioProduct } from '../types';
import { buildProduct, type ProductDef } from './build';
import { fleeceProducts } from './fleece';
import { goodsProducts } from './goods';
import { hoodieProducts } from './hoodies';
import { jacketProducts } from './jackets';
import { teeProducts } from './tees';

export const productDefs: ProductDef[] = [
  ...jacketProducts,
  ...hoodieProducts,
  ...fleeceProducts,
  ...teeProducts,
  ...goodsProducts,
];

/** Every product of the scenario, with its windows placed relative to `now`. */
export function buildProducts(now: Date): ScenarioProduct[] {
  return productDefs.map((def) => buildProduct(def, now));
}

export { type ProductDef } from './build';
