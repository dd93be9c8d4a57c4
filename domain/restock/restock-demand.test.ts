import { describe, expect, it } from 'vitest';
import { checkRaise, compareDemand, membersToTell, type DemandFacts } from './restock-demand';

const row = (productId: number, waiting: number, daysAgo: number, stock = 0): DemandFacts => ({
  productId,
  waiting,
  stock,
  oldestRequestedAt: new Date(Date.UTC(2026, 10, 27) - daysAgo * 86_400_000),
});

describe('the restock board order', () => {
  const rows = [row(1, 2, 9), row(2, 5, 1), row(3, 9, 20, 4), row(4, 2, 3)];

  it('puts sold-out products first, then the most waiting, then the longest wait', () => {
    expect([...rows].sort(compareDemand('MOST_WAITING')).map((r) => r.productId)).toEqual([2, 1, 4, 3]);
  });

  it('orders by the longest wait when asked, still sold-out first', () => {
    expect([...rows].sort(compareDemand('OLDEST_REQUEST')).map((r) => r.productId)).toEqual([1, 4, 2, 3]);
  });
});

describe('a raise', () => {
  it('must be above the current count, naming the count field', () => {
    expect(checkRaise(0, 1)).toBeNull();
    const refusal = checkRaise(3, 3);
    expect([refusal?.code, refusal?.extensions.field, refusal?.message]).toEqual(['BAD_USER_INPUT', 'count', '지금 재고(3개)보다 많은 수량을 입력해 주세요.']);
  });

  it('tells the waiting members only when the whole stock leaves zero', () => {
    expect(membersToTell(0, 5, 3)).toBe(3);
    expect(membersToTell(2, 5, 3)).toBe(0);
    expect(membersToTell(0, 0, 3)).toBe(0);
  });
});
