import { describe, expect, it } from 'vitest';
import { invalidState, notFound } from '../errors/errors';
import { parseInput } from '../errors/input';
import {
  BULK_LIMIT,
  BULK_MESSAGES,
  bulkLineArgs,
  bulkResultOf,
  bulkShipArgs,
  changedLine,
  delayDateText,
  doneLine,
  isStepDone,
  refusedLine,
  shippingDelayInput,
  visibleShippingDelay,
} from './bulk-lines';

const line = { id: 7, status: 'PREPARING' as const, productName: '과잠' };

describe('bulk input', () => {
  it('takes 1 to BULK_LIMIT distinct lines and refuses the rest in Korean', () => {
    expect(parseInput(bulkLineArgs, { orderProductIds: [1, 2] }).orderProductIds).toEqual([1, 2]);
    expect(() => parseInput(bulkLineArgs, { orderProductIds: [] })).toThrow(BULK_MESSAGES.empty);
    expect(() => parseInput(bulkLineArgs, { orderProductIds: [3, 3] })).toThrow(BULK_MESSAGES.duplicate);
    const tooMany = Array.from({ length: BULK_LIMIT + 1 }, (_, index) => index + 1);
    expect(() => parseInput(bulkLineArgs, { orderProductIds: tooMany })).toThrow(BULK_MESSAGES.tooMany);
  });

  it('names the shipping row a bad tracking number is in, and strips dashes from good ones', () => {
    const rows = [
      { orderProductId: 1, orderDeliveryCompanyId: 1, shippingNumber: '6840-1234-5678' },
      { orderProductId: 2, orderDeliveryCompanyId: 1, shippingNumber: '12' },
    ];
    expect(() => parseInput(bulkShipArgs, { rows })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'rows.1.shippingNumber' }) }));
    expect(parseInput(bulkShipArgs, { rows: rows.slice(0, 1) }).rows[0]!.shippingNumber).toBe('684012345678');
  });

  it('takes a delay date from today on and refuses an impossible day or a past one', () => {
    const schema = shippingDelayInput('2026-11-27');
    const base = { orderProductIds: [1], reason: '입고 지연' };
    expect(parseInput(schema, { ...base, expectedDate: '2026-11-27' }).expectedDate).toBe('2026-11-27');
    expect(() => parseInput(schema, { ...base, expectedDate: '2026-11-26' })).toThrow(BULK_MESSAGES.datePast);
    expect(() => parseInput(schema, { ...base, expectedDate: '2026-02-30' })).toThrow(BULK_MESSAGES.date);
    expect(() => parseInput(schema, { ...base, expectedDate: '12월 5일' })).toThrow(BULK_MESSAGES.date);
  });
});

describe('line outcomes', () => {
  it('counts a line at or past the step as done, and a cancelled one never', () => {
    expect(isStepDone('confirm', 'PREPARING')).toBe(true);
    expect(isStepDone('confirm', 'COMPLETED')).toBe(true);
    expect(isStepDone('confirm', 'PAID')).toBe(false);
    expect(isStepDone('ship', 'PREPARING')).toBe(false);
    expect(isStepDone('complete', 'DELIVERING')).toBe(false);
    for (const step of ['confirm', 'ship', 'complete'] as const) expect(isStepDone(step, 'CANCELLED')).toBe(false);
  });

  it('reports a refusal with its reason, but nothing of a line another shop has', () => {
    expect(refusedLine(7, invalidState('취소된 주문 상품이에요.'), { ...line, status: 'CANCELLED' })).toMatchObject({
      outcome: 'REFUSED',
      code: 'INVALID_STATE',
      message: '취소된 주문 상품이에요.',
      status: 'CANCELLED',
    });
    expect(refusedLine(7, notFound(), line)).toMatchObject({ code: 'NOT_FOUND', status: null, productName: null });
    expect(refusedLine(7, new Error('connection reset'), line)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: BULK_MESSAGES.failed, status: null });
  });

  it('totals the outcomes', () => {
    const result = bulkResultOf([changedLine('confirm', line), doneLine('confirm', line), refusedLine(8, notFound(), null)]);
    expect(result).toMatchObject({ changed: 1, alreadyDone: 1, refused: 1 });
  });
});

describe('the buyer sees the delay', () => {
  const delay = { reason: '입고 지연', expectedDate: '2026-12-05', notifiedAt: '2026-11-27T00:00:00.000Z' };

  it('while the line has not left, as a Korean date', () => {
    expect(visibleShippingDelay('PAID', delay)).toBe(delay);
    expect(visibleShippingDelay('DELIVERING', delay)).toBeNull();
    expect(delayDateText('2026-12-05')).toBe('12월 5일');
  });
});
