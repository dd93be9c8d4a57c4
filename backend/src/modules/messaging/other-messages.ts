import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../catalog/product.entity';
import type { Review } from '../review/review.entity';
import { queueMessage, type MessageEvent } from './message-queue';
import { won } from '../../../../domain/messaging/message-format';

/*
 * Messages of events outside the order path. The group-purchase and class-order ones have no
 * trigger yet: the group-purchase feature that decides a campaign (issue 19 onwards) calls them.
 */

interface Recipient {
  universityId: number;
  userId: number;
}

/** Staff rejected a review, with the reason the member reads. */
export async function queueReviewRejected(em: EntityManager, universityId: number, review: Review, now: Date = new Date()): Promise<void> {
  const product = await em.findOneOrFail(Product, review.product.id, { fields: ['name'] });
  await queueMessage(
    em,
    {
      template: 'REVIEW_REJECTED',
      // A review can be fixed and rejected again: each rejection is its own event.
      subject: `review:${review.id}:rejected:${now.getTime()}`,
      universityId,
      userId: review.user.id,
      variables: { productName: product.name, feedback: review.feedback ?? '' },
    },
    now,
  );
}

export function groupPurchaseConfirmedMessage(
  to: Recipient,
  campaign: { id: number; name: string; orderId: number; orderNo: string; expectedDate: string },
): MessageEvent<'GROUP_PURCHASE_CONFIRMED'> {
  return {
    template: 'GROUP_PURCHASE_CONFIRMED',
    subject: `campaign:${campaign.id}:order:${campaign.orderId}:confirmed`,
    ...to,
    variables: { campaignName: campaign.name, orderNo: campaign.orderNo, expectedDate: campaign.expectedDate },
  };
}

export function queueGroupPurchaseConfirmed(em: EntityManager, ...event: Parameters<typeof groupPurchaseConfirmedMessage>): Promise<void> {
  return queueMessage(em, groupPurchaseConfirmedMessage(...event));
}

export function groupPurchaseFailedMessage(
  to: Recipient,
  campaign: { id: number; name: string; orderId: number; orderNo: string; refundAmount: number },
): MessageEvent<'GROUP_PURCHASE_FAILED'> {
  return {
    template: 'GROUP_PURCHASE_FAILED',
    subject: `campaign:${campaign.id}:order:${campaign.orderId}:failed`,
    ...to,
    variables: { campaignName: campaign.name, orderNo: campaign.orderNo, refundAmount: won(campaign.refundAmount) },
  };
}

export function queueGroupPurchaseFailed(em: EntityManager, ...event: Parameters<typeof groupPurchaseFailedMessage>): Promise<void> {
  return queueMessage(em, groupPurchaseFailedMessage(...event));
}

/** Marketing: goes only with consent and outside quiet hours (the sender checks both). */
export function queueClassOrderReminder(
  em: EntityManager,
  to: Recipient,
  reminder: { classOrderId: number; className: string; deadline: string; orderUrl: string },
  now: Date = new Date(),
): Promise<void> {
  return queueMessage(
    em,
    {
      template: 'CLASS_ORDER_REMINDER',
      // One reminder per class order and day (ADR 0065); the day, not the deadline, keys it.
      subject: `class-order:${reminder.classOrderId}:reminder:${now.toISOString().slice(0, 10)}`,
      ...to,
      variables: { className: reminder.className, deadline: reminder.deadline, orderUrl: reminder.orderUrl },
    },
    now,
  );
}
