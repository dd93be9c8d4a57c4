import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ReviewStatus } from '../../../../domain/enums';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';
import { OrderProduct } from '../order/order-product.entity';
import { ReviewComment } from './review-comment.entity';
import { ReviewOptionSelected } from './review-option-selected.entity';
import { ReviewUserSize } from './review-user-size.entity';

export const ReviewSchema = defineEntity({
  name: 'Review',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index(),
    // No own index: it leads the composite index/unique below.
    product: () => p.manyToOne(Product),
    /**
     * One review per order line. Null for a review brought in without one (the demo shop's
     * other students' reviews, a previous shop's reviews: docs/decisions/0060), which carries
     * its own option text instead.
     */
    orderProduct: () => p.oneToOne(OrderProduct).inversedBy('review').owner().nullable(),
    /** The option text of a review without an order line; null when the line gives it. */
    optionText: p.string().nullable(),
    rating: p.integer(),
    note: p.text(),
    images: p.json<string[]>().defaultRaw(`'[]'::jsonb`),
    pinned: p.boolean().default(false),
    status: p.enum(() => ReviewStatus).default(ReviewStatus.READY),
    /** Staff's reason when the review is rejected. */
    feedback: p.text().nullable(),
    reviewUserSize: () => p.oneToOne(ReviewUserSize).mappedBy('review').nullable(),
    reviewOptionSelecteds: () => p.oneToMany(ReviewOptionSelected).mappedBy('review'),
    reviewComments: () => p.oneToMany(ReviewComment).mappedBy('review'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    // The product page lists APPLIED reviews, pinned first.
    { name: 'review_product_status_pinned_index', properties: ['product', 'status', 'pinned'] },
  ],
  checks: [{ name: 'review_rating_range', expression: 'rating >= 1 and rating <= 5' }],
});

export class Review extends ReviewSchema.class {
  hasPhotos(): boolean {
    return this.images.length > 0;
  }
}
ReviewSchema.setClass(Review);
