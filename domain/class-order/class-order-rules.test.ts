import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  classOrderStatusAt,
  joinRefusal,
  newClassOrderCode,
  nextReminderAt,
  openClassOrderRefusal,
  parseClassOrderCode,
  remindRefusal,
  rosterSizes,
} from './class-order-rules';

const now = new Date('2026-11-27T03:00:00Z');
const later = new Date('2026-11-30T14:59:59Z');

describe('class order rules', () => {
  it('makes unguessable 12-character link codes that parse back', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newClassOrderCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(parseClassOrderCode(code)).toBe(code);
    expect(() => parseClassOrderCode('../../etc')).toThrow(expect.objectContaining({ extensions: { code: 'NOT_FOUND' } }));
  });

  it('locks the roster at the deadline (query-time rule) and keeps a cancel', () => {
    expect(classOrderStatusAt({ status: 'OPEN', closesAt: later }, now)).toBe('OPEN');
    expect(classOrderStatusAt({ status: 'OPEN', closesAt: later }, later)).toBe('LOCKED');
    expect(classOrderStatusAt({ status: 'CANCELLED', closesAt: later }, now)).toBe('CANCELLED');
  });

  it('refuses joining after the deadline, a cancelled one, and a second line', () => {
    expect(joinRefusal({ status: 'OPEN', closesAt: later, now, alreadyJoined: false })).toBeNull();
    expect(joinRefusal({ status: 'OPEN', closesAt: now, now, alreadyJoined: false })?.message).toBe('단체 주문이 마감되어 더 참여할 수 없어요.');
    expect(joinRefusal({ status: 'CANCELLED', closesAt: later, now, alreadyJoined: false })?.extensions.code).toBe('INVALID_STATE');
    expect(joinRefusal({ status: 'OPEN', closesAt: later, now, alreadyJoined: true })?.message).toMatch(/이미 이 단체 주문에 참여했어요/);
  });

  it('opens only on a GROUPORDER product on sale, with a deadline inside the sale window, for a phone-certified member', () => {
    const product = { productType: 'GROUPORDER' as const, productVisible: 0, saleStartedAt: null, saleEndedAt: later };
    const facts = { viewer: { tel: '01012345678', authority: 0 }, product, pickupPointFound: true, closesAt: new Date('2026-11-29T00:00:00Z'), now };
    expect(openClassOrderRefusal(facts)).toBeNull();
    expect(openClassOrderRefusal({ ...facts, viewer: { tel: null, authority: 0 } })?.extensions.code).toBe('FORBIDDEN');
    expect(openClassOrderRefusal({ ...facts, product: { ...product, productType: 'SINGLEFREE' } })?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'productId' });
    expect(openClassOrderRefusal({ ...facts, product: { ...product, saleEndedAt: new Date('2026-11-26T00:00:00Z') } })?.extensions.code).toBe('NOT_PURCHASABLE');
    expect(openClassOrderRefusal({ ...facts, pickupPointFound: false })?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'pickupPointId' });
    expect(openClassOrderRefusal({ ...facts, closesAt: now })?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'closesAt' });
    expect(openClassOrderRefusal({ ...facts, closesAt: new Date('2026-12-01T00:00:00Z') })?.message).toMatch(/^마감 시각은 판매 마감\(.+\) 전으로 정해 주세요\.$/);
  });

  it('allows one reminder a day and says when the next is allowed', () => {
    const sent = new Date('2026-11-27T01:00:00Z');
    expect(nextReminderAt(null, now)).toBeNull();
    expect(nextReminderAt(sent, now)).toEqual(new Date('2026-11-28T01:00:00Z'));
    expect(nextReminderAt(sent, new Date('2026-11-28T01:00:00Z'))).toBeNull();
    const refusal = remindRefusal({ status: 'OPEN', closesAt: later, lastRemindedAt: sent, unpaid: 2, now });
    expect(refusal?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 22 * 3600 });
    expect(refusal?.message).toMatch(/^알림은 하루에 한 번 보낼 수 있어요\. .*28일.*10:00부터 다시 보낼 수 있어요\.$/);
    expect(remindRefusal({ status: 'OPEN', closesAt: later, lastRemindedAt: null, unpaid: 0, now })?.message).toBe('결제를 기다리는 학생이 없어요.');
    expect(remindRefusal({ status: 'OPEN', closesAt: later, lastRemindedAt: null, unpaid: 1, now })).toBeNull();
  });

  it('cancels only while nobody has paid', () => {
    expect(cancelRefusal({ status: 'OPEN', closesAt: later, paid: 0, now })).toBeNull();
    expect(cancelRefusal({ status: 'OPEN', closesAt: later, paid: 1, now })?.message).toMatch(/이미 결제한 학생이 있어/);
    expect(cancelRefusal({ status: 'CANCELLED', closesAt: later, paid: 0, now })?.extensions.code).toBe('INVALID_STATE');
  });

  it('totals units by size, paid apart, leaving cancelled lines out', () => {
    expect(
      rosterSizes([
        { optionText: 'L / 네이비', count: 1, status: 'PAID' },
        { optionText: 'L / 네이비', count: 2, status: 'READY' },
        { optionText: 'M / 네이비', count: 1, status: 'CANCELLED' },
        { optionText: null, count: 1, status: 'PREPARING' },
      ]),
    ).toEqual([
      { optionText: 'L / 네이비', units: 3, paidUnits: 1 },
      { optionText: '옵션 없음', units: 1, paidUnits: 1 },
    ]);
  });
});
