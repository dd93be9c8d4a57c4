// The console's campaign operations on the mocked API (ADR 0063). The mocked API has no close job:
// an early close is settled at once, as the real job would settle it (CONFIRMED: charges taken and
// a production sheet made; FAILED: paid lines refunded in full through the same cancel arithmetic
// the refunds desk uses, nothing charged), so a story or a journey sees the outcome right away.
import {
  CAMPAIGN_NOT_FOUND_MESSAGE,
  CAMPAIGN_NOT_OPEN_MESSAGE,
  campaignSettingsRefusal,
  CLOSE_OUTCOME_MESSAGE,
  closeOutcome,
  LATER_DEADLINE_MESSAGE,
  LOWER_GOAL_MESSAGE,
  reasonRefusal,
  SETTLE_MODE_LOCKED_MESSAGE,
} from '../../domain/campaign-seam/seam';
import { badUserInput, invalidState, notFound } from '../../domain/errors/errors';
import { planLinesCancel } from '../../domain/order/order-cancel-plan';
import type * as T from '../__generated__/types';
import { campaignOfProduct, campaignShape, campaignsOf, progressOf, type StoreCampaign } from './campaigns';
import type { MockDb } from './db';
import { queueMockMessage } from './messages';
import { applyLineCancel, plannedLine } from './order-changes';
import { pageOf } from './paging';
import { requireStaffOperator, requireStaffReader } from './refusals';
import type { StoreMember } from './types';

const PARTICIPANT_PAGE = 50;
const CAMPAIGN_PRODUCT_TYPES: ReadonlySet<string> = new Set(['GROUPORDER', 'SINGLEORDER']);

function campaignById(db: MockDb, id: number): StoreCampaign {
  const campaign = campaignsOf(db).find((row) => row.id === id);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return campaign;
}

function staffShape(db: MockDb, campaign: StoreCampaign, viewer: StoreMember): T.StaffCampaign {
  return {
    __typename: 'StaffCampaign',
    campaign: campaignShape(db, campaign, viewer.id),
    productName: db.product(campaign.productId)?.name ?? '',
    retryCount: campaign.retryCount,
    productionSheets: [...campaign.productionSheets].reverse().map((sheet) => ({ __typename: 'ProductionSheetSummary', ...sheet })),
  };
}

export function staffCampaigns(db: MockDb, viewer: StoreMember | null, args: { status?: T.CampaignStatus[] | null; page?: number | null }): T.StaffCampaignPage {
  const staff = requireStaffReader(viewer);
  const rows = campaignsOf(db)
    .filter((row) => !args.status || args.status.includes(row.status))
    .sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt) || a.id - b.id);
  const page = pageOf(rows, args.page);
  return { __typename: 'StaffCampaignPage', items: page.items.map((row) => staffShape(db, row, staff)), total: page.total };
}

export function staffCampaign(db: MockDb, viewer: StoreMember | null, id: number): T.StaffCampaign {
  const staff = requireStaffReader(viewer);
  return staffShape(db, campaignById(db, id), staff);
}

export function staffCampaignParticipants(db: MockDb, viewer: StoreMember | null, campaignId: number, page: number | null | undefined): T.CampaignParticipantPage {
  requireStaffReader(viewer);
  const campaign = campaignById(db, campaignId);
  const own = db.state.orders.flatMap((order) =>
    order.lines
      .filter((line) => line.productId === campaign.productId)
      .map((line) => ({
        orderProductId: line.id,
        orderId: order.id,
        name: order.buyer.name,
        optionText: line.optionText || null,
        inputs: [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => Boolean(text)),
        count: line.count,
        status: line.status,
        chargeStatus: null,
        createdAt: line.createdAt,
      })),
  );
  const all = [...campaign.crowd, ...own].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.orderProductId - b.orderProductId);
  const from = (Math.max(1, page ?? 1) - 1) * PARTICIPANT_PAGE;
  return {
    __typename: 'CampaignParticipantPage',
    items: all.slice(from, from + PARTICIPANT_PAGE).map(({ createdAt: _createdAt, ...row }) => ({ __typename: 'CampaignParticipant', ...row })),
    total: all.length,
  };
}

function requireReason(reason: string): void {
  const refusal = reasonRefusal(reason);
  if (refusal) throw badUserInput(refusal, 'reason');
}

function requireOpen(campaign: StoreCampaign): void {
  if (campaign.status !== 'OPEN') throw invalidState(CAMPAIGN_NOT_OPEN_MESSAGE);
}

export function staffSaveCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const product = db.product(data.productId);
  if (!product) throw notFound('상품을 찾을 수 없어요.');
  if (!CAMPAIGN_PRODUCT_TYPES.has(product.productType)) throw badUserInput('단체주문·개별주문 상품만 공동구매로 열 수 있어요.', 'productId');
  const refusal = campaignSettingsRefusal(data, db.now());
  if (refusal) throw badUserInput(refusal[1], refusal[0]);
  const settings = {
    minUnits: data.minUnits,
    maxUnits: data.maxUnits ?? null,
    perMemberLimit: data.perMemberLimit ?? null,
    closesAt: new Date(data.closesAt).toISOString(),
    productionFreezeAt: new Date(data.productionFreezeAt ?? data.closesAt).toISOString(),
    settleMode: data.settleMode,
    optionCaps: (data.optionCaps ?? []).map((cap) => ({ productOptionDetailId: cap.productOptionDetailId, maxUnits: cap.maxUnits })),
  };
  const existing = campaignOfProduct(db, data.productId);
  if (existing) {
    if (existing.status !== 'OPEN' && existing.status !== 'SCHEDULED') throw invalidState(CAMPAIGN_NOT_OPEN_MESSAGE);
    if (existing.settleMode !== data.settleMode && progressOf(db, existing).participants > 0) throw invalidState(SETTLE_MODE_LOCKED_MESSAGE);
    Object.assign(existing, settings);
    return staffShape(db, existing, staff);
  }
  const campaigns = campaignsOf(db);
  const campaign: StoreCampaign = {
    id: campaigns.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    productId: data.productId,
    ...settings,
    status: 'OPEN',
    closedAt: null,
    crowd: [],
    retryCount: 0,
    productionSheets: [],
  };
  campaigns.push(campaign);
  return staffShape(db, campaign, staff);
}

export function staffExtendCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffExtendCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const campaign = campaignById(db, data.campaignId);
  requireReason(data.reason);
  requireOpen(campaign);
  const closesAt = new Date(data.closesAt);
  if (closesAt.getTime() <= Date.parse(campaign.closesAt)) throw badUserInput(LATER_DEADLINE_MESSAGE, 'closesAt');
  const shift = closesAt.getTime() - Date.parse(campaign.closesAt);
  campaign.closesAt = closesAt.toISOString();
  campaign.productionFreezeAt = new Date(Date.parse(campaign.productionFreezeAt) + shift).toISOString();
  return staffShape(db, campaign, staff);
}

export function staffLowerCampaignGoal(db: MockDb, viewer: StoreMember | null, data: T.StaffLowerCampaignGoalInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const campaign = campaignById(db, data.campaignId);
  requireReason(data.reason);
  requireOpen(campaign);
  if (!Number.isInteger(data.minUnits) || data.minUnits < 1 || data.minUnits >= campaign.minUnits) throw badUserInput(LOWER_GOAL_MESSAGE, 'minUnits');
  campaign.minUnits = data.minUnits;
  return staffShape(db, campaign, staff);
}

function settleFailed(db: MockDb, campaign: StoreCampaign, reason: string, campaignName: string): void {
  for (const order of db.state.orders) {
    const targets = order.lines.filter((line) => line.productId === campaign.productId && (line.status === 'PAID' || line.status === 'READY'));
    if (targets.length === 0) continue;
    const plan = planLinesCancel(targets.map(plannedLine), order.lines.map(plannedLine));
    for (const { id, plan: linePlan } of plan.lines) {
      const line = targets.find((target) => target.id === id)!;
      applyLineCancel(db, order, line, linePlan, { reason, event: 'staffCancel' });
    }
    queueMockMessage(db, {
      template: 'GROUP_PURCHASE_FAILED',
      subject: `campaign:${campaign.id}:order:${order.id}`,
      userId: order.userId,
      variables: { campaignName, orderNo: order.mUid, refundAmount: `${plan.refundPrice.toLocaleString('ko-KR')}원` },
    });
  }
  for (const line of campaign.crowd) {
    if (line.status === 'CANCELLED') continue;
    line.status = 'CANCELLED';
    if (line.chargeStatus) line.chargeStatus = 'CANCELLED';
  }
}

function settleConfirmed(db: MockDb, campaign: StoreCampaign, staffName: string | null, campaignName: string): void {
  for (const line of campaign.crowd) {
    if (line.chargeStatus === 'REGISTERED') Object.assign(line, { chargeStatus: 'PAID', status: 'PAID' });
  }
  for (const order of db.state.orders) {
    if (!order.lines.some((line) => line.productId === campaign.productId && line.status === 'PAID')) continue;
    queueMockMessage(db, {
      template: 'GROUP_PURCHASE_CONFIRMED',
      subject: `campaign:${campaign.id}:order:${order.id}`,
      userId: order.userId,
      variables: { campaignName, orderNo: order.mUid, expectedDate: campaign.productionFreezeAt.slice(0, 10) },
    });
  }
  campaign.productionSheets.push({
    id: campaignsOf(db).reduce((max, row) => Math.max(max, ...row.productionSheets.map((sheet) => sheet.id)), 0) + 1,
    version: campaign.productionSheets.length + 1,
    trigger: 'CLOSE',
    totalUnits: progressOf(db, campaign).confirmedUnits,
    createdBy: staffName,
    createdAt: db.nowIso(),
  });
}

export function staffCloseCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffCloseCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const campaign = campaignById(db, data.campaignId);
  requireReason(data.reason);
  if (data.outcome !== 'CONFIRMED' && data.outcome !== 'FAILED') throw badUserInput(CLOSE_OUTCOME_MESSAGE, 'outcome');
  requireOpen(campaign);
  const outcome = closeOutcome(progressOf(db, campaign).goalReached, data.outcome);
  const name = db.product(campaign.productId)?.name ?? '';
  if (outcome === 'FAILED') settleFailed(db, campaign, data.reason.trim(), name);
  else settleConfirmed(db, campaign, staff.name, name);
  campaign.status = outcome;
  campaign.closedAt = db.nowIso();
  return staffShape(db, campaign, staff);
}

export function staffRetryCampaignSettlement(db: MockDb, viewer: StoreMember | null, campaignId: number): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const campaign = campaignById(db, campaignId);
  // The mocked provider never refuses: every waiting refund or charge goes through on the retry.
  campaign.retryCount = 0;
  return staffShape(db, campaign, staff);
}
