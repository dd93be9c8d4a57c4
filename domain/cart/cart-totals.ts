// Pure (no ORM, no Node built-ins): the backend's cart and the mocked API's cart both total here.
import { deliveryGroupFee, type DeliveryFeeRule } from './delivery-fee';

/** One cart line as the totals see it; `item` is whatever the caller shows (an entity or a store row). */
export interface TotalsLine<Item, Template extends DeliveryFeeRule & { id: number }> {
  item: Item;
  template: Template;
  count: number;
  unitPrice: number;
  unitSalePrice: number;
  selected: boolean;
}

export interface CartTotalsGroup<Item, Template> {
  deliveryTemplate: Template;
  carts: Item[];
  deliveryFee: number;
  subtotal: number;
  freeDeliveryRemaining: number | null;
}

export interface CartTotals<Item, Template> {
  cartsGroupedByDeliveryTemplate: CartTotalsGroup<Item, Template>[];
  totalPrice: number;
  discountFee: number;
  deliveryFee: number;
  payablePrice: number;
  count: number;
  selectedCount: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * docs/product-rules.md#cart-and-delivery-fees: lines grouped by delivery template in the order they come;
 * deselected lines stay in their group for the page but count nowhere. Payable is before points,
 * which only checkout knows.
 */
export function cartTotals<Item, Template extends DeliveryFeeRule & { id: number }>(
  lines: readonly TotalsLine<Item, Template>[],
): CartTotals<Item, Template> {
  const groups = new Map<number, TotalsLine<Item, Template>[]>();
  for (const line of lines) {
    const group = groups.get(line.template.id);
    if (group) group.push(line);
    else groups.set(line.template.id, [line]);
  }
  const cartsGroupedByDeliveryTemplate = [...groups.values()].map((group) => {
    const fee = deliveryGroupFee(group[0]!.template, group);
    return {
      deliveryTemplate: group[0]!.template,
      carts: group.map((line) => line.item),
      deliveryFee: fee.deliveryFee,
      subtotal: fee.subtotal,
      freeDeliveryRemaining: fee.freeDeliveryRemaining,
    };
  });
  const selected = lines.filter((line) => line.selected);
  const totalPrice = sum(selected.map((line) => line.unitPrice * line.count));
  const discountFee = sum(selected.map((line) => (line.unitPrice - line.unitSalePrice) * line.count));
  const deliveryFee = sum(cartsGroupedByDeliveryTemplate.map((group) => group.deliveryFee));
  return {
    cartsGroupedByDeliveryTemplate,
    totalPrice,
    discountFee,
    deliveryFee,
    payablePrice: totalPrice - discountFee + deliveryFee,
    count: lines.length,
    selectedCount: selected.length,
  };
}
