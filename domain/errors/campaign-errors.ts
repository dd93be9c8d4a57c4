import { AppError, type ErrorCode } from './errors';

/*
 * Why a member may not join a group purchase (docs/decisions/0062-campaign-core.md): a stable
 * `extensions.reason` next to the shop's usual `code`, and the sentence the screen shows as is.
 * The backend's placeOrder and the mocked API both raise these from domain/campaign/join-check.ts.
 */

export const CAMPAIGN_REFUSALS = {
  CAMPAIGN_CLOSED: 'NOT_PURCHASABLE',
  CAMPAIGN_NOT_OPEN: 'NOT_PURCHASABLE',
  CAMPAIGN_FULL: 'OUT_OF_STOCK',
  CAMPAIGN_OPTION_FULL: 'OUT_OF_STOCK',
  CAMPAIGN_MEMBER_LIMIT: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCode>;

export type CampaignRefusalReason = keyof typeof CAMPAIGN_REFUSALS;

export interface CampaignRefusal {
  reason: CampaignRefusalReason;
  message: string;
}

export const campaignClosedMessage = (productName: string) =>
  `'${productName}' 공동구매는 마감되었어요. 다음 공동구매를 기다려 주세요.`;
export const campaignNotOpenMessage = (productName: string) =>
  `'${productName}' 공동구매는 아직 시작하지 않았어요. 시작한 뒤에 참여해 주세요.`;
export const campaignFullMessage = (productName: string, remaining: number) =>
  remaining > 0
    ? `'${productName}' 공동구매는 ${remaining}개만 더 참여할 수 있어요. 수량을 줄여 주세요.`
    : `'${productName}' 공동구매는 모집 수량이 모두 찼어요.`;
export const campaignOptionFullMessage = (label: string, remaining: number) =>
  remaining > 0
    ? `'${label}' 옵션은 ${remaining}개만 더 참여할 수 있어요. 수량을 줄이거나 다른 옵션을 선택해 주세요.`
    : `'${label}' 옵션은 모집 수량이 모두 찼어요. 다른 옵션을 선택해 주세요.`;
export const campaignMemberLimitMessage = (productName: string, limit: number, held: number) =>
  held > 0
    ? `'${productName}' 공동구매는 한 사람당 ${limit}개까지 참여할 수 있어요. 이미 ${held}개 주문했어요.`
    : `'${productName}' 공동구매는 한 사람당 ${limit}개까지 참여할 수 있어요.`;

/** The refusal as the GraphQL error both APIs answer. */
export function campaignRefusalError(refusal: CampaignRefusal): AppError {
  const code = CAMPAIGN_REFUSALS[refusal.reason];
  return new AppError(code, refusal.message, {
    reason: refusal.reason,
    ...(refusal.reason === 'CAMPAIGN_MEMBER_LIMIT' ? { field: 'count' } : {}),
  });
}
