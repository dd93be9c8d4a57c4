// Staff steps, stock and moderation as the real staff services answer them (docs/decisions/0019,
// tests/api/staff-*.test.ts): the co-op admin moves lines on, sets stock and decides on reviews.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const { orderProduct: L, review: R } = StandardIds;

let api: MockApi;
let staff: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
});

const lineOf = (id: number) => api.db.state.orders.flatMap((order) => order.lines).find((line) => line.id === id);

describe('order lines', () => {
  it('moves a paid line through preparation, shipping (digits only) and completion, which makes it reviewable', async () => {
    dataOf(await staff('StaffConfirmOrderProduct', { orderProductId: L.shortPadding }));
    const shipped = { orderProductId: L.shortPadding, orderDeliveryCompanyId: 1, shippingNumber: '6840 1234-5678' };
    dataOf(await staff('StaffShipOrderProduct', { data: shipped }));
    expect(lineOf(L.shortPadding)?.shipping).toMatchObject({ shippingNumber: '684012345678', status: 'DELIVERING' });
    dataOf(await staff('StaffCompleteOrderProduct', { orderProductId: L.shortPadding }));
    expect(lineOf(L.shortPadding)).toMatchObject({ status: 'COMPLETED', shipping: { status: 'COMPLETED' } });
    expect(lineOf(L.shortPadding)?.reviewableUntil).toBe(new Date(Date.parse(api.scenario.now) + 90 * 24 * 60 * 60 * 1000).toISOString());
  });

  it('completes a group-pickup line straight from preparation', async () => {
    dataOf(await staff('StaffCompleteOrderProduct', { orderProductId: L.councilVarsity }));
    expect(lineOf(L.councilVarsity)?.status).toBe('COMPLETED');
  });

  // Which status a step accepts, and its sentence, is domain/order/line-process.test.ts's.
  it.each([
    [
      'a waybill number that is not 8-20 digits',
      'StaffShipOrderProduct',
      { data: { orderProductId: L.councilVarsity, orderDeliveryCompanyId: 1, shippingNumber: '1234' } },
      'BAD_USER_INPUT',
      '송장 번호를 8~20자리 숫자로 정확히 입력해 주세요.',
    ],
    [
      'an unknown delivery company',
      'StaffShipOrderProduct',
      { data: { orderProductId: L.councilVarsity, orderDeliveryCompanyId: 999, shippingNumber: '684012345678' } },
      'BAD_USER_INPUT',
      '택배사를 다시 선택해 주세요.',
    ],
    ['an unknown line', 'StaffConfirmOrderProduct', { orderProductId: 999 }, 'NOT_FOUND', '주문 상품을 찾을 수 없어요. 주문 상품 번호를 다시 확인해 주세요.'],
  ])('refuses %s and changes nothing', async (_case, operation, variables, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await staff(operation, variables))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });
});

describe('stock', () => {
  it.each([
    ['a product-level count for a product sold by option', { productId: 24, count: 5 }, 'BAD_USER_INPUT', '옵션별로 재고를 관리하는 상품이에요. 재고를 바꿀 옵션을 선택해 주세요.'],
    ['a combination of another product', { productId: 24, productOptionDetailId: 101, count: 5 }, 'BAD_USER_INPUT', '이 상품의 옵션이 아니에요. 옵션을 다시 선택해 주세요.'],
    ['a negative count', { productId: 30, count: -1 }, 'BAD_USER_INPUT', '재고 수량은 0 이상의 정수로 입력해 주세요.'],
    ['a count above 100,000', { productId: 30, count: 100_001 }, 'BAD_USER_INPUT', '재고 수량은 100,000개 이하로 입력해 주세요.'],
    ['an unknown product', { productId: 999, count: 1 }, 'NOT_FOUND', '상품을 찾을 수 없어요. 상품 번호를 다시 확인해 주세요.'],
  ])('refuses %s and changes nothing', async (_case, data, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await staff('StaffUpdateStock', { data }))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('tells subscribers only when the product’s whole stock rises from zero', async () => {
    const subscriptions = () => api.db.state.restocks.filter((row) => row.productId === 9);
    const waiting = subscriptions().map((row) => row.userId);
    expect(waiting.length).toBeGreaterThan(0);
    const vest = productOf(api.db.catalogue, 9);
    dataOf(await staff('StaffUpdateStock', { data: { productId: 9, productOptionDetailId: detailOf(vest, ['블랙', 'M']).id, count: 0 } }));
    expect(subscriptions()).toHaveLength(waiting.length);
    expect(api.db.state.restockMessages).toEqual([]);
    dataOf(await staff('StaffUpdateStock', { data: { productId: 9, productOptionDetailId: detailOf(vest, ['블랙', 'L']).id, count: 2 } }));
    expect(subscriptions()).toHaveLength(0);
    expect(api.db.state.restockMessages.map((row) => [row.userId, row.productId])).toEqual(waiting.map((userId) => [userId, 9]));
  });
});

describe('review moderation', () => {
  const review = (id: number) => api.db.state.reviews.find((row) => row.id === id);

  it('rejecting unpins and keeps the feedback; applying clears it', async () => {
    dataOf(await staff('StaffModerateReview', { data: { reviewId: R.teeApplied, status: 'APPLIED', pinned: true } }));
    dataOf(await staff('StaffModerateReview', { data: { reviewId: R.teeApplied, status: 'REJECT', feedback: '사진이 흐려요.' } }));
    expect(review(R.teeApplied)).toMatchObject({ status: 'REJECT', pinned: false, feedback: '사진이 흐려요.' });
    dataOf(await staff('StaffModerateReview', { data: { reviewId: R.teeApplied, status: 'APPLIED' } }));
    expect(review(R.teeApplied)).toMatchObject({ status: 'APPLIED', feedback: null });
  });

  it.each([
    ['a rejection without feedback', { reviewId: R.ecobagReady, status: 'REJECT' }, 'BAD_USER_INPUT', '반려 사유를 2~500자로 입력해 주세요. 회원에게 그대로 보여져요.'],
    ['a pinned rejection', { reviewId: R.ecobagReady, status: 'REJECT', feedback: '흐려요', pinned: true }, 'BAD_USER_INPUT', '반려하는 리뷰는 상단에 고정할 수 없어요.'],
    ['back to waiting', { reviewId: R.ecobagReady, status: 'READY' }, 'BAD_USER_INPUT', '승인(APPLIED) 또는 반려(REJECT) 중 하나를 선택해 주세요.'],
    ['an unknown review', { reviewId: 999, status: 'APPLIED' }, 'NOT_FOUND', '리뷰를 찾을 수 없어요. 리뷰 번호를 다시 확인해 주세요.'],
  ])('refuses %s', async (_case, data, code, message) => {
    expect(refusalOf(await staff('StaffModerateReview', { data }))).toEqual({ code, message });
  });

  it('refuses an empty answer and one over 1,000 characters', async () => {
    const answer = (content: string) => staff('StaffAnswerReview', { data: { reviewId: R.teeApplied, content } });
    expect(refusalOf(await answer('  '))).toEqual({ code: 'BAD_USER_INPUT', message: '답변 내용을 입력해 주세요.' });
    expect(refusalOf(await answer('가'.repeat(1001)))).toEqual({ code: 'BAD_USER_INPUT', message: '답변은 1,000자 이내로 입력해 주세요.' });
  });
});
