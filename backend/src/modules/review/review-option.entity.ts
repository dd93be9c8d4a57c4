import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ReviewOptionDetail } from './review-option-detail.entity';
import { ReviewType } from './review-type.entity';

/** One question of a review type (e.g. 사이즈는 어떤가요?). */
export const ReviewOptionSchema = defineEntity({
  name: 'ReviewOption',
  properties: {
    id: id(),
    reviewType: () => p.manyToOne(ReviewType).index().deleteRule('cascade'),
    content: p.string(),
    position: p.integer().default(0),
    reviewOptionDetails: () => p.oneToMany(ReviewOptionDetail).mappedBy('reviewOption'),
    createdAt: createdAt(),
  },
});

export class ReviewOption extends ReviewOptionSchema.class {}
ReviewOptionSchema.setClass(ReviewOption);
