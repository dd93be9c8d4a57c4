import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreateCartInput } from '../../graphql/__generated__/resolvers-types';
import type { TenantViewer } from '../../../../domain/catalog/visibility';
import { parseDirectRows, planDirectLines } from '../../../../domain/cart/direct-checkout';
import { Cart } from './cart.entity';
import { completeCartLines } from './cart-lines';
import { lockMemberCart } from './cart-validation';
import { newCartLine, resolveCartRow } from './cart.service';

/**
 * 구매하기 (docs/decisions/0057): the member's direct lines become exactly these rows. Every row
 * is checked as an add to the cart is, rows of one line merge, and rows sharing a stock fit it
 * together (domain/cart/direct-checkout.ts); one refusal changes nothing. The cart's own lines
 * are never read or written. Stock is only checked here, not held: placeOrder takes it.
 */
export async function replaceDirectCarts(
  em: EntityManager,
  viewer: TenantViewer,
  data: readonly CreateCartInput[],
  now: Date = new Date(),
): Promise<Cart[]> {
  const rows = parseDirectRows(data);
  const resolved = [];
  for (const row of rows) {
    const line = await resolveCartRow(em, viewer, row, now);
    resolved.push({
      productId: line.product.id,
      productName: line.product.name,
      detailId: line.detail?.id ?? null,
      inputs: line.inputs,
      stock: line.stock,
      count: row.count,
      line,
    });
  }
  const plan = planDirectLines(resolved);

  // The cart lock orders two 구매하기 taps, so the member ends with one set of rows, not both.
  await lockMemberCart(em, viewer.userId);
  await em.nativeDelete(Cart, { user: viewer.userId, direct: true });
  const carts = plan.map(({ row, count }) => newCartLine(em, viewer.userId, row.line, count, true));
  await em.flush();
  return completeCartLines(em, carts);
}
