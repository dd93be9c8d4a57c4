import { describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../enums';
import { AppError } from '../errors/errors';
import {
  canMoveLine,
  deliveryLockedReason,
  isChangeableStatus,
  isOrderChecked,
  LINE_PROCESS,
  linesMovedBy,
  nextLineStatus,
  requireLineEvent,
  type LineEvent,
  type LineStatus,
} from './line-process';

// The one rule suite for the line process: the backend's services and the mocked API both write
// what nextLineStatus answers, so their own tests keep only storage and journeys.

const STATUSES = Object.values(OrderProductStatus);
const EVENTS: LineEvent[] = ['pay', 'confirm', 'ship', 'complete', 'completePickup', 'cancel', 'release', 'changeOptions', 'changeDelivery'];

/** The allowed moves, written out by hand from docs/product-rules.md, to check the table against. */
const ALLOWED: Record<string, LineStatus> = {
  'READY pay': 'PAID',
  'READY cancel': 'CANCELLED',
  'READY release': 'CANCELLED',
  'READY changeOptions': 'READY',
  'READY changeDelivery': 'READY',
  'PAID confirm': 'PREPARING',
  'PAID cancel': 'CANCELLED',
  'PAID changeOptions': 'PAID',
  'PAID changeDelivery': 'PAID',
  'PREPARING ship': 'DELIVERING',
  'PREPARING completePickup': 'COMPLETED',
  'DELIVERING complete': 'COMPLETED',
  'DELIVERING completePickup': 'COMPLETED',
};

function refusalOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the line process table', () => {
  it('has a row for every line status', () => {
    expect(Object.keys(LINE_PROCESS).sort()).toEqual([...STATUSES].sort());
  });

  it.each(STATUSES.flatMap((status) => EVENTS.map((event) => [status, event] as const)))('%s on %s', (status, event) => {
    const expected = ALLOWED[`${status} ${event}`];
    expect(canMoveLine(status, event)).toBe(expected !== undefined);
    if (expected) {
      expect(nextLineStatus({ productName: '한빛 숏패딩', status }, event)).toBe(expected);
    } else {
      expect(refusalOf(() => nextLineStatus({ productName: '한빛 숏패딩', status }, event)).code).toBe('INVALID_STATE');
    }
  });

  it('lets the buyer change a line only while it is READY or PAID', () => {
    expect(STATUSES.filter(isChangeableStatus)).toEqual(['READY', 'PAID']);
  });

  it('moves only the waiting lines when an order is paid or released', () => {
    const lines = [
      { id: 1, status: 'READY' as const },
      { id: 2, status: 'CANCELLED' as const },
      { id: 3, status: 'READY' as const },
    ];
    expect(linesMovedBy(lines, 'pay').map((line) => line.id)).toEqual([1, 3]);
    expect(linesMovedBy(lines, 'release').map((line) => line.id)).toEqual([1, 3]);
    expect(linesMovedBy([{ status: 'PAID' as const }], 'release')).toEqual([]);
  });
});

describe('staff step refusals say what the step expects and where the line is', () => {
  it.each([
    [
      'confirming a line not paid',
      'confirm',
      { productName: '한빛 로고 코치자켓', status: 'DELIVERING' },
      "결제 완료 상태인 주문 상품만 주문 확인할 수 있어요. '한빛 로고 코치자켓' 상품은 지금 '배송 중' 상태예요.",
    ],
    [
      'shipping a line not in preparation',
      'ship',
      { productName: '한빛 숏패딩', status: 'PAID' },
      "상품 준비 중인 주문 상품만 발송 처리할 수 있어요. 먼저 주문 확인을 해 주세요. '한빛 숏패딩' 상품은 지금 '결제 완료' 상태예요.",
    ],
    [
      'completing a line delivered home before it ships',
      'complete',
      { productName: '한빛 숏패딩', status: 'PAID' },
      "배송 중인 주문 상품만 완료 처리할 수 있어요. 먼저 발송 처리를 해 주세요. '한빛 숏패딩' 상품은 지금 '결제 완료' 상태예요.",
    ],
    [
      'completing a group-pickup line before it is prepared',
      'completePickup',
      { productName: '2025 총학생회 과잠', status: 'PAID' },
      "단체 수령 주문 상품은 상품 준비 중이거나 배송 중일 때 완료 처리할 수 있어요. '2025 총학생회 과잠' 상품은 지금 '결제 완료' 상태예요.",
    ],
  ] as const)('%s', (_case, event, line, message) => {
    expect(refusalOf(() => nextLineStatus(line, event))).toEqual({ code: 'INVALID_STATE', message });
  });

  it('completes a line delivered home only once it ships, a group pickup already from preparation', () => {
    expect(canMoveLine('PREPARING', 'complete')).toBe(false);
    expect(canMoveLine('PREPARING', 'completePickup')).toBe(true);
  });
});

describe('buyer change refusals', () => {
  it.each([
    ['cancelling a line on its way', 'cancel', { productName: '한빛 로고 코치자켓', status: 'DELIVERING' }, "'한빛 로고 코치자켓' 상품은 배송이 시작되어 취소할 수 없어요. 고객센터로 문의해 주세요."],
    ['cancelling a cancelled line', 'cancel', { productName: '한빛 숏패딩', status: 'CANCELLED' }, "'한빛 숏패딩' 상품은 이미 취소되었어요."],
    ['new options for a line in production', 'changeOptions', { productName: '2025 총학생회 과잠', status: 'PREPARING' }, "'2025 총학생회 과잠' 상품은 상품 준비가 시작되어 옵션을 바꿀 수 없어요. 고객센터로 문의해 주세요."],
    ['new options for a cancelled line', 'changeOptions', { productName: '한빛 숏패딩', status: 'CANCELLED' }, "'한빛 숏패딩' 상품은 취소되어 옵션을 바꿀 수 없어요."],
    ['a new address once a line is on its way', 'changeDelivery', { productName: '한빛 로고 코치자켓', status: 'DELIVERING' }, "'한빛 로고 코치자켓' 상품은 배송이 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요."],
    ['a new address for a group pickup in preparation', 'changeDelivery', { productName: '2025 총학생회 과잠', status: 'PREPARING' }, "'2025 총학생회 과잠' 상품은 상품 준비가 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요."],
    ['cancelling a completed line', 'cancel', { productName: '한빛 숏패딩', status: 'COMPLETED' }, "'한빛 숏패딩' 상품은 배송이 완료되어 취소할 수 없어요. 고객센터로 문의해 주세요."],
  ] as const)('%s', (_case, event, line, message) => {
    expect(refusalOf(() => requireLineEvent(line, event))).toEqual({ code: 'INVALID_STATE', message });
  });
});

describe('isOrderChecked', () => {
  it('is true once every line still alive is checked, whatever the cancelled ones say', () => {
    expect(isOrderChecked([{ status: 'PREPARING', check: true }, { status: 'CANCELLED', check: false }])).toBe(true);
    expect(isOrderChecked([{ status: 'PREPARING', check: true }, { status: 'PAID', check: false }])).toBe(false);
  });
});

describe('deliveryLockedReason', () => {
  it('names why the order screen offers no address change, by the line furthest along', () => {
    expect(deliveryLockedReason([{ status: 'PAID' }, { status: 'CANCELLED' }])).toBeNull();
    expect(deliveryLockedReason([{ status: 'CANCELLED' }])).toBe('취소된 주문은 배송지를 바꿀 수 없어요.');
    expect(deliveryLockedReason([{ status: 'PREPARING' }, { status: 'DELIVERING' }])).toBe('배송이 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요.');
    expect(deliveryLockedReason([{ status: 'PAID' }, { status: 'PREPARING' }])).toBe('상품 준비가 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요.');
  });
});
