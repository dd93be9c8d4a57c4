import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../__generated__/types';
import {
  buildCart,
  buildCartGroup,
  buildCartSummary,
  buildDeliveryTemplate,
  buildList,
  buildOrder,
  buildOrderInStatus,
  buildPoint,
  buildProduct,
  buildReview,
  buildUser,
  ORDER_PRODUCT_STATUSES,
  resetFactories,
} from '.';

beforeEach(() => resetFactories());

const products = () => buildList(buildProduct, 30);

describe('buildProduct', () => {
  it('has exactly one option detail per combination of its option values', () => {
    for (const product of products()) {
      const axes = product.productOptions.map((option) => option.value.split(','));
      const expected = axes.length === 0 ? 0 : axes.reduce((n, values) => n * values.length, 1);
      expect(product.productOptionDetails).toHaveLength(expected);
      const combos = product.productOptionDetails.map((d) => [d.option0, d.option1, d.option2].slice(0, axes.length));
      for (const combo of combos) combo.forEach((value, axis) => expect(axes[axis]).toContain(value));
      expect(new Set(combos.map((combo) => combo.join('/'))).size).toBe(combos.length);
      expect(product.productOptionDetails.every((detail) => detail.productId === product.id)).toBe(true);
    }
  });

  it('sells at round KRW prices with salePrice at most price and stock equal to its combinations', () => {
    for (const product of products()) {
      expect(product.salePrice).toBeLessThanOrEqual(product.price);
      expect([product.price % 1000, product.salePrice % 1000]).toEqual([0, 0]);
      expect(product.discountRate).toBe(Math.floor(((product.price - product.salePrice) * 100) / product.price));
      if (product.productOptionDetails.length > 0) {
        expect(product.count).toBe(product.productOptionDetails.reduce((sum, detail) => sum + detail.count, 0));
      }
      expect(product.isSoldOut).toBe(product.count === 0);
      expect(product.deliveryTemplateId).toBe(product.deliveryTemplate.id);
      expect(product.productReviewGroupId).toBe(product.productReviewType?.id ?? null);
    }
  });

  it('sends group orders to a pickup point and embroiders varsity jackets', () => {
    for (const product of products()) {
      expect(product.productGroupDelivery !== null).toBe(product.productType === 'GROUPORDER');
      if (product.name.endsWith('과잠')) {
        expect(product.productOptionInputs.map((input) => input.key)).toEqual(['이니셜', '학번']);
      }
    }
  });
});

describe('buildCartSummary', () => {
  it('adds up the selected lines and the groups fees as docs/product-rules.md#cart-and-delivery-fees says', () => {
    const summary = buildCartSummary();
    const lines = summary.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
    const selected = lines.filter((line) => line.selected);
    let total = 0;
    let discount = 0;
    for (const line of selected) {
      total += line.unitPrice * line.count;
      discount += (line.unitPrice - line.unitSalePrice) * line.count;
    }
    const fees = summary.cartsGroupedByDeliveryTemplate.reduce((sum, group) => sum + group.deliveryFee, 0);
    expect(summary).toMatchObject({ totalPrice: total, discountFee: discount, deliveryFee: fees, count: lines.length });
    expect(summary.payablePrice).toBe(total - discount + fees);
  });

  it('charges a CONDITIONALFREE group below its condition and frees it from the condition on', () => {
    const template = buildDeliveryTemplate({ deliveryType: 'CONDITIONALFREE' });
    const product = buildProduct({ deliveryTemplate: template, price: 30000, salePrice: 25000, productOptions: [], count: 50 });
    const groupOf = (count: number) => buildCartGroup({ carts: [buildCart({ product, count })] });
    expect(groupOf(1)).toMatchObject({ subtotal: 25000, deliveryFee: 3000, freeDeliveryRemaining: 25000 });
    expect(groupOf(2)).toMatchObject({ subtotal: 50000, deliveryFee: 0, freeDeliveryRemaining: null });
    const unselected = buildCartGroup({ carts: [buildCart({ product, count: 2, selected: false })] });
    expect(unselected).toMatchObject({ subtotal: 0, deliveryFee: 0, freeDeliveryRemaining: null });
  });

  it('charges BYQUANTITY per started five items', () => {
    const template = buildDeliveryTemplate({ deliveryType: 'BYQUANTITY' });
    const product = buildProduct({ deliveryTemplate: template, price: 20000, salePrice: 18000, productOptions: [], count: 50 });
    const feeFor = (count: number) => buildCartGroup({ carts: [buildCart({ product, count })] }).deliveryFee;
    expect([feeFor(1), feeFor(5), feeFor(6), feeFor(11)]).toEqual([3000, 3000, 6000, 9000]);
  });

  it('prices a line by its combination: unit prices include the option extra', () => {
    for (const product of products()) {
      const line = buildCart({ product });
      const extra = line.productOptionDetail?.price ?? 0;
      expect([line.unitPrice, line.unitSalePrice]).toEqual([product.price + extra, product.salePrice + extra]);
      expect(line.productOptionDetailId).toBe(line.productOptionDetail?.id ?? null);
      expect(line.deliveryTemplateId).toBe(product.deliveryTemplateId);
    }
  });
});

describe('buildOrder', () => {
  const sumOf = (lines: T.OrderProduct[], pick: (line: T.OrderProduct) => number) => lines.reduce((s, l) => s + pick(l), 0);

  it.each(ORDER_PRODUCT_STATUSES)('an order of %s lines adds up and pays accordingly', (status) => {
    for (const payMethod of ['card', 'vbank', 'kakaopay', 'trans'] as const) {
      const order = buildOrderInStatus(status, payMethod);
      const lines = order.orderProducts;
      expect(lines.every((line) => line.status === status && line.orderId === order.id)).toBe(true);
      const fees = sumOf(lines, (line) => line.deliveryFee);
      expect(order.deliveryFee).toBe(fees);
      expect(order.paidPrice).toBe(sumOf(lines, (line) => line.paidPrice) + fees);
      expect(order.totalPrice).toBe(sumOf(lines, (line) => line.price * line.count));
      for (const line of lines) expect(line.paidPrice).toBe(line.salePrice * line.count - line.pointUsing);
      const spec = order.orderSpecification;
      const expectedStatus = status === 'READY' ? 'READY' : status === 'CANCELLED' ? 'CANCELLED' : 'PAID';
      expect(spec.status).toBe(expectedStatus);
      const vbankFields = [spec.vbankNum, spec.vbankName, spec.vbankCode, spec.vbankHolder, spec.vbankDate];
      expect(vbankFields.every((field) => field !== null)).toBe(payMethod === 'vbank');
      expect(vbankFields.every((field) => field === null)).toBe(payMethod !== 'vbank');
      expect(order.expiresAt !== null).toBe(status === 'READY');
      expect(order.cancelPrice).toBe(status === 'CANCELLED' ? order.paidPrice : 0);
    }
  });

  it('ships DELIVERING and COMPLETED lines only, and lets only COMPLETED unreviewed lines be reviewed', () => {
    for (const line of buildList(buildOrder, 20).flatMap((order) => order.orderProducts)) {
      const shipped = line.status === 'DELIVERING' || line.status === 'COMPLETED';
      expect(line.orderProductShipping !== null).toBe(shipped);
      if (line.orderProductShipping) expect(line.orderProductShipping.status).toBe(line.status);
      expect(line.cancelReason !== null).toBe(line.status === 'CANCELLED');
      expect(line.reviewableUntil !== null).toBe(line.status === 'COMPLETED');
      if (line.isReviewable) expect([line.status, line.review]).toEqual(['COMPLETED', null]);
      expect(line.check).toBe(['PREPARING', 'DELIVERING', 'COMPLETED'].includes(line.status));
    }
  });

  it('books each delivery group fee on the first line of the group only', () => {
    for (const order of buildList(buildOrder, 20)) {
      const seen = new Set<number>();
      for (const line of order.orderProducts) {
        if (seen.has(line.deliveryTemplateId)) expect(line.deliveryFee).toBe(0);
        seen.add(line.deliveryTemplateId);
      }
    }
  });
});

describe('buildReview, buildPoint and buildUser', () => {
  it('answers only the questions of the product review type and gives feedback only on REJECT', () => {
    for (const review of buildList(buildReview, 20)) {
      const questions = review.product.productReviewType?.reviewOptions ?? [];
      expect(review.reviewOptionSelecteds.map((a) => a.reviewOptionId)).toEqual(questions.map((q) => q.id));
      for (const answer of review.reviewOptionSelecteds) {
        expect(answer.reviewOption.reviewOptionDetails.map((d) => d.id)).toContain(answer.reviewOptionDetailId);
      }
      expect(review.feedback !== null).toBe(review.status === 'REJECT');
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.note.length).toBeGreaterThanOrEqual(10);
      expect(review.user.name).toMatch(/^.\*+.?$/u);
    }
  });

  it('dates expiry only on GAIN rows, one year after they were earned', () => {
    for (const point of buildList(buildPoint, 30)) {
      if (point.status !== 'GAIN') expect(point.expiredAt).toBeNull();
      else expect(Date.parse(point.expiredAt ?? '') - Date.parse(point.createdAt)).toBe(365 * 24 * 3_600_000);
      expect(point.value).toBeGreaterThan(0);
    }
  });

  it('owns everything nested in it and counts its lines by status', () => {
    const user = buildUser();
    const carts = user.carts.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
    expect(new Set([...carts, ...user.orders.items, ...user.reviews.items].map((row) => row.userId))).toEqual(new Set([user.id]));
    expect(user.userDelivery?.userId).toBe(user.id);
    expect(user.point).toBe(user.pointSummary.balance);
    const lines = user.orders.items.flatMap((order) => order.orderProducts);
    expect(user.orderProductCount.completed).toBe(lines.filter((line) => line.status === 'COMPLETED').length);
    expect(user.rejectedReviews.items.every((review) => review.status === 'REJECT' && review.feedback)).toBe(true);
    expect(user.tel).toMatch(/^\+8210\d{8}$/);
  });
});
