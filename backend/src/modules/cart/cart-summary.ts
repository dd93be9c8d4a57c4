import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryTemplate } from '../catalog/delivery-template.entity';
import type { Cart } from './cart.entity';
import { lineDeliveryTemplate, loadCartLines } from './cart-lines';
import { cartTotals, type CartTotals } from '../../../../domain/cart/cart-totals';

/** The viewer's cart page and checkout totals, its groups holding the line and template entities. */
export type CartSummaryView = CartTotals<Cart, DeliveryTemplate>;

/**
 * GraphQL CartSummary's parent (a codegen mapper): whose cart, and whether only its selected
 * lines. Nothing is loaded until a field asks: the header's CartCount reads two counts, the cart
 * page the lines and totals, which load once per parent.
 */
export interface CartSummaryParent {
  userId: number;
  selectedOnly: boolean;
  /** The 구매하기 lines instead of the cart's own (ADR 0057). */
  direct: boolean;
}

/** The cart page and checkout totals over loaded lines (cart-totals.ts, shared with the mocked API). */
export function summarizeCart(carts: readonly Cart[]): CartSummaryView {
  return cartTotals(
    carts.map((cart) => ({
      item: cart,
      template: lineDeliveryTemplate(cart),
      count: cart.count,
      unitPrice: cart.listPricePerUnit(),
      unitSalePrice: cart.salePricePerUnit(),
      selected: cart.selected,
    })),
  );
}

const where = ({ userId, selectedOnly, direct }: CartSummaryParent) => ({ user: userId, direct, ...(selectedOnly ? { selected: true } : {}) });

const summaries = new WeakMap<CartSummaryParent, Promise<CartSummaryView>>();

/** The lines and totals of `parent`, loaded once however many of its fields are asked. */
export function loadedSummary(em: EntityManager, parent: CartSummaryParent): Promise<CartSummaryView> {
  let summary = summaries.get(parent);
  if (!summary) {
    summary = loadCartLines(em, where(parent)).then(summarizeCart);
    summaries.set(parent, summary);
  }
  return summary;
}

const counts = new WeakMap<CartSummaryParent, Promise<{ count: number; selectedCount: number }>>();

/** How many lines, and how many selected: from the loaded totals when a field loaded them, else two counts in one statement. */
export function cartCounts(em: EntityManager, parent: CartSummaryParent): Promise<{ count: number; selectedCount: number }> {
  const loaded = summaries.get(parent);
  if (loaded) return loaded.then(({ count, selectedCount }) => ({ count, selectedCount }));
  let counted = counts.get(parent);
  if (!counted) {
    counted = em
      .execute<{ count: string; selected_count: string }[]>(
        `select count(*) as count, count(*) filter (where selected) as selected_count
         from cart where user_id = ? and direct = ?${parent.selectedOnly ? ' and selected' : ''}`,
        [parent.userId, parent.direct],
      )
      .then(([row]) => ({ count: Number(row?.count ?? 0), selectedCount: Number(row?.selected_count ?? 0) }));
    counts.set(parent, counted);
  }
  return counted;
}
