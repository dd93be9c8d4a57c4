import type { ResolversParentTypes } from '../../graphql/__generated__/resolvers-types';
import type { DeliveryTemplate } from '../catalog/delivery-template.entity';
import type { Cart } from './cart.entity';
import { lineDeliveryTemplate } from './cart-lines';
import { deliveryGroupFee } from './delivery-fee';

/** GraphQL CartSummary, its groups holding the line and template entities. */
export type CartSummaryView = ResolversParentTypes['CartSummary'];
export type CartGroupView = ResolversParentTypes['CartGroup'];

/**
 * PRODUCT.md "Cart and delivery fees" over loaded lines: groups by the template each line ships
 * under now, in the order the lines come (newest first); deselected lines stay in their group for
 * the page but count nowhere. Payable is before points, which only checkout knows.
 */
export function summarizeCart(carts: readonly Cart[]): CartSummaryView {
  const groups = new Map<number, { template: DeliveryTemplate; carts: Cart[] }>();
  for (const cart of carts) {
    const template = lineDeliveryTemplate(cart);
    const group = groups.get(template.id);
    if (group) group.carts.push(cart);
    else groups.set(template.id, { template, carts: [cart] });
  }
  const cartsGroupedByDeliveryTemplate = [...groups.values()].map(({ template, carts: lines }): CartGroupView => {
    const fee = deliveryGroupFee(
      template,
      lines.map((cart) => ({ count: cart.count, unitSalePrice: cart.salePricePerUnit(), selected: cart.selected })),
    );
    return {
      deliveryTemplate: template,
      carts: lines,
      deliveryFee: fee.deliveryFee,
      subtotal: fee.subtotal,
      freeDeliveryRemaining: fee.freeDeliveryRemaining,
    };
  });
  const selected = carts.filter((cart) => cart.selected);
  const totalPrice = sum(selected.map((cart) => cart.listTotal()));
  const discountFee = sum(selected.map((cart) => cart.discountTotal()));
  const deliveryFee = sum(cartsGroupedByDeliveryTemplate.map((group) => group.deliveryFee));
  return {
    cartsGroupedByDeliveryTemplate,
    totalPrice,
    discountFee,
    deliveryFee,
    payablePrice: totalPrice - discountFee + deliveryFee,
    count: carts.length,
    selectedCount: selected.length,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
