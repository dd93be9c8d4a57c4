import { describe, expect, it } from 'vitest';
import { DeliveryTemplateId, deliveryTemplates } from '../../mocks/scenarios/standard/delivery-templates';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { Cart } from '../../backend/src/modules/cart/cart.entity';
import { summarizeCart } from '../../backend/src/modules/cart/cart-summary';

// The demo tenant's templates: one of each fee rule (delivery-fee.test.ts covers the rules' bounds).
function template(id: number): DeliveryTemplate {
  const row = deliveryTemplates.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No scenario template ${id}`);
  return Object.assign(new DeliveryTemplate(), row);
}

const FREE = template(DeliveryTemplateId.FREE);
const PAY = template(DeliveryTemplateId.PAY);
const CONDITIONAL = template(DeliveryTemplateId.CONDITIONAL_FREE);
const PER_FIVE = template(DeliveryTemplateId.PER_FIVE);
const TIERS = template(DeliveryTemplateId.GROUP_TIERS);

let nextId = 1;

function line(
  deliveryTemplate: DeliveryTemplate,
  { price, salePrice, count, extra, selected = true, stock = 10 }: {
    price: number;
    salePrice: number;
    count: number;
    extra?: number;
    selected?: boolean;
    stock?: number;
  },
): Cart {
  const product = Object.assign(new Product(), { id: nextId++, price, salePrice, count: stock, deliveryTemplate });
  const productOptionDetail =
    extra === undefined ? null : Object.assign(new ProductOptionDetail(), { id: nextId++, price: extra, count: stock, product });
  return Object.assign(new Cart(), { id: nextId++, product, productOptionDetail, count, selected });
}

describe('Cart line values', () => {
  it('adds the combination extra to both the list and the sale price', () => {
    const cart = line(FREE, { price: 89_000, salePrice: 79_000, count: 3, extra: 3_000 });
    expect(cart.listPricePerUnit()).toBe(92_000);
    expect(cart.salePricePerUnit()).toBe(82_000);
    expect(cart.listTotal()).toBe(276_000);
    expect(cart.discountTotal()).toBe(30_000);
  });

  it("reads the combination's stock when there is one, the product's otherwise", () => {
    const withOption = line(FREE, { price: 1, salePrice: 1, count: 1, extra: 0, stock: 4 });
    withOption.product.count = 99;
    expect(withOption.stockLeft()).toBe(4);
    expect(line(FREE, { price: 1, salePrice: 1, count: 1, stock: 7 }).stockLeft()).toBe(7);
  });
});

describe('summarizeCart', () => {
  it('totals selected lines across all four fee rules; deselected lines show but count nowhere', () => {
    const carts = [
      line(TIERS, { price: 24_000, salePrice: 19_000, count: 11 }),
      line(PER_FIVE, { price: 22_000, salePrice: 18_000, count: 6 }),
      line(CONDITIONAL, { price: 59_000, salePrice: 49_000, count: 1, extra: 1_000 }),
      line(PAY, { price: 10_000, salePrice: 8_000, count: 1, selected: false }),
      line(PAY, { price: 18_000, salePrice: 15_000, count: 1 }),
      line(FREE, { price: 30_000, salePrice: 25_000, count: 2 }),
    ];
    const summary = summarizeCart(carts);
    expect(summary).toMatchObject({
      totalPrice: 534_000,
      discountFee: 102_000,
      deliveryFee: 14_000,
      payablePrice: 446_000,
      count: 6,
      selectedCount: 5,
    });
    expect(
      summary.cartsGroupedByDeliveryTemplate.map((group) => [group.deliveryTemplate.id, group.carts.length, group.subtotal, group.deliveryFee]),
    ).toEqual([
      [5, 1, 209_000, 5_000],
      [4, 1, 108_000, 6_000],
      [3, 1, 50_000, 0],
      [2, 2, 15_000, 3_000],
      [1, 1, 50_000, 0],
    ]);
  });

  it('gives a group whose lines are all deselected no fee, and an empty cart zero everywhere', () => {
    const summary = summarizeCart([line(PAY, { price: 5_000, salePrice: 5_000, count: 1, selected: false })]);
    expect(summary).toMatchObject({ deliveryFee: 0, totalPrice: 0, payablePrice: 0, count: 1, selectedCount: 0 });
    expect(summary.cartsGroupedByDeliveryTemplate[0]).toMatchObject({ deliveryFee: 0, subtotal: 0, freeDeliveryRemaining: null });
    expect(summarizeCart([])).toMatchObject({ cartsGroupedByDeliveryTemplate: [], payablePrice: 0, count: 0 });
  });

  it('says how much more makes a CONDITIONALFREE group free, from its discounted subtotal', () => {
    const summary = summarizeCart([line(CONDITIONAL, { price: 60_000, salePrice: 45_000, count: 1 })]);
    expect(summary.cartsGroupedByDeliveryTemplate[0]).toMatchObject({ deliveryFee: 3_000, freeDeliveryRemaining: 5_000 });
    expect(summary.payablePrice).toBe(48_000);
  });
});
