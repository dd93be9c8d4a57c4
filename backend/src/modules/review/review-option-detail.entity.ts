import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { ReviewOption } from './review-option.entity';

/** One answer choice of a review question (e.g. 잘 맞아요). */
export const ReviewOptionDetailSchema = defineEntity({
  name: 'ReviewOptionDetail',
  properties: {
    id: id(),
    reviewOption: () => p.manyToOne(ReviewOption).index().deleteRule('cascade'),
    content: p.string(),
    position: p.integer().default(0),
    createdAt: createdAt(),
  },
});

export class ReviewOptionDetail extends ReviewOptionDetailSchema.class {}
ReviewOptionDetailSchema.setClass(ReviewOptionDetail);
