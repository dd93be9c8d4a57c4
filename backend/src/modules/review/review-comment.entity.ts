import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { Review } from './review.entity';

/** A staff answer under a review. */
export const ReviewCommentSchema = defineEntity({
  name: 'ReviewComment',
  properties: {
    id: id(),
    review: () => p.manyToOne(Review).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).index(),
    content: p.text(),
    createdAt: createdAt(),
  },
});

export class ReviewComment extends ReviewCommentSchema.class {}
ReviewCommentSchema.setClass(ReviewComment);
