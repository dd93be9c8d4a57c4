// 구매하기 in the mocked API (docs/decisions/0057): the same domain plan as the backend's
// direct-cart.service.ts, over the store's carts.
import { parseDirectRows, planDirectLines } from '../../domain/cart/direct-checkout';
import type * as T from '../__generated__/types';
import { addLine, resolveCartRow } from './cart';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import type { StoreCart, StoreMember } from './types';

/** Replaces the member's direct lines with these rows; a refusal leaves everything as it was. */
export function createDirectCarts(db: MockDb, viewer: StoreMember | null, data: readonly T.CreateCartInput[]): StoreCart[] {
  const member = requireViewer(viewer);
  const rows = parseDirectRows(data);
  const plan = planDirectLines(
    rows.map((row) => {
      const line = resolveCartRow(db, member, row);
      return {
        productId: line.product.id,
        productName: line.product.name,
        detailId: line.detail?.id ?? null,
        inputs: line.inputs,
        stock: line.stock,
        count: row.count,
        line,
      };
    }),
  );
  db.state.carts = db.state.carts.filter((cart) => !(cart.userId === member.id && cart.direct === true));
  return plan.map(({ row, count }) => addLine(db, member.id, { productId: row.productId, productOptionDetailId: row.detailId, inputs: row.inputs }, count, true));
}
