// The review queue and the restock board as the real services answer them (ADR 0053,
// tests/api/admin-reviews.test.ts and admin-restock-board.test.ts): the staff scenario fills both.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

interface Queue {
  staffReviews: { total: number; counts: { ready: number; applied: number; reject: number }; items: { id: number; images: string[]; rating: number; staffLine: { orderProductId: number } | null }[] };
}
interface Demand {
  staffRestockDemand: { total: number; waitingMembers: number; items: { waiting: number; product: { id: number; count: number } }[] };
}

let api: MockApi;
let staff: Run;

beforeEach(() => {
  api = frozenApi('staff');
  staff = runner(api, undefined, ADMIN_TOKEN);
});

describe('staffReviews', () => {
  it('lists the waiting reviews oldest first with counts per tab, narrowed by photos and rating', async () => {
    const all = dataOf(await staff<Queue>('StaffReviews', {})).staffReviews;
    expect(all.counts.ready).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.some((review) => review.images.length > 0)).toBe(true);
    expect(all.items.some((review) => review.staffLine !== null)).toBe(true);
    const photos = dataOf(await staff<Queue>('StaffReviews', { data: { hasPhotos: true } })).staffReviews;
    expect(photos.items.every((review) => review.images.length > 0)).toBe(true);
    expect(photos.total).toBeLessThan(all.total);
    const low = dataOf(await staff<Queue>('StaffReviews', { data: { rating: 2, status: 'READY' } })).staffReviews;
    expect(low.items.every((review) => review.rating === 2)).toBe(true);
    expect(refusalOf(await staff('StaffReviews', { data: { rating: 6 } }))).toEqual({ code: 'BAD_USER_INPUT', message: '별점은 1~5 중에서 골라 주세요.' });
  });

  it('pins only an applied review and records the change once', async () => {
    const waiting = dataOf(await staff<Queue>('StaffReviews', {})).staffReviews.items[0]!;
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await staff('StaffPinReview', { data: { reviewId: waiting.id, pinned: true } }))).toEqual({
      code: 'INVALID_STATE',
      message: '공개된 리뷰만 상단에 고정할 수 있어요. 먼저 승인해 주세요.',
    });
    expect(JSON.stringify(api.db.state)).toBe(before);
    dataOf(await staff('StaffModerateReview', { data: { reviewId: waiting.id, status: 'APPLIED' } }));
    dataOf(await staff('StaffPinReview', { data: { reviewId: waiting.id, pinned: true } }));
    dataOf(await staff('StaffPinReview', { data: { reviewId: waiting.id, pinned: true } }));
    expect(api.db.state.staffAudit.filter((row) => row.objectId === waiting.id && row.action === 'review.pin')).toHaveLength(1);
  });
});

describe('staffRestockDemand and staffRaiseStock', () => {
  it('lists sold-out products by most waiting; raising one tells its waiting members once', async () => {
    const board = dataOf(await staff<Demand>('StaffRestockDemand', {})).staffRestockDemand;
    expect(board.items.map((row) => row.waiting)).toEqual([...board.items.map((row) => row.waiting)].sort((a, b) => b - a));
    const top = board.items[0]!;
    expect(top.product.count).toBe(0);
    const messages = api.db.state.restockMessages.length;
    const raised = dataOf(await staff<{ staffRaiseStock: { notified: number; after: number } }>('StaffRaiseStock', { data: { productId: top.product.id, productOptionDetailId: api.db.product(top.product.id)!.productOptionDetails[0]?.id ?? null, count: 5 } }));
    expect(raised.staffRaiseStock).toMatchObject({ notified: top.waiting, after: 5 });
    expect(api.db.state.restockMessages.length).toBe(messages + top.waiting);
    const after = dataOf(await staff<Demand>('StaffRestockDemand', {})).staffRestockDemand;
    expect(after.waitingMembers).toBe(board.waitingMembers - top.waiting);
  });

  it('refuses a count that does not raise, changing nothing', async () => {
    const top = dataOf(await staff<Demand>('StaffRestockDemand', {})).staffRestockDemand.items[0]!;
    const detail = api.db.product(top.product.id)!.productOptionDetails[0]?.id ?? null;
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await staff('StaffRaiseStock', { data: { productId: top.product.id, productOptionDetailId: detail, count: 0 } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '지금 재고(0개)보다 많은 수량을 입력해 주세요.',
    });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });
});
