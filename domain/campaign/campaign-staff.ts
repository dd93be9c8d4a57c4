import { z } from 'zod';
import { CampaignSettleMode, CampaignStatus, ProductType } from '../enums';
import { badUserInput, invalidState, type AppError } from '../errors/errors';
import type { CampaignOutcome, CampaignRow } from './campaign-rules';

/*
 * Staff's campaign requests (docs/decisions/0062-campaign-core.md), parsed and decided alike by
 * the backend and the mocked API, with the sentences staff read and the audit summaries.
 */

const REASON_MESSAGE = '이유를 2~200자로 적어 주세요. 참여한 학생들에게 그대로 알려요.';
const reasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .refine((reason) => [...reason].length >= 2 && [...reason].length <= 200, { error: REASON_MESSAGE });
const idSchema = z.number().int().positive();
const MIN_UNITS_MESSAGE = '목표 수량은 1개 이상으로 입력해 주세요.';
const unitsSchema = (message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(100_000, { error: message });

export const staffCampaignInput = z
  .object({
    productId: idSchema,
    minUnits: unitsSchema(MIN_UNITS_MESSAGE),
    maxUnits: unitsSchema('최대 수량은 1개 이상으로 입력해 주세요.').nullish(),
    perMemberLimit: unitsSchema('한 사람당 수량은 1개 이상으로 입력해 주세요.').nullish(),
    closesAt: z.date({ error: '마감 일시를 입력해 주세요.' }),
    productionFreezeAt: z.date().nullish(),
    settleMode: z.enum(CampaignSettleMode),
    optionCaps: z
      .array(z.object({ productOptionDetailId: idSchema, maxUnits: unitsSchema('옵션별 최대 수량은 1개 이상으로 입력해 주세요.') }))
      .max(200)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.maxUnits != null && input.maxUnits < input.minUnits) {
      ctx.addIssue({ code: 'custom', path: ['maxUnits'], message: '최대 수량은 목표 수량 이상으로 입력해 주세요.' });
    }
    if (input.productionFreezeAt && input.productionFreezeAt.getTime() < input.closesAt.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['productionFreezeAt'], message: '제작 확정일은 마감 일시와 같거나 그 뒤로 정해 주세요.' });
    }
    const ids = (input.optionCaps ?? []).map((cap) => cap.productOptionDetailId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['optionCaps'], message: '같은 옵션의 최대 수량을 두 번 입력했어요. 하나만 남겨 주세요.' });
    }
  });
export type StaffCampaignInput = z.output<typeof staffCampaignInput>;

export const staffExtendCampaignInput = z.object({ campaignId: idSchema, closesAt: z.date(), reason: reasonSchema });
export const staffLowerCampaignGoalInput = z.object({ campaignId: idSchema, minUnits: unitsSchema(MIN_UNITS_MESSAGE), reason: reasonSchema });
export const staffCloseCampaignInput = z.object({ campaignId: idSchema, outcome: z.enum(CampaignStatus), reason: reasonSchema });

export const CAMPAIGN_NOT_FOUND_MESSAGE = '공동구매를 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const CAMPAIGN_PRODUCT_TYPE_MESSAGE = '공동구매는 단체 주문이나 기간 주문 상품에만 열 수 있어요.';
export const CAMPAIGN_LOCKED_SETTINGS_MESSAGE =
  '이미 참여한 학생이 있어 설정을 바꿀 수 없어요. 마감 연장이나 목표 낮추기를 이용해 주세요.';
export const CAMPAIGN_NOT_RUNNING_MESSAGE = '진행 중인 공동구매만 바꿀 수 있어요. 이미 마감되었거나 정산 중이에요.';
export const CAMPAIGN_PAST_DEADLINE_MESSAGE = '마감 일시는 지금보다 뒤로 정해 주세요.';
export const CAMPAIGN_EXTEND_LATER_MESSAGE = '새 마감 일시는 지금 마감 일시보다 뒤로 정해 주세요.';
export const CAMPAIGN_LOWER_GOAL_MESSAGE = '새 목표 수량은 지금 목표보다 적게 입력해 주세요.';
export const CAMPAIGN_OUTCOME_MESSAGE = '확정(CONFIRMED) 또는 무산(FAILED) 중 하나를 골라 주세요.';
export const CAMPAIGN_OPTION_CAP_DETAIL_MESSAGE = '이 상품에 없는 옵션의 최대 수량이 들어 있어요. 옵션을 다시 골라 주세요.';
export const CAMPAIGN_NOTHING_TO_RETRY_MESSAGE = '다시 시도할 환불이나 결제가 없어요.';

/** Staff may change a campaign only while the close job has not taken it. */
export function assertCampaignRunning(row: Pick<CampaignRow, 'status'>): void {
  if (row.status !== CampaignStatus.OPEN && row.status !== CampaignStatus.SCHEDULED) throw invalidState(CAMPAIGN_NOT_RUNNING_MESSAGE);
}

/** Refusals of staffSaveCampaign beyond the input's shape; null when it may be saved. */
export function checkCampaignSave(input: {
  productType: ProductType;
  existing: Pick<CampaignRow, 'status'> | null;
  /** Units anyone took so far (confirmed, pending or held). */
  takenUnits: number;
  closesAt: Date;
  now: Date;
}): AppError | null {
  if (input.productType === ProductType.SINGLEFREE) return badUserInput(CAMPAIGN_PRODUCT_TYPE_MESSAGE, 'productId');
  if (input.existing) {
    if (input.existing.status !== CampaignStatus.OPEN && input.existing.status !== CampaignStatus.SCHEDULED) {
      return invalidState(CAMPAIGN_NOT_RUNNING_MESSAGE);
    }
    if (input.takenUnits > 0) return invalidState(CAMPAIGN_LOCKED_SETTINGS_MESSAGE);
  }
  if (input.closesAt.getTime() <= input.now.getTime()) return badUserInput(CAMPAIGN_PAST_DEADLINE_MESSAGE, 'closesAt');
  return null;
}

export function checkCampaignExtend(row: Pick<CampaignRow, 'status' | 'closesAt'>, closesAt: Date, now: Date): AppError | null {
  if (row.status !== CampaignStatus.OPEN && row.status !== CampaignStatus.SCHEDULED) return invalidState(CAMPAIGN_NOT_RUNNING_MESSAGE);
  if (closesAt.getTime() <= now.getTime()) return badUserInput(CAMPAIGN_PAST_DEADLINE_MESSAGE, 'closesAt');
  if (closesAt.getTime() <= new Date(row.closesAt).getTime()) return badUserInput(CAMPAIGN_EXTEND_LATER_MESSAGE, 'closesAt');
  return null;
}

export function checkCampaignLowerGoal(row: Pick<CampaignRow, 'status' | 'minUnits'>, minUnits: number): AppError | null {
  if (row.status !== CampaignStatus.OPEN && row.status !== CampaignStatus.SCHEDULED) return invalidState(CAMPAIGN_NOT_RUNNING_MESSAGE);
  if (minUnits >= row.minUnits) return badUserInput(CAMPAIGN_LOWER_GOAL_MESSAGE, 'minUnits');
  return null;
}

export function checkCampaignClose(row: Pick<CampaignRow, 'status'>, outcome: CampaignStatus): AppError | CampaignOutcome {
  if (outcome !== CampaignStatus.CONFIRMED && outcome !== CampaignStatus.FAILED) return badUserInput(CAMPAIGN_OUTCOME_MESSAGE, 'outcome');
  if (row.status !== CampaignStatus.OPEN && row.status !== CampaignStatus.SCHEDULED) return invalidState(CAMPAIGN_NOT_RUNNING_MESSAGE);
  return outcome;
}

/** What participants are told when staff change a running campaign (the GROUP_PURCHASE_CHANGED message). */
export const campaignExtendedChange = (closesAtText: string) => `마감이 ${closesAtText}(으)로 연장되었어요.`;
export const campaignGoalLoweredChange = (minUnits: number) => `목표 수량이 ${minUnits.toLocaleString('ko-KR')}개로 바뀌었어요.`;

/** Audit summaries (해요체 past). */
export const campaignSavedSummary = (productName: string) => `'${productName}' 공동구매 설정을 저장했어요.`;
export const campaignExtendedSummary = (productName: string) => `'${productName}' 공동구매 마감을 연장했어요.`;
export const campaignGoalLoweredSummary = (productName: string, minUnits: number) =>
  `'${productName}' 공동구매 목표를 ${minUnits}개로 낮췄어요.`;
export const campaignClosedSummary = (productName: string, outcome: CampaignOutcome) =>
  outcome === CampaignStatus.CONFIRMED ? `'${productName}' 공동구매를 조기 확정했어요.` : `'${productName}' 공동구매를 취소했어요.`;
export const campaignRetriedSummary = (productName: string, count: number) =>
  `'${productName}' 공동구매의 실패한 환불·결제 ${count}건을 다시 시도했어요.`;

/** Why the close cancelled a line (the line's cancel reason, shown on the order). */
export const campaignFailedReason = (productName: string, why: 'GOAL' | 'UNPAID') =>
  why === 'GOAL'
    ? `'${productName}' 공동구매가 목표 수량을 채우지 못해 취소되었어요. 결제 금액은 모두 환불돼요.`
    : `'${productName}' 공동구매가 마감되어 결제하지 않은 주문이 취소되었어요.`;

/** What participants read when staff close a campaign early (the GROUP_PURCHASE_CHANGED message). */
export const campaignClosedEarlyChange = (outcome: CampaignOutcome) =>
  outcome === CampaignStatus.CONFIRMED
    ? '운영진이 공동구매를 일찍 확정했어요.'
    : '운영진이 공동구매를 취소했어요. 결제하신 금액은 모두 돌려 드려요.';

/** The confirmed message's shipping date when the product has none yet. */
export const CAMPAIGN_DATE_LATER = '추후 안내';
