import type { EntityManager } from '@mikro-orm/postgresql';
import { PAID_LINE_STATUSES } from '../../../../domain/campaign/campaign-rules';
import { campaignFailedReason } from '../../../../domain/campaign/campaign-staff';
import { StaffRefundStatus } from '../../../../domain/enums';
import { canMoveLine } from '../../../../domain/order/line-process';
import { planLinesCancel } from '../../../../domain/order/order-cancel-plan';
import { REFUND_ACCOUNT_REQUIRED_MESSAGE } from '../../../../domain/order/order-messages';
import { queueMessages, type AnyMessageEvent } from '../messaging/message-queue';
import { groupPurchaseFailedMessage } from '../messaging/other-messages';
import { giveBackCancelledLines, markLineCancelled, type CancelledLine } from '../order/line-cancel';
import { needsRefundAccount } from '../order/order-cancel.service';
import { lockOrders } from '../order/order-release';
import { Refund } from '../refund-desk/refund.entity';

/*
 * The cancel half of a failed PAY_NOW campaign's refunds, for a batch of orders in one transaction
 * (docs/decisions/0071): the orders locked in id order, each one's paid campaign lines cancelled
 * with the staff-cancel arithmetic (domain planLinesCancel, markLineCancelled), then points, stock,
 * lines, refund rows and messages written for the whole batch at once. The refund rows commit with
 * the cancel, before anything is sent (campaign-settle.ts sends them after the commit).
 */

/** Paid lines a failed campaign cancels and refunds: those the line process lets staff cancel. */
export const REFUNDABLE = PAID_LINE_STATUSES.filter((status) => canMoveLine(status, 'staffCancel'));

export interface FailedCampaign {
  id: number;
  university_id: number;
  product_id: number;
  product_name: string;
}

/** Cancels the campaign's paid lines of these orders; the ids of the PENDING refunds to send (not those waiting for an account). */
export async function cancelFailedCampaignOrders(
  em: EntityManager,
  campaign: FailedCampaign,
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const reason = campaignFailedReason(campaign.product_name, 'GOAL');
  const cancelled: CancelledLine[] = [];
  const toSend: Refund[] = [];
  const messages: AnyMessageEvent[] = [];
  for (const order of await lockOrders(em, orderIds)) {
    const specification = order.orderSpecification;
    if (!specification) continue;
    const lines = order.orderProducts.getItems().sort((a, b) => a.id - b.id);
    const targets = lines.filter((line) => line.product.id === campaign.product_id && REFUNDABLE.includes(line.status));
    if (targets.length === 0) continue;
    const own = { order, specification, lines };
    const plan = planLinesCancel(targets, lines);
    for (const { id, plan: linePlan } of plan.lines) {
      const line = targets.find((target) => target.id === id)!;
      markLineCancelled(own, line, linePlan, { reason, event: 'staffCancel' });
      cancelled.push({ order, line, refundPoint: linePlan.refundPoint });
    }
    // A virtual account refund needs the member's account: without one it waits in the retry list for staff.
    const noAccount = needsRefundAccount(own, plan);
    if (plan.refundPrice > 0) {
      const refund = em.create(Refund, {
        university: campaign.university_id,
        order,
        orderProduct: targets[0]!,
        lineCount: targets.length,
        amount: plan.refundPrice,
        reason,
        status: noAccount ? StaffRefundStatus.FAILED : StaffRefundStatus.PENDING,
        lastError: noAccount ? REFUND_ACCOUNT_REQUIRED_MESSAGE : null,
        staffUser: null,
      });
      if (!noAccount) toSend.push(refund);
    }
    messages.push(
      groupPurchaseFailedMessage(
        { universityId: campaign.university_id, userId: order.user.id },
        { id: campaign.id, name: campaign.product_name, orderId: order.id, orderNo: order.mUid, refundAmount: plan.refundPrice },
      ),
    );
  }
  await giveBackCancelledLines(em, cancelled, now);
  await em.flush();
  await queueMessages(em, messages);
  return toSend.map((refund) => refund.id);
}
