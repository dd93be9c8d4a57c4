import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ReviewOption } from './review-option.entity';

/** A set of questions asked in the reviews of the products that use it. */
export const ReviewTypeSchema = defineEntity({
  name: 'ReviewType',
  properties: {
    id: id(),
    content: p.string(),
    reviewOptions: () => p.oneToMany(ReviewOption).mappedBy('reviewType'),
    createdAt: createdAt(),
  },
});

export class ReviewType extends ReviewTypeSchema.class {}
ReviewTypeSchema.setClass(ReviewType);
