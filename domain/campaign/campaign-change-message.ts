import { OrderProductStatus } from '../enums';
import { seoulDateTime } from '../messaging/message-format';
import type { OrderMessage } from '../messaging/order-message-events';
import type { CampaignOutcome } from './campaign-rules';
import { campaignClosedEarlyChange, campaignExtendedChange, campaignGoalLoweredChange } from './campaign-staff';

/*
 * The 공동구매 변경 안내 (GROUP_PURCHASE_CHANGED) staff's changes send to every participant, decided
 * once for the API (backend/src/modules/campaign/campaign-messages.ts) and the mocked API
 * (mocks/store/campaign-staff.ts): the change's key (one message per change and member, however
 * often the mutation is retried), the sentence they read, and the template's values.
 */

export interface CampaignChange {
  /** Names the change within the campaign: a repeat of the same change is the same event. */
  key: string;
  text: string;
  reason: string;
}

export const campaignExtendChange = (closesAt: Date, reason: string): CampaignChange => ({
  key: `extend:${closesAt.getTime()}`,
  text: campaignExtendedChange(seoulDateTime(closesAt)),
  reason,
});

export const campaignLowerGoalChange = (minUnits: number, reason: string): CampaignChange => ({
  key: `goal:${minUnits}`,
  text: campaignGoalLoweredChange(minUnits),
  reason,
});

export const campaignCloseChange = (outcome: CampaignOutcome, reason: string): CampaignChange => ({
  key: `close:${outcome}`,
  text: campaignClosedEarlyChange(outcome),
  reason,
});

/** Who is told: a member with a line of the product that is not cancelled (paid or not). */
export const isCampaignParticipantLine = (status: OrderProductStatus): boolean => status !== OrderProductStatus.CANCELLED;

/** One participant's message about one change. */
export function groupPurchaseChangedMessage(
  campaign: { id: number; name: string; productId: number },
  change: CampaignChange,
  userId: number,
): OrderMessage<'GROUP_PURCHASE_CHANGED'> {
  return {
    template: 'GROUP_PURCHASE_CHANGED',
    subject: `campaign:${campaign.id}:${change.key}:user:${userId}`,
    variables: { campaignName: campaign.name, change: change.text, reason: change.reason, productUrl: `/products/${campaign.productId}` },
  };
}
