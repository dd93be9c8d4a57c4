// TEMPORARY seam: the campaign rules the screens and the mocked API call, until H1's
// `domain/campaign/` (branch wip/campaign-core) is merged. Every caller imports from here only, so
// the swap is one file. Nothing here is meant to outlive that merge (ADR 0063).
import { calendarDaysUntil, dDayLabel } from '../catalog/sale-window';

export type CampaignStatusValue = 'SCHEDULED' | 'OPEN' | 'CLOSING' | 'CONFIRMED' | 'FAILED';
export type SettleModeValue = 'PAY_NOW' | 'CHARGE_AT_CLOSE';

/** One order line of the campaign's product as the progress rule reads it. */
export interface ProgressLine {
  userId: number;
  count: number;
  /** Counts toward the goal (PAY_NOW: paid or later; CHARGE_AT_CLOSE: key registered). */
  confirmed: boolean;
  /** Ordered by virtual account and not deposited yet. */
  pending: boolean;
}

export interface ProgressView {
  confirmedUnits: number;
  participants: number;
  pendingUnits: number;
  goalReached: boolean;
  remainingUnits: number | null;
}

export function campaignProgress(lines: readonly ProgressLine[], campaign: { minUnits: number; maxUnits: number | null }): ProgressView {
  const confirmed = lines.filter((line) => line.confirmed);
  const confirmedUnits = confirmed.reduce((sum, line) => sum + line.count, 0);
  const pendingUnits = lines.filter((line) => line.pending).reduce((sum, line) => sum + line.count, 0);
  return {
    confirmedUnits,
    participants: new Set(confirmed.map((line) => line.userId)).size,
    pendingUnits,
    goalReached: confirmedUnits >= campaign.minUnits,
    remainingUnits: campaign.maxUnits == null ? null : Math.max(0, campaign.maxUnits - confirmedUnits - pendingUnits),
  };
}

/** "132명 참여 · 목표 150 · D-3". */
export function campaignProgressText(
  campaign: { minUnits: number; closesAt: string | Date; status: CampaignStatusValue },
  progress: { participants: number },
  now: Date,
): string {
  const parts = [`${progress.participants.toLocaleString('ko-KR')}명 참여`, `목표 ${campaign.minUnits.toLocaleString('ko-KR')}`];
  if (campaign.status === 'OPEN') parts.push(dDayLabel(calendarDaysUntil(campaign.closesAt, now)));
  return parts.join(' · ');
}

export const CAMPAIGN_STATUS_TEXT: Record<CampaignStatusValue, string> = {
  SCHEDULED: '공동구매 오픈 예정',
  OPEN: '공동구매 진행 중',
  CLOSING: '마감 정산 중',
  CONFIRMED: '공동구매 확정',
  FAILED: '공동구매 무산',
};

export const SETTLE_MODE_TEXT: Record<SettleModeValue, string> = {
  PAY_NOW: '지금 결제하고, 목표에 못 미치면 배송비까지 전액 환불해 드려요.',
  CHARGE_AT_CLOSE: '지금은 카드만 등록하고, 공동구매가 확정될 때만 결제돼요.',
};

/** Why a member cannot join now, or null. */
export function joinRefusal(
  campaign: { status: CampaignStatusValue; closesAt: string | Date; maxUnits: number | null; perMemberLimit: number | null },
  taken: { units: number; memberUnits: number },
  count: number,
  now: Date,
): string | null {
  if (campaign.status !== 'OPEN' || new Date(campaign.closesAt).getTime() <= now.getTime()) return '공동구매 참여 기간이 끝났어요.';
  if (campaign.maxUnits != null && taken.units + count > campaign.maxUnits) return '공동구매 수량이 모두 찼어요.';
  if (campaign.perMemberLimit != null && taken.memberUnits + count > campaign.perMemberLimit) {
    return `한 사람당 ${campaign.perMemberLimit}개까지 참여할 수 있어요.`;
  }
  return null;
}

/** The outcome the close settles: confirmed when the goal is reached, unless staff decided otherwise. */
export function closeOutcome(goalReached: boolean, staffOutcome: 'CONFIRMED' | 'FAILED' | null): 'CONFIRMED' | 'FAILED' {
  return staffOutcome ?? (goalReached ? 'CONFIRMED' : 'FAILED');
}

/** Staff input refusals (field, Korean sentence), or null when the input is fine. */
export function reasonRefusal(reason: string): string | null {
  const length = reason.trim().length;
  return length < 2 || length > 200 ? '사유를 2자 이상 200자 이하로 적어 주세요.' : null;
}

export const CAMPAIGN_NOT_FOUND_MESSAGE = '공동구매를 찾을 수 없어요.';
export const CAMPAIGN_NOT_OPEN_MESSAGE = '진행 중인 공동구매만 바꿀 수 있어요.';
export const LATER_DEADLINE_MESSAGE = '지금 마감보다 늦은 날짜를 골라 주세요.';
export const LOWER_GOAL_MESSAGE = '목표는 1 이상, 지금 목표보다 작게 정해 주세요.';
export const CLOSE_OUTCOME_MESSAGE = '확정(CONFIRMED) 또는 무산(FAILED) 가운데 하나를 골라 주세요.';
export const SETTLE_MODE_LOCKED_MESSAGE = '참여한 학생이 있어서 결제 방식을 바꿀 수 없어요.';

/** Checks a campaign's settings; returns [field, sentence] for the first problem. */
export function campaignSettingsRefusal(
  input: { minUnits: number; maxUnits?: number | null; perMemberLimit?: number | null; closesAt: string | Date; productionFreezeAt?: string | Date | null; optionCaps?: readonly { maxUnits: number }[] | null },
  now: Date,
): [string, string] | null {
  if (!Number.isInteger(input.minUnits) || input.minUnits < 1) return ['minUnits', '목표 수량은 1 이상이어야 해요.'];
  if (input.maxUnits != null && input.maxUnits < input.minUnits) return ['maxUnits', '최대 수량은 목표 수량보다 크거나 같아야 해요.'];
  if (input.perMemberLimit != null && input.perMemberLimit < 1) return ['perMemberLimit', '1인 한도는 1 이상이어야 해요.'];
  if (new Date(input.closesAt).getTime() <= now.getTime()) return ['closesAt', '마감은 지금보다 뒤여야 해요.'];
  if (input.productionFreezeAt != null && new Date(input.productionFreezeAt).getTime() < new Date(input.closesAt).getTime()) {
    return ['productionFreezeAt', '제작 확정일은 마감과 같거나 뒤여야 해요.'];
  }
  if (input.optionCaps?.some((cap) => cap.maxUnits < 1)) return ['optionCaps', '옵션별 한도는 1 이상이어야 해요.'];
  return null;
}
