import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ReviewOption } from './review-option.entity';
import { ReviewOptionDetail } from './review-option-detail.entity';
import { Review } from './review.entity';

/** The reviewer's answer to one question of the product's review type. */
export const ReviewOptionSelectedSchema = defineEntity({
  name: 'ReviewOptionSelected',
  properties: {
    id: id(),
    review: () => p.manyToOne(Review).index().deleteRule('cascade'),
    reviewOption: () => p.manyToOne(ReviewOption).index(),
    reviewOptionDetail: () => p.manyToOne(ReviewOptionDetail).index(),
    createdAt: createdAt(),
  },
});

export class ReviewOptionSelected extends ReviewOptionSelectedSchema.class {}
ReviewOptionSelectedSchema.setClass(ReviewOptionSelected);
