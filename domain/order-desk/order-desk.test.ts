import { describe, expect, it } from 'vitest';
import { compareDeskLines, lineMatchesFilter, matchesDeskSearch, orderHistory, phoneDigitsOf, type DeskLineFacts } from './order-desk';
import { orderLineFilterInput } from './order-line-filter';

const line = (overrides: Partial<DeskLineFacts> = {}): DeskLineFacts => ({
  id: 1,
  status: 'PAID',
  productId: 10,
  productOptionDetailId: 100,
  payMethod: 'card',
  createdAt: new Date('2026-11-26T15:30:00Z'), // 2026-11-27 00:30 in Seoul
  pickupPointId: null,
  shippingRequested: false,
  mUid: 'M-1',
  buyerName: '김한빛',
  buyerTel: '+821077001122',
  paidPrice: 30000,
  ...overrides,
});

const filter = (raw: Record<string, unknown>) => orderLineFilterInput.parse(raw);

describe('lineMatchesFilter', () => {
  it('applies every field together, days on the Seoul clock', () => {
    expect(lineMatchesFilter(filter({}), line())).toBe(true);
    expect(lineMatchesFilter(filter({ from: '2026-11-27', to: '2026-11-27' }), line())).toBe(true);
    expect(lineMatchesFilter(filter({ to: '2026-11-26' }), line())).toBe(false);
    expect(lineMatchesFilter(filter({ statuses: ['PAID'], payMethod: 'card', productId: 10, productOptionDetailId: 100 }), line())).toBe(true);
    expect(lineMatchesFilter(filter({ statuses: ['PAID'], payMethod: 'vbank' }), line())).toBe(false);
    expect(lineMatchesFilter(filter({ pickupPointId: 3 }), line({ pickupPointId: 3 }))).toBe(true);
    expect(lineMatchesFilter(filter({ pickupPointId: 3 }), line())).toBe(false);
    expect(lineMatchesFilter(filter({ shippingRequested: true }), line({ shippingRequested: true }))).toBe(true);
    expect(lineMatchesFilter(filter({ shippingRequested: true }), line())).toBe(false);
    expect(lineMatchesFilter(filter({ shippingRequested: false }), line({ shippingRequested: true }))).toBe(false);
  });
});

describe('the desk search', () => {
  it('matches an order number exactly, a name part, or phone digits as typed', () => {
    expect(matchesDeskSearch('M-1', line())).toBe(true);
    expect(matchesDeskSearch('M-', line())).toBe(false);
    expect(matchesDeskSearch('한빛', line())).toBe(true);
    expect(matchesDeskSearch('1122', line())).toBe(true);
    expect(matchesDeskSearch('010-7700-1122', line())).toBe(true);
    expect(matchesDeskSearch('112', line())).toBe(false);
    expect(phoneDigitsOf('010-7700-1122')).toBe('1077001122');
  });
});

describe('compareDeskLines', () => {
  it('orders by the key, then by line id', () => {
    const rows = [line({ id: 1, paidPrice: 5 }), line({ id: 2, paidPrice: 9 }), line({ id: 3, paidPrice: 5 })];
    expect([...rows].sort(compareDeskLines('AMOUNT_HIGH')).map((row) => row.id)).toEqual([2, 3, 1]);
    expect([...rows].sort(compareDeskLines('AMOUNT_LOW')).map((row) => row.id)).toEqual([1, 3, 2]);
    expect([...rows].sort(compareDeskLines('NEWEST')).map((row) => row.id)).toEqual([3, 2, 1]);
  });
});

describe('orderHistory', () => {
  const base = {
    createdAt: new Date('2026-11-01T00:00:00Z'),
    paidAt: new Date('2026-11-01T00:05:00Z'),
    buyerName: '김한빛',
  };

  it('lists placing, paying and each staff change with who made it, oldest first', () => {
    const events = orderHistory({
      ...base,
      lines: [{ id: 7, productName: '과잠', status: 'PREPARING', cancelReason: null, updatedAt: new Date('2026-11-02T00:00:00Z') }],
      audits: [{ objectId: 7, summary: '상품 준비로 바꿨어요', staffName: '박운영', staffUserId: 2, createdAt: new Date('2026-11-02T00:00:00Z'), after: { status: 'PREPARING' } }],
    });
    expect(events.map((event) => [event.actor, event.actorName, event.summary])).toEqual([
      ['MEMBER', '김한빛', '주문했어요'],
      ['MEMBER', '김한빛', '결제했어요'],
      ['STAFF', '박운영', '과잠: 상품 준비로 바꿨어요 → 상품 준비 중'],
    ]);
  });

  it('gives a cancel no staff row explains to the buyer, or to the shop when an unpaid order expired', () => {
    const cancelled = { id: 7, productName: '과잠', status: 'CANCELLED' as const, cancelReason: '사이즈 변경', updatedAt: new Date('2026-11-03T00:00:00Z') };
    expect(orderHistory({ ...base, lines: [cancelled], audits: [] }).at(-1)).toMatchObject({ actor: 'MEMBER', summary: '과잠: 구매자가 취소했어요 (사이즈 변경)' });
    expect(orderHistory({ ...base, paidAt: null, lines: [{ ...cancelled, cancelReason: null }], audits: [] }).at(-1)).toMatchObject({ actor: 'SYSTEM', actorName: null });
    const byStaff = orderHistory({
      ...base,
      lines: [cancelled],
      audits: [{ objectId: 7, summary: '취소했어요', staffName: null, staffUserId: null, createdAt: new Date('2026-11-03T00:00:00Z'), after: { status: 'CANCELLED' } }],
    });
    expect(byStaff.filter((event) => event.orderProductId === 7)).toEqual([expect.objectContaining({ actor: 'STAFF', actorName: '운영 명령' })]);
  });
});
