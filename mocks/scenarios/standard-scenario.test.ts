import { describe, expect, it } from 'vitest';
import type * as T from '../__generated__/types';
import { loadContractSchema, shapeProblems } from '../factories/schema-shape';
import { loadScenario, MOCK_NOW, StandardIds, type MockScenario } from '.';
import { deliveryFeeFor } from '../../domain/cart/delivery-fee';
import { purchasePointsOf } from '../../domain/point/point-rules';
import { unitPrices } from './pricing';
import type { ScenarioProduct } from './standard';

const schema = loadContractSchema();
const scenario = loadScenario('standard');
const products = new Map(scenario.catalogue.products.map((product) => [product.id, product]));
const templates = new Map(scenario.catalogue.deliveryTemplates.map((template) => [template.id, template]));
const demo = StandardIds.member.demo;
const lines = scenario.orders.flatMap((order) => order.orderProducts);

function productOf(id: number): ScenarioProduct {
  const product = products.get(id);
  if (!product) throw new Error(`product ${id} is not in the catalogue`);
  return product;
}

function detailOf(product: ScenarioProduct, id: number | null) {
  return id === null ? null : (product.productOptionDetails.find((detail) => detail.id === id) ?? 'missing');
}

describe('standard scenario records', () => {
  it('are GraphQL objects of their types', () => {
    const problems = [
      ...scenario.orders.flatMap((order) => shapeProblems(schema, 'Order', order)),
      ...scenario.reviews.flatMap((review) => shapeProblems(schema, 'Review', review)),
      ...scenario.points.flatMap((point) =>
        shapeProblems(schema, 'Point', point, { extraKeys: ['userId', 'orderId', 'orderProductId', 'reviewId'] }),
      ),
      ...scenario.restockNotifications.flatMap((row) => shapeProblems(schema, 'ProductRestockNotification', row)),
      ...scenario.userDeliveries.flatMap((row) => shapeProblems(schema, 'UserDelivery', row)),
    ];
    expect(problems).toEqual([]);
  });

  it('signs the demo member in with their saved address', () => {
    expect(scenario.viewerId).toBe(demo);
    expect(scenario.members.map((member) => member.email)).toEqual(['demo@hanbit.ac.kr', 'admin@hanbit.ac.kr', 'viewer@hanbit.ac.kr']);
    expect(scenario.userDeliveries).toEqual([expect.objectContaining({ userId: demo, id: StandardIds.userDelivery.demo })]);
  });

  it('refers only to catalogue products, their own combinations and their templates', () => {
    for (const cart of scenario.carts) {
      const product = productOf(cart.productId);
      expect(detailOf(product, cart.productOptionDetailId)).not.toBe('missing');
      expect(cart.productOptionDetailId === null).toBe(product.productOptionDetails.length === 0);
      const inputs = [cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2];
      expect(inputs.filter((value) => value !== null)).toHaveLength(product.productOptionInputs.length);
    }
    for (const line of lines) {
      const product = productOf(line.productId);
      const detail = detailOf(product, line.productOptionDetailId);
      expect(detail).not.toBe('missing');
      expect(line.deliveryTemplateId).toBe(product.deliveryTemplateId);
      expect(templates.has(line.deliveryTemplateId)).toBe(true);
      const prices = unitPrices(product, detail === 'missing' ? null : detail);
      expect({ price: line.price, salePrice: line.salePrice, name: line.productName }).toEqual({ ...prices, name: product.name });
      expect(line.product.id).toBe(product.id);
      expect(Date.parse(line.createdAt)).toBeGreaterThanOrEqual(Date.parse(product.createdAt));
    }
  });

  it('has a cart over every kind of delivery fee with one unselected line and one embroidered line', () => {
    const types = new Set(scenario.carts.map((cart) => templates.get(productOf(cart.productId).deliveryTemplateId)?.deliveryType));
    expect([...types].sort()).toEqual(['BYQUANTITY', 'CONDITIONALFREE', 'FREE', 'PAY']);
    expect(scenario.carts.filter((cart) => !cart.selected).map((cart) => cart.id)).toEqual([StandardIds.cart.coachJacketBeigeM]);
    const jacket = scenario.carts.find((cart) => cart.id === StandardIds.cart.jacketNavyM);
    expect(jacket?.productOptionInput0).toBeTruthy();
    expect(scenario.carts.every((cart) => cart.userId === demo)).toBe(true);
  });

  it('keeps the CONDITIONALFREE group below its condition until the unselected line is selected', () => {
    const conditional = scenario.carts.filter(
      (cart) => templates.get(productOf(cart.productId).deliveryTemplateId)?.deliveryType === 'CONDITIONALFREE',
    );
    const subtotal = (rows: typeof conditional) =>
      rows.reduce((sum, cart) => {
        const product = productOf(cart.productId);
        const detail = detailOf(product, cart.productOptionDetailId);
        return sum + unitPrices(product, detail === 'missing' ? null : detail).salePrice * cart.count;
      }, 0);
    const condition = templates.get(productOf(conditional[0]?.productId ?? 0).deliveryTemplateId)?.condition ?? 0;
    expect(subtotal(conditional.filter((cart) => cart.selected))).toBeLessThan(condition);
    expect(subtotal(conditional)).toBeGreaterThanOrEqual(condition);
  });
});

describe('standard scenario orders', () => {
  const sum = (rows: T.OrderProduct[], pick: (line: T.OrderProduct) => number) => rows.reduce((s, l) => s + pick(l), 0);

  it('have lines in every status and belong to the demo member', () => {
    expect(new Set(lines.map((line) => line.status))).toEqual(
      new Set(['READY', 'PAID', 'PREPARING', 'DELIVERING', 'COMPLETED', 'CANCELLED']),
    );
    expect(scenario.orders.every((order) => order.userId === demo && order.user.email === 'demo@hanbit.ac.kr')).toBe(true);
    expect(new Set(scenario.orders.map((order) => order.mUid)).size).toBe(scenario.orders.length);
  });

  it('add up: fees per delivery group on its first line, paidPrice = lines after points + fees', () => {
    for (const order of scenario.orders) {
      const groups = new Map<number, T.OrderProduct[]>();
      for (const line of order.orderProducts) groups.set(line.deliveryTemplateId, [...(groups.get(line.deliveryTemplateId) ?? []), line]);
      for (const [templateId, group] of groups) {
        const template = templates.get(templateId);
        if (!template) throw new Error(`template ${templateId}`);
        const expected = deliveryFeeFor(template, { quantity: sum(group, (l) => l.count), subtotal: sum(group, (l) => l.salePrice * l.count) });
        expect(group.map((line) => line.deliveryFee)).toEqual([expected, ...group.slice(1).map(() => 0)]);
      }
      for (const line of order.orderProducts) {
        expect(line.paidPrice).toBe(line.salePrice * line.count - line.pointUsing);
        expect(line.discountFee).toBe((line.price - line.salePrice) * line.count);
      }
      expect(order.deliveryFee).toBe(sum(order.orderProducts, (l) => l.deliveryFee));
      expect(order.paidPrice).toBe(sum(order.orderProducts, (l) => l.paidPrice) + order.deliveryFee);
      expect(order.totalPrice - order.discountFee + order.deliveryFee - order.pointUsing).toBe(order.paidPrice);
      expect(order.cancelPrice).toBe(sum(order.orderProducts, (l) => l.cancelPrice));
    }
  });

  it('pay as their lines say, with virtual-account details only on the vbank order awaiting deposit', () => {
    for (const order of scenario.orders) {
      const spec = order.orderSpecification;
      const statuses = new Set(order.orderProducts.map((line) => line.status));
      const expected = statuses.size === 1 && statuses.has('READY') ? 'READY' : statuses.size === 1 && statuses.has('CANCELLED') ? 'CANCELLED' : 'PAID';
      expect(spec.status, `order ${order.id}`).toBe(expected);
      const vbank = [spec.vbankNum, spec.vbankName, spec.vbankCode, spec.vbankHolder, spec.vbankDate];
      expect(vbank.every((field) => field !== null), `order ${order.id}`).toBe(spec.payMethod === 'vbank');
      expect(vbank.every((field) => field === null), `order ${order.id}`).toBe(spec.payMethod !== 'vbank');
      expect(order.expiresAt !== null).toBe(spec.status === 'READY');
      expect(spec.paidAt !== null).toBe(spec.status !== 'READY');
    }
    const vbank = scenario.orders.find((order) => order.id === StandardIds.order.vbankAwaitingDeposit);
    expect(vbank?.orderSpecification).toMatchObject({ payMethod: 'vbank', status: 'READY', paymentStatus: 'ready' });
    expect(Date.parse(vbank?.orderSpecification.vbankDate ?? '')).toBeGreaterThan(MOCK_NOW.getTime());
  });

  it('ship, cancel and open reviews by line status', () => {
    for (const line of lines) {
      const shipped = line.status === 'DELIVERING' || line.status === 'COMPLETED';
      expect(line.orderProductShipping !== null, `line ${line.id}`).toBe(shipped);
      if (line.orderProductShipping) expect(line.orderProductShipping.shippingNumber).toMatch(/^\d{10,14}$/);
      const cancelled = line.status === 'CANCELLED';
      expect(line.cancelReason !== null && line.cancelPrice >= line.paidPrice).toBe(cancelled);
      expect(line.reviewableUntil !== null).toBe(line.status === 'COMPLETED');
      expect(line.isReviewable).toBe(line.status === 'COMPLETED' && line.review === null);
    }
    const completed = lines.filter((line) => line.status === 'COMPLETED');
    expect(completed.some((line) => line.isReviewable)).toBe(true);
    expect(completed.some((line) => line.review !== null)).toBe(true);
    const pickup = scenario.orders.find((order) => order.id === StandardIds.order.groupPickupPreparing);
    expect(pickup?.orderDelivery).toBeNull();
  });
});

describe('standard scenario points', () => {
  const points = scenario.points;
  const byLine = (lineId: number) => points.filter((point) => point.orderProductId === lineId);

  it('hold every status, including sign-up and purchase GAIN, and follow the balance rule over time', () => {
    expect(new Set(points.map((point) => point.status))).toEqual(new Set(['GAIN', 'USED', 'RESERVED', 'EXPIRED']));
    const gains = points.filter((point) => point.status === 'GAIN').map((point) => point.pointType.content);
    expect(gains).toEqual(expect.arrayContaining(['회원가입', '구매 적립']));
    let balance = 0;
    for (const point of [...points].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      if (point.status === 'GAIN') balance += point.value;
      if (point.status === 'USED' || point.status === 'EXPIRED') balance -= point.value;
      expect(balance, `after point ${point.id}`).toBeGreaterThanOrEqual(0);
    }
    expect(points.every((point) => point.userId === demo && point.value > 0)).toBe(true);
  });

  it('reserve 1% of each paid open line and turn it to GAIN once the line is completed', () => {
    for (const line of lines) {
      const rows = byLine(line.id);
      if (line.status === 'READY' || line.status === 'CANCELLED') {
        expect(rows, `line ${line.id}`).toEqual([]);
        continue;
      }
      expect(rows.map((row) => [row.status, row.value]), `line ${line.id}`).toEqual([
        [line.status === 'COMPLETED' ? 'GAIN' : 'RESERVED', purchasePointsOf(line.paidPrice)],
      ]);
    }
  });

  it('book the points used on an order as one USED row of the same amount', () => {
    for (const order of scenario.orders) {
      const used = points.filter((point) => point.status === 'USED' && point.orderId === order.id);
      expect(used.reduce((s, point) => s + point.value, 0), `order ${order.id}`).toBe(order.pointUsing);
    }
    expect(scenario.orders.some((order) => order.pointUsing > 0)).toBe(true);
  });
});

describe('standard scenario reviews and restock subscriptions', () => {
  const own = scenario.reviews.filter((review) => review.userId === demo);
  const others = scenario.reviews.filter((review) => review.userId !== demo);

  it('give the demo member a READY, an APPLIED and a REJECT review of their completed lines', () => {
    expect(own.map((review) => review.status).sort()).toEqual(['APPLIED', 'READY', 'REJECT']);
    for (const review of own) {
      const line = lines.find((candidate) => candidate.id === review.orderProduct?.id);
      expect(line?.status).toBe('COMPLETED');
      expect(line?.productId).toBe(review.productId);
      expect(line?.review?.id).toBe(review.id);
      expect(review.feedback !== null).toBe(review.status === 'REJECT');
    }
  });

  it('show other members APPLIED reviews on several products, some pinned, ratings spread, averages right', () => {
    expect(others.every((review) => review.status === 'APPLIED' && review.orderProduct === null)).toBe(true);
    expect(new Set(others.map((review) => review.productId)).size).toBeGreaterThanOrEqual(5);
    expect(others.some((review) => review.pinned)).toBe(true);
    expect(new Set(others.map((review) => review.rating)).size).toBeGreaterThanOrEqual(4);
    for (const review of scenario.reviews) {
      const applied = scenario.reviews.filter((r) => r.productId === review.productId && r.status === 'APPLIED');
      const average = applied.length ? Math.round((applied.reduce((s, r) => s + r.rating, 0) / applied.length) * 10) / 10 : 0;
      expect([review.product.reviewAverage, review.product.reviewCount]).toEqual([average, applied.length]);
      const questions = review.product.productReviewType?.reviewOptions.map((q) => q.id) ?? [];
      expect(review.reviewOptionSelecteds.map((answer) => answer.reviewOptionId)).toEqual(questions);
      expect(Date.parse(review.createdAt)).toBeGreaterThan(Date.parse(productOf(review.productId).createdAt));
    }
  });

  it('subscribe the demo member once to each of the sold-out products 9, 23 and 32', () => {
    const subscribed = scenario.restockNotifications.map((row) => row.productId).sort((a, b) => a - b);
    expect(subscribed).toEqual([9, 23, 32]);
    for (const row of scenario.restockNotifications) {
      expect(row.product).toMatchObject({ isSoldOut: true, isRestockSubscribed: true });
      expect(productOf(row.productId).count).toBe(0);
    }
  });
});

describe('loadScenario', () => {
  it('is deterministic and hands out independent copies', () => {
    const first = loadScenario('standard');
    first.catalogue.deliveryTemplates.splice(0);
    first.orders.splice(0);
    const second: MockScenario = loadScenario('standard');
    expect(second).toEqual(scenario);
  });

  it('places activity relative to the given now', () => {
    const later = loadScenario('standard', { now: new Date(MOCK_NOW.getTime() + 86_400_000) });
    expect(Date.parse(later.orders[0]?.createdAt ?? '') - Date.parse(scenario.orders[0]?.createdAt ?? '')).toBe(86_400_000);
    expect(later.now).toBe(new Date(MOCK_NOW.getTime() + 86_400_000).toISOString());
  });
});
