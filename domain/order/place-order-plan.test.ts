import { describe, expect, it } from 'vitest';
import type { DeliveryFeeRule } from '../cart/delivery-fee';
import { feeRule as rule } from '../cart/delivery-fee.scenarios';
import { PayMethod, ProductGroupDeliveryType, ProductType } from '../enums';
import { AppError } from '../errors/errors';
import { planPlaceOrder, type PlanCartLine, type PlaceOrderRequest } from './place-order-plan';
import { MIN_PG_AMOUNT } from './place-order-rules';

const TEMPLATES: Record<number, DeliveryFeeRule> = { 1: rule({ deliveryType: 'PAY', deliveryFee: 3_000 }), 2: rule({ deliveryType: 'FREE' }) };

const SHIPPED = { productType: ProductType.SINGLEORDER, productGroupDelivery: null };
const PICKUP = { productType: ProductType.GROUPORDER, productGroupDelivery: { productGroupDeliveryType: ProductGroupDeliveryType.GROUP } };

const cartLine = (ref: string, overrides: Partial<PlanCartLine<string>> = {}): PlanCartLine<string> => ({
  ref,
  productId: 10,
  productOptionDetailId: null,
  productName: `상품 ${ref}`,
  product: SHIPPED,
  templateId: 1,
  count: 1,
  unitPrice: 20_000,
  unitSalePrice: 18_000,
  inputs: [],
  ...overrides,
});

const ADDRESS = { name: '김한빛', postCode: '04763', address: '서울 성동구 왕십리로 222', detailAddress: '학생회관 101호', tel: '010-1234-5678' };
const NOW = new Date('2026-11-26T03:00:00Z');

function plan(lines: PlanCartLine<string>[], input: Partial<PlaceOrderRequest<string>['input']> = {}) {
  return planPlaceOrder({
    lines,
    input: { payMethod: PayMethod.card, pointUsing: 0, delivery: ADDRESS, ...input },
    templateOf: (id) => TEMPLATES[id]!,
    now: NOW,
  });
}

function refusal(run: () => unknown): { code: unknown; message: string; field: unknown } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.extensions.code, message: error.message, field: error.extensions.field };
  }
  throw new Error('expected a refusal');
}

describe('planPlaceOrder', () => {
  it('books each group fee on its first line, spreads the points and charges the rest through the PG', () => {
    const result = plan([cartLine('a', { count: 2 }), cartLine('b', { templateId: 2 }), cartLine('c')], { pointUsing: 1_000 });
    expect(result.create.lines.map((line) => [line.ref, line.deliveryFee])).toEqual([
      ['a', 3_000],
      ['b', 0],
      ['c', 0],
    ]);
    expect(result.create.order).toEqual({ totalPrice: 80_000, discountFee: 8_000, deliveryFee: 3_000, pointUsing: 1_000, paidPrice: 74_000 });
    expect(result.create.lines.reduce((sum, line) => sum + line.pointUsing, 0)).toBe(1_000);
    expect(result.take.points).toBe(1_000);
    expect(result.charge).toEqual({ paidPrice: 74_000, viaPg: true, paidAtOnce: false });
    expect(result.create.expiresAt).not.toBeNull();
    expect(result.create.delivery).toMatchObject({ name: '김한빛', postCode: '04763' });
    expect(result.create.saveDeliveryAsDefault).toBe(false);
  });

  it('pays a point-only order at once, with no deadline and nothing for the PG', () => {
    const result = plan([cartLine('a')], { pointUsing: 21_000, payMethod: PayMethod.point, delivery: { ...ADDRESS, saveAsDefault: true } });
    expect(result.charge).toEqual({ paidPrice: 0, viaPg: false, paidAtOnce: true });
    expect(result.create.expiresAt).toBeNull();
    expect(result.create.saveDeliveryAsDefault).toBe(true);
    expect(result.create.delivery).not.toHaveProperty('saveAsDefault');
  });

  it('takes stock in the global lock order: products first, then combinations, each by id', () => {
    const result = plan([
      cartLine('d9', { productId: 1, productOptionDetailId: 9 }),
      cartLine('p7', { productId: 7 }),
      cartLine('d3', { productId: 2, productOptionDetailId: 3 }),
      cartLine('p5', { productId: 5 }),
    ]);
    expect(result.take.stock.map((take) => take.ref)).toEqual(['p5', 'p7', 'd3', 'd9']);
    expect(result.create.lines.map((line) => line.ref)).toEqual(['d9', 'p7', 'd3', 'p5']);
  });

  it('needs no address when every line is picked up at its group point, and ignores one sent', () => {
    const result = plan([cartLine('a', { product: PICKUP })], { delivery: ADDRESS });
    expect(result.create.delivery).toBeNull();
    expect(plan([cartLine('a', { product: PICKUP })], { delivery: null }).create.delivery).toBeNull();
  });

  it('refuses in the order the buyer meets them: address, points, pay method, PG minimum', () => {
    expect(refusal(() => plan([cartLine('a')], { delivery: null, pointUsing: 999_999 }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'delivery' });
    expect(refusal(() => plan([cartLine('a')], { pointUsing: 21_001, payMethod: PayMethod.kakaopay }))).toMatchObject({
      field: 'pointUsing',
      message: expect.stringContaining('21,000원'),
    });
    expect(refusal(() => plan([cartLine('a')], { pointUsing: 21_000, payMethod: PayMethod.card }))).toMatchObject({ field: 'payMethod' });
    expect(refusal(() => plan([cartLine('a')], { payMethod: PayMethod.point }))).toMatchObject({ field: 'payMethod' });
    expect(refusal(() => plan([cartLine('a')], { pointUsing: 21_000 - MIN_PG_AMOUNT + 1 }))).toMatchObject({
      field: 'pointUsing',
      message: expect.stringContaining(`${MIN_PG_AMOUNT}원`),
    });
    expect(plan([cartLine('a')], { pointUsing: 21_000 - MIN_PG_AMOUNT }).charge.paidPrice).toBe(MIN_PG_AMOUNT);
  });
});
