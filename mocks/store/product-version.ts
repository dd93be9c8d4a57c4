// One version per product, as the real API keeps it (product.updated_at, moved by every save of the
// product's row): the product editor, the options grid and the image screen all check and move it,
// so an editor left open while another staff member saved options is told to reload, on both targets.
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';

export function productVersion(product: ScenarioProduct): string {
  return product.updatedAt ?? product.createdAt;
}

export function touchProduct(db: MockDb, product: ScenarioProduct): void {
  product.updatedAt = db.nowIso();
}
