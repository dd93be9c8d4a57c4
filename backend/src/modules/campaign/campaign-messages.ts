import type { EntityManager } from '@mikro-orm/postgresql';
import { groupPurchaseChangedMessage, type CampaignChange } from '../../../../domain/campaign/campaign-change-message';
import { CAMPAIGN_DATE_LATER } from '../../../../domain/campaign/campaign-staff';
import { formatMonthDay } from '../../../../domain/catalog/sale-window';
import { OrderProductStatus } from '../../../../domain/enums';
import { queueMessages, type AnyMessageEvent } from '../messaging/message-queue';
import { groupPurchaseConfirmedMessage, groupPurchaseFailedMessage } from '../messaging/other-messages';

/*
 * Telling a campaign's participants (the messaging outbox: 알림톡, SMS or e-mail), in one INSERT per
 * 500 participants. Every message's event key names the campaign and the order (or the change), so
 * a resumed close or a retried mutation queues each one once.
 */

interface CampaignOfMessages {
  id: number;
  university_id: number;
  product_id: number;
  product_name: string;
}

/** Orders with a live (not cancelled) line of the product: who took part, paid or not. */
async function participantOrders(em: EntityManager, productId: number) {
  return em.execute<{ order_id: number; user_id: number; m_uid: string }[]>(
    `select distinct o.id as order_id, o.user_id, o.m_uid from "order" o join order_product op on op.order_id = o.id
     where op.product_id = ? and op.status <> ? order by o.id`,
    [productId, OrderProductStatus.CANCELLED],
  );
}

type OrderOfCampaign = { id: number; name: string; orderId: number; orderNo: string };

/** One message to each participating order, built by `message`. */
async function tellParticipantOrders(
  em: EntityManager,
  campaign: CampaignOfMessages,
  message: (to: { universityId: number; userId: number }, order: OrderOfCampaign) => AnyMessageEvent,
): Promise<void> {
  const orders = await participantOrders(em, campaign.product_id);
  await queueMessages(
    em,
    orders.map((order) =>
      message(
        { universityId: campaign.university_id, userId: order.user_id },
        { id: campaign.id, name: campaign.product_name, orderId: order.order_id, orderNo: order.m_uid },
      ),
    ),
  );
}

export async function queueConfirmedMessages(em: EntityManager, campaign: CampaignOfMessages): Promise<void> {
  const [product] = await em.execute<{ deliver_started_at: Date | null }[]>('select deliver_started_at from product where id = ?', [
    campaign.product_id,
  ]);
  const expectedDate = product?.deliver_started_at ? formatMonthDay(product.deliver_started_at) : CAMPAIGN_DATE_LATER;
  await tellParticipantOrders(em, campaign, (to, order) => groupPurchaseConfirmedMessage(to, { ...order, expectedDate }));
}

/** CHARGE_AT_CLOSE FAILED: nothing was charged, so the "refund" they read is 0원. */
export async function queueChargeFailedMessages(em: EntityManager, campaign: CampaignOfMessages): Promise<void> {
  await tellParticipantOrders(em, campaign, (to, order) => groupPurchaseFailedMessage(to, { ...order, refundAmount: 0 }));
}

/** A staff change with its reason, to each member taking part. */
export async function queueChangeMessages(em: EntityManager, campaign: CampaignOfMessages, change: CampaignChange): Promise<void> {
  const users = new Set((await participantOrders(em, campaign.product_id)).map((order) => order.user_id));
  await queueMessages(
    em,
    [...users].map((userId) =>
      ({
        ...groupPurchaseChangedMessage({ id: campaign.id, name: campaign.product_name, productId: campaign.product_id }, change, userId),
        universityId: campaign.university_id,
        userId,
      }),
    ),
  );
}
