import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Review } from './review.entity';

/** The reviewer's own size, height (cm) and weight (kg), each optional. */
export const ReviewUserSizeSchema = defineEntity({
  name: 'ReviewUserSize',
  properties: {
    id: id(),
    review: () => p.oneToOne(Review).inversedBy('reviewUserSize').owner().deleteRule('cascade'),
    size: p.string().nullable(),
    height: p.integer().nullable(),
    weight: p.integer().nullable(),
    createdAt: createdAt(),
  },
});

export class ReviewUserSize extends ReviewUserSizeSchema.class {}
ReviewUserSizeSchema.setClass(ReviewUserSize);
