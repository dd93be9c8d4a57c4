import type { ReviewSort } from '../enums';

// The orders of a product's reviews (docs/product-rules.md#reviews). The API sorts in SQL by the
// same keys; the mocked API sorts with `compareReviews`. Ties always fall to newest, then id.

export interface SortableReview {
  id: number;
  pinned: boolean;
  rating: number;
  images: readonly string[];
  createdAt: string | Date;
}

/** The sort keys in priority order, before the newest-first tie-break. */
export const REVIEW_SORT_KEYS = {
  PHOTO_FIRST: ['pinned', 'photos'],
  NEWEST: [],
  RATING_HIGH: ['ratingDesc'],
  RATING_LOW: ['ratingAsc'],
} as const satisfies Record<ReviewSort, readonly ('pinned' | 'photos' | 'ratingDesc' | 'ratingAsc')[]>;

/** Left out, the spec's order: pinned first, then newest. */
const DEFAULT_KEYS = ['pinned'] as const;

const time = (value: string | Date) => new Date(value).getTime();

export function compareReviews(sort: ReviewSort | null | undefined) {
  const keys = sort ? REVIEW_SORT_KEYS[sort] : DEFAULT_KEYS;
  return (a: SortableReview, b: SortableReview): number => {
    for (const key of keys) {
      const difference =
        key === 'pinned'
          ? Number(b.pinned) - Number(a.pinned)
          : key === 'photos'
            ? Number(b.images.length > 0) - Number(a.images.length > 0)
            : key === 'ratingDesc'
              ? b.rating - a.rating
              : a.rating - b.rating;
      if (difference !== 0) return difference;
    }
    return time(b.createdAt) - time(a.createdAt) || b.id - a.id;
  };
}
