import { describe, expect, it } from 'vitest';
import { compareReviews } from './review-sort';

const review = (id: number, rest: { pinned?: boolean; rating?: number; photos?: number; day: number }) => ({
  id,
  pinned: rest.pinned ?? false,
  rating: rest.rating ?? 5,
  images: Array.from({ length: rest.photos ?? 0 }, (_, index) => `/p/${id}-${index}.jpg`),
  createdAt: `2026-11-${String(rest.day).padStart(2, '0')}T00:00:00Z`,
});

const reviews = [
  review(1, { day: 1, rating: 2, photos: 1 }),
  review(2, { day: 2, rating: 4, pinned: true }),
  review(3, { day: 3, rating: 3 }),
  review(4, { day: 4, rating: 5, photos: 2 }),
];
const ids = (sort: Parameters<typeof compareReviews>[0]) => [...reviews].sort(compareReviews(sort)).map((row) => row.id);

describe('compareReviews', () => {
  it('puts pinned, then photo reviews first, newest within each', () => {
    expect(ids('PHOTO_FIRST')).toEqual([2, 4, 1, 3]);
  });
  it('keeps the spec order when no sort is given', () => {
    expect(ids(null)).toEqual([2, 4, 3, 1]);
  });
  it('sorts by date and by rating', () => {
    expect(ids('NEWEST')).toEqual([4, 3, 2, 1]);
    expect(ids('RATING_HIGH')).toEqual([4, 2, 3, 1]);
    expect(ids('RATING_LOW')).toEqual([1, 3, 2, 4]);
  });
});
