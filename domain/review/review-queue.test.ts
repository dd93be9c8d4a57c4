import { describe, expect, it } from 'vitest';
import { ReviewStatus } from '../enums';
import { parseInput } from '../errors/input';
import { checkPinnable, matchesQueueFilter, moderationChanged, queueOrder, reviewQueueInput } from './review-queue';

const review = { status: ReviewStatus.READY, productId: 7, images: ['/a.jpg'], rating: 4 };

describe('the review queue filter', () => {
  it('defaults to the waiting tab and refuses a rating outside 1-5 by its field', () => {
    expect(parseInput(reviewQueueInput, {}).status).toBe(ReviewStatus.READY);
    expect(() => parseInput(reviewQueueInput, { rating: 6 })).toThrow('별점은 1~5 중에서 골라 주세요.');
  });

  it('matches product, photos and rating together', () => {
    expect(matchesQueueFilter(review, {})).toBe(true);
    expect(matchesQueueFilter(review, { productId: 7, hasPhotos: true, rating: 4 })).toBe(true);
    expect(matchesQueueFilter(review, { hasPhotos: false })).toBe(false);
    expect(matchesQueueFilter({ ...review, images: [] }, { hasPhotos: false })).toBe(true);
    expect(matchesQueueFilter(review, { rating: 5 })).toBe(false);
    expect(matchesQueueFilter(review, { productId: 8 })).toBe(false);
  });

  it('serves waiting reviews oldest first and decided ones newest first', () => {
    expect([queueOrder(ReviewStatus.READY), queueOrder(ReviewStatus.APPLIED), queueOrder(ReviewStatus.REJECT)]).toEqual(['asc', 'desc', 'desc']);
  });
});

describe('pinning and moderation changes', () => {
  it('pins only an applied review; unpinning is always allowed', () => {
    expect(checkPinnable({ status: ReviewStatus.APPLIED }, true)).toBeNull();
    expect(checkPinnable({ status: ReviewStatus.READY }, true)?.code).toBe('INVALID_STATE');
    expect(checkPinnable({ status: ReviewStatus.REJECT }, false)).toBeNull();
  });

  it('sees a repeated apply as no change', () => {
    const applied = { status: ReviewStatus.APPLIED, pinned: false, feedback: null };
    expect(moderationChanged(applied, { ...applied })).toBe(false);
    expect(moderationChanged(applied, { ...applied, pinned: true })).toBe(true);
    expect(moderationChanged({ ...applied, status: ReviewStatus.READY }, applied)).toBe(true);
  });
});
