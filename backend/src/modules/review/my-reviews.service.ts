import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, ReviewStatus } from '../../../../domain/enums';
import { forbidden } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import type { Viewer } from '../account/session.service';
import type { User } from '../account/user.entity';
import { REVIEW_WINDOW_DAYS } from '../../../../domain/order/order-line-rules';
import { OrderProduct } from '../order/order-product.entity';
import { OTHER_MEMBER_REVIEWS_MESSAGE } from '../../../../domain/review/review-messages';
import { Review } from './review.entity';
import { REVIEW_POPULATE, type ReviewPage } from './review.service';

const DAY_MS = 24 * 60 * 60 * 1000;

function requireSelf(viewer: Viewer, user: User): void {
  if (user.id !== viewer.userId) throw forbidden(OTHER_MEMBER_REVIEWS_MESSAGE);
}

/** The member's own reviews in every status (or only `status`), newest first, 10 per page. */
export async function listOwnReviews(
  em: EntityManager,
  viewer: Viewer,
  user: User,
  args: { page?: number | null; status?: ReviewStatus },
): Promise<ReviewPage> {
  requireSelf(viewer, user);
  const window = pageWindow(args.page);
  const [items, total] = await em.findAndCount(
    Review,
    { user: user.id, ...(args.status ? { status: args.status } : {}) },
    { populate: REVIEW_POPULATE, orderBy: { createdAt: 'desc', id: 'desc' }, ...window },
  );
  return { items, total };
}

/** The member's rejected reviews, whose staff feedback says what to fix before resubmitting. */
export function listRejectedReviews(em: EntityManager, viewer: Viewer, user: User, args: { page?: number | null }) {
  return listOwnReviews(em, viewer, user, { ...args, status: ReviewStatus.REJECT });
}

/**
 * The member's COMPLETED lines without a review whose 90-day window is still open (the same
 * rule as OrderProduct.isReviewable), most recently completed first, 10 per page.
 */
export async function listReviewableLines(
  em: EntityManager,
  viewer: Viewer,
  user: User,
  args: { page?: number | null; now?: Date },
): Promise<{ items: OrderProduct[]; total: number }> {
  requireSelf(viewer, user);
  const window = pageWindow(args.page);
  const now = args.now ?? new Date();
  const [items, total] = await em.findAndCount(
    OrderProduct,
    {
      order: { user: user.id },
      status: OrderProductStatus.COMPLETED,
      completedAt: { $gte: new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS) },
      review: null,
    },
    { orderBy: { completedAt: 'desc', id: 'desc' }, ...window },
  );
  return { items, total };
}
