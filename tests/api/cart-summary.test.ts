// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { recordStatements } from '../support/catalog-statements';
import {
  addLine,
  CART_OPERATIONS,
  createCartProduct,
  DeliveryTemplateId,
  readCart,
  type CartSummaryData,
} from '../support/cart-fixtures';

let api: TestApi;

const CART_COUNT = operationDocument('CartCount');

const em = () => api.orm.em.fork();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function lineOf(member: TestMember, fixture: Parameters<typeof createCartProduct>[1], count: number, optionIndex?: number) {
  const { product, detailIds } = await createCartProduct(em(), fixture);
  const productOptionDetailId = optionIndex === undefined ? null : detailIds[optionIndex]!;
  return addLine(api, member.token, { productId: product.id, productOptionDetailId, count });
}

const setCount = (member: TestMember, id: number, count: number) =>
  api.gql(CART_OPERATIONS.updateCount, { data: { id, count } }, { token: member.token });
const select = (member: TestMember, id: number, selected: boolean) =>
  api.gql(CART_OPERATIONS.toggle, { data: { id, selected } }, { token: member.token });

function groupOf(cart: CartSummaryData, templateId: number) {
  const group = cart.cartsGroupedByDeliveryTemplate.find((candidate) => candidate.deliveryTemplate.id === templateId);
  if (!group) throw new Error(`No group for template ${templateId}`);
  return group;
}

describe('the cart page totals', () => {
  it('adds up lines under all four fee rules, counting only selected lines', async () => {
    const member = await createMember(em());
    await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.FREE, price: 30_000, salePrice: 25_000 }, 2);
    await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.PAY, price: 18_000, salePrice: 15_000 }, 1);
    const unselected = await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.PAY, price: 10_000, salePrice: 8_000 }, 1);
    await select(member, unselected.id, false);
    // 49,000 + a 1,000 option extra reaches the 50,000 condition exactly.
    await lineOf(
      member,
      { deliveryTemplateId: DeliveryTemplateId.CONDITIONAL_FREE, price: 59_000, salePrice: 49_000, options: [{ stock: 5, extra: 1_000 }] },
      1,
      0,
    );
    await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.PER_FIVE, price: 22_000, salePrice: 18_000, count: 50 }, 6);
    await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.GROUP_TIERS, price: 24_000, salePrice: 19_000, count: 50 }, 11);

    const cart = await readCart(api, member.token);
    expect(cart).toMatchObject({
      totalPrice: 534_000,
      discountFee: 102_000,
      deliveryFee: 14_000,
      payablePrice: 446_000,
      count: 6,
      selectedCount: 5,
    });
    // Groups in the order of their newest line; lines newest first within a group.
    expect(cart.cartsGroupedByDeliveryTemplate.map((group) => group.deliveryTemplate.id)).toEqual([
      DeliveryTemplateId.GROUP_TIERS,
      DeliveryTemplateId.PER_FIVE,
      DeliveryTemplateId.CONDITIONAL_FREE,
      DeliveryTemplateId.PAY,
      DeliveryTemplateId.FREE,
    ]);
    expect(groupOf(cart, DeliveryTemplateId.FREE)).toMatchObject({ deliveryFee: 0, subtotal: 50_000, freeDeliveryRemaining: null });
    expect(groupOf(cart, DeliveryTemplateId.PAY)).toMatchObject({ deliveryFee: 3_000, subtotal: 15_000 });
    expect(groupOf(cart, DeliveryTemplateId.PAY).carts.map((line) => line.selected)).toEqual([false, true]);
    expect(groupOf(cart, DeliveryTemplateId.CONDITIONAL_FREE)).toMatchObject({ deliveryFee: 0, subtotal: 50_000, freeDeliveryRemaining: null });
    expect(groupOf(cart, DeliveryTemplateId.CONDITIONAL_FREE).carts[0]).toMatchObject({ unitPrice: 60_000, unitSalePrice: 50_000 });
    expect(groupOf(cart, DeliveryTemplateId.PER_FIVE)).toMatchObject({ deliveryFee: 6_000, subtotal: 108_000 });
    expect(groupOf(cart, DeliveryTemplateId.GROUP_TIERS)).toMatchObject({ deliveryFee: 5_000, subtotal: 209_000 });

    const checkout = await api.gql<{ cartsCheckouted: CartSummaryData }>(CART_OPERATIONS.checkouted, {}, { token: member.token });
    expect(checkout.errors).toBeUndefined();
    expect(checkout.data!.cartsCheckouted).toMatchObject({ totalPrice: 534_000, deliveryFee: 14_000, payablePrice: 446_000, count: 5, selectedCount: 5 });
    const checkoutLines = checkout.data!.cartsCheckouted.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
    expect(checkoutLines.map((line) => line.id)).not.toContain(unselected.id);

    const badge = await api.gql<{ me: { carts: { count: number; selectedCount: number } } }>(CART_OPERATIONS.cartCount, {}, { token: member.token });
    expect(badge.data!.me.carts).toEqual({ count: 6, selectedCount: 5 });
  });

  it('CONDITIONALFREE charges one won short of the condition and says so, and is free at it', async () => {
    const member = await createMember(em());
    const shortLine = await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.CONDITIONAL_FREE, price: 59_999, salePrice: 49_999 }, 1);
    expect(groupOf(await readCart(api, member.token), DeliveryTemplateId.CONDITIONAL_FREE)).toMatchObject({
      subtotal: 49_999,
      deliveryFee: 3_000,
      freeDeliveryRemaining: 1,
    });
    const topUp = await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.CONDITIONAL_FREE, price: 1_000, salePrice: 1 }, 1);
    expect(groupOf(await readCart(api, member.token), DeliveryTemplateId.CONDITIONAL_FREE)).toMatchObject({
      subtotal: 50_000,
      deliveryFee: 0,
      freeDeliveryRemaining: null,
    });
    await select(member, topUp.id, false);
    const cart = await readCart(api, member.token);
    expect(groupOf(cart, DeliveryTemplateId.CONDITIONAL_FREE)).toMatchObject({ deliveryFee: 3_000, freeDeliveryRemaining: 1 });
    await select(member, shortLine.id, false);
    expect(await readCart(api, member.token)).toMatchObject({ deliveryFee: 0, totalPrice: 0, payablePrice: 0, selectedCount: 0 });
  });

  it('BYQUANTITY with a repeat unit counts the whole group: 5 items one fee, 6 items two', async () => {
    const member = await createMember(em());
    const fixture = { deliveryTemplateId: DeliveryTemplateId.PER_FIVE, price: 20_000, salePrice: 20_000, count: 50 };
    const first = await lineOf(member, fixture, 3);
    await lineOf(member, fixture, 2);
    expect(groupOf(await readCart(api, member.token), DeliveryTemplateId.PER_FIVE).deliveryFee).toBe(3_000);
    await setCount(member, first.id, 4);
    expect(groupOf(await readCart(api, member.token), DeliveryTemplateId.PER_FIVE).deliveryFee).toBe(6_000);
  });

  it('BYQUANTITY tiers change fee right after each bound', async () => {
    const member = await createMember(em());
    const line = await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.GROUP_TIERS, price: 30_000, salePrice: 30_000, count: 100 }, 10);
    const feeAt = async (count: number) => {
      await setCount(member, line.id, count);
      return groupOf(await readCart(api, member.token), DeliveryTemplateId.GROUP_TIERS).deliveryFee;
    };
    expect([await feeAt(10), await feeAt(11), await feeAt(30), await feeAt(31)]).toEqual([3_000, 5_000, 5_000, 8_000]);
  });

  it('answers an empty cart with zero totals', async () => {
    const member = await createMember(em());
    expect(await readCart(api, member.token)).toEqual({
      cartsGroupedByDeliveryTemplate: [],
      totalPrice: 0,
      discountFee: 0,
      deliveryFee: 0,
      payablePrice: 0,
      count: 0,
      selectedCount: 0,
    });
  });
});

describe('reading the cart', () => {
  it('takes the same number of statements for two lines as for eight (no query per line)', async () => {
    const small = await createMember(em());
    const large = await createMember(em());
    await lineOf(small, { options: [{ stock: 5 }] }, 1, 0);
    await lineOf(small, {}, 1);
    const templates = Object.values(DeliveryTemplateId);
    for (let index = 0; index < 8; index += 1) {
      const fixture = { deliveryTemplateId: templates[index % templates.length]!, count: 20 };
      if (index % 2 === 0) await lineOf(large, { ...fixture, options: [{ stock: 5 }, { stock: 5, extra: 500 }] }, 1, 1);
      else await lineOf(large, fixture, 1);
    }
    const statementsFor = async (member: TestMember) => {
      const { result, statements } = await recordStatements(() => api.gql(CART_OPERATIONS.myCart, {}, { token: member.token }));
      expect(result.errors).toBeUndefined();
      return statements.length;
    };
    const two = await statementsFor(small);
    const eight = await statementsFor(large);
    expect(eight).toBe(two);
    expect(two).toBeLessThanOrEqual(10);
  });

  it('answers the header’s CartCount with the counts alone, never loading the lines', async () => {
    const member = await createMember(em());
    await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.PAY }, 1);
    const second = await lineOf(member, { deliveryTemplateId: DeliveryTemplateId.FREE }, 2);
    expect((await select(member, second.id, false)).errors).toBeUndefined();
    const { result, statements } = await recordStatements(() => api.gql(CART_COUNT, {}, { token: member.token }));
    expect(result.errors).toBeUndefined();
    expect((result.data as { me: { carts: { count: number; selectedCount: number } } }).me.carts).toEqual({ count: 2, selectedCount: 1 });
    expect(statements.filter((text) => /from "?cart"?/i.test(text))).toHaveLength(1);
    expect(statements.some((text) => /product_option|delivery_template/i.test(text))).toBe(false);
  });
});
