// Cart lines, groups and the summary, with totals computed by docs/product-rules.md#cart-and-delivery-fees
// from the lines they contain, so a story's numbers always add up.
import { deliveryGroupFee } from '../../domain/cart/delivery-fee';
import type * as T from '../__generated__/types';
import { optionColumns } from '../scenarios/order-rules';
import { unitPrices } from '../scenarios/pricing';
import { buildProduct } from './catalog';
import { daysBefore } from './clock';
import { buildDeliveryTemplate } from './delivery';
import { int, nextId, pick, withOverrides } from './random';

/** The texts a buyer types into a product's inputs (initials, student number). */
export function inputTextsFor(product: Pick<T.Product, 'productOptionInputs'>): string[] {
  return product.productOptionInputs.map((input) => (input.key.includes('학번') ? '23학번' : 'KHB'));
}

/** Korean reason a line cannot be ordered now, or null (the API's `Cart.problem`). */
export function cartProblem(product: T.Product, detail: T.ProductOptionDetail | null, count: number): string | null {
  const stock = detail ? detail.count : product.count;
  if (product.isSoldOut || stock <= 0) return `${product.name}은(는) 품절되었어요. 재입고 알림을 신청해 보세요.`;
  if (stock < count) return `${product.name}의 남은 수량은 ${stock}개예요. 수량을 줄여 주세요.`;
  if (!product.isPurchasable) return `${product.name}은(는) 지금 주문할 수 있는 기간이 아니에요.`;
  return null;
}

/** A line; pass `product` (and `productOptionDetail`) to choose what is in it. */
export function buildCart(overrides?: Partial<T.Cart>): T.Cart {
  const o = overrides ?? {};
  const product = o.product ?? buildProduct();
  const inStock = product.productOptionDetails.filter((detail) => detail.count > 0);
  const detail =
    o.productOptionDetail !== undefined
      ? o.productOptionDetail
      : product.productOptionDetails.length > 0
        ? pick(inStock.length > 0 ? inStock : product.productOptionDetails)
        : null;
  const count = o.count ?? int(1, 2);
  const { price, salePrice } = unitPrices(product, detail);
  return withOverrides(
    {
      __typename: 'Cart',
      id: nextId('Cart'),
      userId: 1,
      productId: product.id,
      product,
      productOptionDetailId: detail?.id ?? null,
      productOptionDetail: detail,
      ...optionColumns(product, inputTextsFor(product)),
      deliveryTemplateId: product.deliveryTemplateId,
      deliveryTemplate: product.deliveryTemplate,
      count,
      selected: true,
      unitPrice: price,
      unitSalePrice: salePrice,
      problem: cartProblem(product, detail, count),
      createdAt: daysBefore(int(0, 10)),
      classOrder: null,
    },
    overrides,
  );
}

/** Subtotal, fee and what is left to free delivery over the group's selected lines. */
export function groupTotals(template: T.DeliveryTemplate, carts: readonly T.Cart[]) {
  const { subtotal, deliveryFee, freeDeliveryRemaining } = deliveryGroupFee(template, carts);
  return { subtotal, deliveryFee, freeDeliveryRemaining };
}

/** One delivery group; pass `carts` and the totals follow, or `deliveryTemplate` for its rule. */
export function buildCartGroup(overrides?: Partial<T.CartGroup>): T.CartGroup {
  const template = overrides?.deliveryTemplate ?? overrides?.carts?.[0]?.deliveryTemplate ?? buildDeliveryTemplate();
  const carts =
    overrides?.carts ??
    Array.from({ length: 2 }, () =>
      buildCart({ product: buildProduct({ deliveryTemplate: template, deliveryTemplateId: template.id }) }),
    );
  return withOverrides(
    { __typename: 'CartGroup', deliveryTemplate: template, carts, ...groupTotals(template, carts) },
    overrides,
  );
}

/** Totals of the groups' selected lines (docs/product-rules.md#cart-and-delivery-fees). */
export function cartTotals(groups: readonly T.CartGroup[]) {
  const carts = groups.flatMap((group) => group.carts);
  const selected = carts.filter((cart) => cart.selected);
  const totalPrice = selected.reduce((sum, cart) => sum + cart.unitPrice * cart.count, 0);
  const discountFee = selected.reduce((sum, cart) => sum + (cart.unitPrice - cart.unitSalePrice) * cart.count, 0);
  const deliveryFee = groups.reduce((sum, group) => sum + group.deliveryFee, 0);
  return {
    count: carts.length,
    selectedCount: selected.length,
    totalPrice,
    discountFee,
    deliveryFee,
    payablePrice: totalPrice - discountFee + deliveryFee,
  };
}

export function buildCartSummary(overrides?: Partial<T.CartSummary>): T.CartSummary {
  const groups =
    overrides?.cartsGroupedByDeliveryTemplate ??
    (['CONDITIONALFREE', 'PAY'] as const).map((deliveryType) =>
      buildCartGroup({ deliveryTemplate: buildDeliveryTemplate({ deliveryType }) }),
    );
  return withOverrides(
    { __typename: 'CartSummary', cartsGroupedByDeliveryTemplate: groups, ...cartTotals(groups) },
    overrides,
  );
}
