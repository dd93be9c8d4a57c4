// The mocked API restates what it cannot import in the browser (backend modules that reach the
// ORM). Every copy the backend exports is compared with its original here, so a sentence, figure
// or rule changed in the backend fails this test until the mock follows.
import { describe, expect, it } from 'vitest';
import { EXPIRED_ORDER_REASON } from '../../backend/src/jobs/expire-unpaid-orders';
import * as realCartInput from '../../backend/src/modules/cart/cart-input';
import { CART_LINE_NOT_FOUND_MESSAGE, parseCartIds as realParseCartIds } from '../../backend/src/modules/cart/cart-validation';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../backend/src/modules/catalog/product.service';
import { MERCHANT_UID_PATTERN } from '../../backend/src/modules/order/m-uid';
import { REFUND_ACCOUNT_REQUIRED_MESSAGE, UNPAID_VBANK_PARTIAL_MESSAGE } from '../../backend/src/modules/order/order-cancel.service';
import { REVIEW_WINDOW_DAYS } from '../../backend/src/modules/order/order-product.entity';
import { LINE_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '../../backend/src/modules/order/order-query.service';
import * as paymentRequest from '../../backend/src/modules/order/payment-request';
import { PHOTO_REVIEW_POINTS, purchasePointsOf, TEXT_REVIEW_POINTS } from '../../backend/src/modules/point/point-ledger';
import { EXPIRING_SOON_DAYS } from '../../backend/src/modules/point/point-rows';
import { RECOMMENDATION_POINTS, SIGNUP_POINTS } from '../../backend/src/modules/point/point.service';
import { ALREADY_SUBSCRIBED_MESSAGE, NOT_SOLD_OUT_MESSAGE } from '../../backend/src/modules/restock/restock.service';
import { REVIEW_NOT_FOUND_MESSAGE } from '../../backend/src/modules/review/review.service';
import { STAFF_ONLY_MESSAGE } from '../../backend/src/modules/staff/staff-access';
import { COMPANY_NOT_FOUND_MESSAGE, STAFF_LINE_NOT_FOUND_MESSAGE } from '../../backend/src/modules/staff/staff-lines.service';
import { ANSWER_MAX, FEEDBACK_MAX, FEEDBACK_MIN, STAFF_REVIEW_NOT_FOUND_MESSAGE } from '../../backend/src/modules/staff/staff-reviews.service';
import { MAX_STOCK, STOCK_PRODUCT_NOT_FOUND_MESSAGE } from '../../backend/src/modules/staff/staff-stock.service';
import * as orderRules from '../scenarios/order-rules';
import * as cartInput from './cart-rules';
import * as copies from './real-messages';

describe('copies of backend sentences and figures', () => {
  it.each([
    ['CART_LINE_NOT_FOUND_MESSAGE', copies.CART_LINE_NOT_FOUND_MESSAGE, CART_LINE_NOT_FOUND_MESSAGE],
    ['PRODUCT_NOT_FOUND_MESSAGE', copies.PRODUCT_NOT_FOUND_MESSAGE, PRODUCT_NOT_FOUND_MESSAGE],
    ['ORDER_NOT_FOUND_MESSAGE', copies.ORDER_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE],
    ['LINE_NOT_FOUND_MESSAGE', copies.LINE_NOT_FOUND_MESSAGE, LINE_NOT_FOUND_MESSAGE],
    ['REFUND_ACCOUNT_REQUIRED_MESSAGE', copies.REFUND_ACCOUNT_REQUIRED_MESSAGE, REFUND_ACCOUNT_REQUIRED_MESSAGE],
    ['UNPAID_VBANK_PARTIAL_MESSAGE', copies.UNPAID_VBANK_PARTIAL_MESSAGE, UNPAID_VBANK_PARTIAL_MESSAGE],
    ['EXPIRED_ORDER_REASON', copies.EXPIRED_ORDER_REASON, EXPIRED_ORDER_REASON],
    ['REVIEW_NOT_FOUND_MESSAGE', copies.REVIEW_NOT_FOUND_MESSAGE, REVIEW_NOT_FOUND_MESSAGE],
    ['STAFF_ONLY_MESSAGE', copies.STAFF_ONLY_MESSAGE, STAFF_ONLY_MESSAGE],
    ['STAFF_LINE_NOT_FOUND_MESSAGE', copies.STAFF_LINE_NOT_FOUND_MESSAGE, STAFF_LINE_NOT_FOUND_MESSAGE],
    ['COMPANY_NOT_FOUND_MESSAGE', copies.COMPANY_NOT_FOUND_MESSAGE, COMPANY_NOT_FOUND_MESSAGE],
    ['STAFF_REVIEW_NOT_FOUND_MESSAGE', copies.STAFF_REVIEW_NOT_FOUND_MESSAGE, STAFF_REVIEW_NOT_FOUND_MESSAGE],
    ['STOCK_PRODUCT_NOT_FOUND_MESSAGE', copies.STOCK_PRODUCT_NOT_FOUND_MESSAGE, STOCK_PRODUCT_NOT_FOUND_MESSAGE],
    ['ALREADY_SUBSCRIBED_MESSAGE', copies.ALREADY_SUBSCRIBED_MESSAGE, ALREADY_SUBSCRIBED_MESSAGE],
    ['NOT_SOLD_OUT_MESSAGE', copies.NOT_SOLD_OUT_MESSAGE, NOT_SOLD_OUT_MESSAGE],
    ['TEXT_REVIEW_POINTS', copies.TEXT_REVIEW_POINTS, TEXT_REVIEW_POINTS],
    ['PHOTO_REVIEW_POINTS', copies.PHOTO_REVIEW_POINTS, PHOTO_REVIEW_POINTS],
    ['SIGNUP_POINTS', copies.SIGNUP_POINTS, SIGNUP_POINTS],
    ['RECOMMENDATION_POINTS', copies.RECOMMENDATION_POINTS, RECOMMENDATION_POINTS],
    ['EXPIRING_SOON_DAYS', copies.EXPIRING_SOON_DAYS, EXPIRING_SOON_DAYS],
    ['REVIEW_WINDOW_DAYS', copies.REVIEW_WINDOW_DAYS, REVIEW_WINDOW_DAYS],
    ['FEEDBACK_MIN', copies.FEEDBACK_MIN, FEEDBACK_MIN],
    ['FEEDBACK_MAX', copies.FEEDBACK_MAX, FEEDBACK_MAX],
    ['ANSWER_MAX', copies.ANSWER_MAX, ANSWER_MAX],
    ['MAX_STOCK', copies.MAX_STOCK, MAX_STOCK],
  ])('%s equals the backend’s', (_name, copy, original) => {
    expect(copy).toBe(original);
  });
});

describe('copies of backend rules', () => {
  it.each([0, 99, 100, 14_999, 15_000, 123_456])('purchase points of %i won', (paidPrice) => {
    expect(copies.purchasePointsOf(paidPrice)).toBe(purchasePointsOf(paidPrice));
  });

  const instants = ['2026-09-01T01:00:00.000Z', '2026-09-01T14:59:59.000Z', '2026-09-01T15:00:00.000Z', '2026-12-31T20:00:00.000Z'];

  it.each(instants)('payment deadlines of an order placed at %s', (at) => {
    const orderedAt = new Date(at);
    expect(orderRules.vbankDueOf(orderedAt)).toEqual(paymentRequest.vbankDueOf(orderedAt));
    for (const method of ['card', 'trans', 'kakaopay', 'vbank', 'point'] as const) {
      expect(orderRules.paymentDeadlineOf(method, orderedAt)).toEqual(paymentRequest.paymentDeadlineOf(method, orderedAt));
    }
  });

  it.each([[['과잠']], [['과잠', '후드티']], [['과잠', '후드티', '양말']], [[]]])('the payment name of %j', (names) => {
    expect(orderRules.orderNameOf(names)).toBe(paymentRequest.orderNameOf(names));
  });

  it.each(['+821012345678', '010-1234-5678', '+12025550123', 'not a number', null])('the buyer phone %s', (tel) => {
    expect(orderRules.domesticTel(tel)).toBe(paymentRequest.domesticTel(tel));
  });

  it.each(instants)('a merchant uid dated %s has the real format and Korean day', (at) => {
    const uid = orderRules.orderMUid(42, at);
    expect(uid).toMatch(MERCHANT_UID_PATTERN);
    const koreanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(at)).replaceAll('-', '');
    expect(uid.slice(4, 12)).toBe(koreanDay);
  });
});

describe('copies of the cart’s input rules', () => {
  /** The value, or the refusal's message and field, as a client would see either. */
  const outcome = (work: () => unknown) => {
    try {
      return { value: work() };
    } catch (error) {
      const refusal = error as { message: string; extensions?: Record<string, unknown> };
      return { message: refusal.message, field: refusal.extensions?.['field'] };
    }
  };

  it.each([1, 999, 0, 1000, 1.5])('a count of %s', (count) => {
    const data = { productId: 1, count };
    expect(outcome(() => cartInput.createCartSchema.parse(data))).toEqual(outcome(() => realCartInput.createCartSchema.parse(data)));
    const update = { id: 1, count };
    expect(outcome(() => cartInput.updateCartCountSchema.parse(update))).toEqual(outcome(() => realCartInput.updateCartCountSchema.parse(update)));
  });

  it.each([
    [0, 5],
    [990, 9],
    [990, 10],
    [999, 1],
  ])('merging %i and %i units', (already, adding) => {
    expect(outcome(() => cartInput.checkMergedCount(already, adding))).toEqual(outcome(() => realCartInput.checkMergedCount(already, adding)));
  });

  it.each([[[1, 2, 2]], [[]], [Array.from({ length: 101 }, (_, index) => index)], ['x']])('the line ids %j', (ids) => {
    expect(outcome(() => cartInput.parseCartIds(ids, 'ids'))).toEqual(outcome(() => realParseCartIds(ids, 'ids')));
  });
});
