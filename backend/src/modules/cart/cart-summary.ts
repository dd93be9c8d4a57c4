import type { ResolversParentTypes } from '../../graphql/__generated__/resolvers-types';
import type { Cart } from './cart.entity';
import { lineDeliveryTemplate } from './cart-lines';
import { cartTotals } from './cart-totals';

/** GraphQL CartSummary, its groups holding the line and template entities. */
export type CartSummaryView = ResolversParentTypes['CartSummary'];
export type CartGroupView = ResolversParentTypes['CartGroup'];

/** The viewer's cart page and checkout totals over loaded lines (cart-totals.ts, shared with the mocked API). */
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
