import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignChange } from '../../../../domain/campaign/campaign-change-message';
import { CAMPAIGN_DATE_LATER } from '../../../../domain/campaign/campaign-staff';
import { formatMonthDay } from '../../../../domain/catalog/sale-window';
import { OrderProductStatus } from '../../../../domain/enums';
import { queueGroupPurchaseChanged, queueGroupPurchaseConfirmed, queueGroupPurchaseFailed } from '../messaging/other-messages';

/*
 * Telling a campaign's participants (the messaging outbox: 알림톡, SMS or e-mail). Every message's
 * event key names the campaign and the order (or the change), so a resumed close or a retried
 * mutation queues each one once.
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

export async function queueConfirmedMessages(em: EntityManager, campaign: CampaignOfMessages): Promise<void> {
  const [product] = await em.execute<{ deliver_started_at: Date | null }[]>('select deliver_started_at from product where id = ?', [
    campaign.product_id,
  ]);
  const expectedDate = product?.deliver_started_at ? formatMonthDay(product.deliver_started_at) : CAMPAIGN_DATE_LATER;
  for (const order of await participantOrders(em, campaign.product_id)) {
    await queueGroupPurchaseConfirmed(em, { universityId: campaign.university_id, userId: order.user_id }, {
      id: campaign.id,
      name: campaign.product_name,
      orderId: order.order_id,
      orderNo: order.m_uid,
      expectedDate,
    });
  }
}

/** CHARGE_AT_CLOSE FAILED: nothing was charged, so the "refund" they read is 0원. */
export async function queueChargeFailedMessages(em: EntityManager, campaign: CampaignOfMessages): Promise<void> {
  for (const order of await participantOrders(em, campaign.product_id)) {
    await queueGroupPurchaseFailed(em, { universityId: campaign.university_id, userId: order.user_id }, {
      id: campaign.id,
      name: campaign.product_name,
      orderId: order.order_id,
      orderNo: order.m_uid,
      refundAmount: 0,
    });
  }
}

/** A staff change with its reason, to each member taking part. */
export async function queueChangeMessages(em: EntityManager, campaign: CampaignOfMessages, change: CampaignChange): Promise<void> {
  const users = new Set((await participantOrders(em, campaign.product_id)).map((order) => order.user_id));
  for (const userId of users) {
    await queueGroupPurchaseChanged(em, { universityId: campaign.university_id, userId }, { id: campaign.id, name: campaign.product_name, productId: campaign.product_id }, change);
  }
}
