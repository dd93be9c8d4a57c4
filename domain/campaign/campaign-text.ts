import { CampaignStatus } from '../enums';
import { calendarDaysUntil, dDayLabel } from '../catalog/sale-window';
import { campaignStatusAt, type CampaignRow } from './campaign-rules';

/*
 * What students read about a group purchase on the list, the product page and their order:
 * "132명 참여 · 목표 150 · D-3", "공동구매 확정", "공동구매 무산". Days count on the Seoul calendar.
 */

export const CAMPAIGN_CONFIRMED_TEXT = '공동구매 확정';
export const CAMPAIGN_FAILED_TEXT = '공동구매 무산';
export const CAMPAIGN_CLOSING_TEXT = '공동구매 마감 · 결과를 집계하고 있어요';

export const CAMPAIGN_STATUS_TEXT = {
  SCHEDULED: '공동구매 예정',
  OPEN: '공동구매 진행 중',
  CLOSING: '공동구매 마감',
  CONFIRMED: CAMPAIGN_CONFIRMED_TEXT,
  FAILED: CAMPAIGN_FAILED_TEXT,
} as const satisfies Record<CampaignStatus, string>;

export const SETTLE_MODE_TEXT = {
  PAY_NOW: '주문할 때 결제',
  CHARGE_AT_CLOSE: '마감 후 결제',
} as const;

/** "D-3", "D-DAY" on the deadline's Seoul day. */
export function campaignDDay(closesAt: Date | string, now: Date): string {
  return dDayLabel(calendarDaysUntil(closesAt, now));
}

export interface CampaignTextInput {
  campaign: Pick<CampaignRow, 'status' | 'closesAt' | 'minUnits'>;
  participants: number;
  goalReached: boolean;
  now: Date;
  saleStartedAt?: Date | string | null;
}

/** The one line a student sees about a group purchase. */
export function campaignProgressText(input: CampaignTextInput): string {
  const status = campaignStatusAt(input.campaign, input.now, input.saleStartedAt);
  const goal = `목표 ${input.campaign.minUnits.toLocaleString('ko-KR')}`;
  switch (status) {
    case CampaignStatus.CONFIRMED:
      return CAMPAIGN_CONFIRMED_TEXT;
    case CampaignStatus.FAILED:
      return CAMPAIGN_FAILED_TEXT;
    case CampaignStatus.CLOSING:
      return CAMPAIGN_CLOSING_TEXT;
    case CampaignStatus.SCHEDULED:
      return `${CAMPAIGN_STATUS_TEXT.SCHEDULED} · ${goal}`;
    case CampaignStatus.OPEN: {
      const joined = `${input.participants.toLocaleString('ko-KR')}명 참여`;
      const dDay = campaignDDay(input.campaign.closesAt, input.now);
      return input.goalReached
        ? `${CAMPAIGN_CONFIRMED_TEXT} · ${joined} · ${dDay}`
        : `${joined} · ${goal} · ${dDay}`;
    }
  }
}
