// The console's campaign operations on the mocked API (ADR 0063). The mocked API has no close job:
// an early close is settled at once, as the real job would settle it (CONFIRMED: charges taken and
// a production sheet made; FAILED: paid lines refunded in full through the same cancel arithmetic
// the refunds desk uses, nothing charged), so a story or a journey sees the outcome right away.
import {
  campaignCloseChange,
  campaignExtendChange,
  campaignLowerGoalChange,
  groupPurchaseChangedMessage,
  isCampaignParticipantLine,
  type CampaignChange,
} from '../../domain/campaign/campaign-change-message';
import { decideCampaignOutcome, settlementPlan } from '../../domain/campaign/campaign-rules';
import {
  CAMPAIGN_NOT_FOUND_MESSAGE,
  CAMPAIGN_NOTHING_TO_RETRY_MESSAGE,
  CAMPAIGN_OPTION_CAP_DETAIL_MESSAGE,
  checkCampaignClose,
  checkCampaignExtend,
  checkCampaignLowerGoal,
  checkCampaignSave,
  campaignClosedSummary,
  campaignExtendedSummary,
  campaignGoalLoweredSummary,
  campaignRetriedSummary,
  campaignSavedSummary,
  staffCampaignInput,
  staffCloseCampaignInput,
  staffExtendCampaignInput,
  staffLowerCampaignGoalInput,
} from '../../domain/campaign/campaign-staff';
import { parseInput } from '../../domain/errors/input';
import { AppError, badUserInput, invalidState, notFound } from '../../domain/errors/errors';
import { STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../domain/catalog/staff-product-input';
import { planLinesCancel } from '../../domain/order/order-cancel-plan';
import type * as T from '../__generated__/types';
import { campaignOfProduct, campaignShape, campaignsOf, progressOf, retryCountOf, statusOf, takenUnitsOf, type StoreCampaign } from './campaigns';
import { settleCharges } from './billing';
import { listSheets, makeCloseSheet } from './production';
import type { MockDb } from './db';
import { markPaid } from './orders';
import { queueMockMessage } from './messages';
import { applyLineCancel, plannedLine } from './order-changes';
import { pageOf } from './paging';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';

const PARTICIPANT_PAGE = 50;

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
    retryCount: retryCountOf(campaign),
    productionSheets: listSheets(db, viewer, campaign.productId),
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

const productNameOf = (db: MockDb, campaign: Pick<StoreCampaign, 'productId'>) => db.product(campaign.productId)?.name ?? '';

/** Audited under the product, as the backend does (one campaign per product). */
function audit(
  db: MockDb,
  staff: StoreMember,
  campaign: Pick<StoreCampaign, 'productId'>,
  action: string,
  summary: string,
  extra: { before?: Record<string, unknown>; after?: Record<string, unknown>; reason?: string },
): void {
  recordStaffAudit(db, staff, { objectType: 'PRODUCT', objectId: campaign.productId, action, summary, before: extra.before ?? null, after: extra.after ?? null, reason: extra.reason ?? null });
}

/** A domain check's refusal is thrown; anything else passes through. */
function refuse<T>(result: T | AppError): T {
  if (result instanceof AppError) throw result;
  return result;
}

const asDate = (value: unknown) => (value instanceof Date || typeof value === 'string' ? new Date(value) : value);

export function staffSaveCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffCampaignInput, { ...data, closesAt: asDate(data.closesAt), productionFreezeAt: data.productionFreezeAt == null ? null : asDate(data.productionFreezeAt) });
  const product = db.product(input.productId);
  if (!product) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  const existing = campaignOfProduct(db, input.productId);
  const refusal = checkCampaignSave({
    productType: product.productType,
    existing: existing ? { status: statusOf(db, existing) } : null,
    takenUnits: existing ? takenUnitsOf(db, existing) : 0,
    closesAt: input.closesAt,
    now: db.now(),
  });
  if (refusal) throw refusal;
  if ((input.optionCaps ?? []).some((cap) => !product.productOptionDetails.some((detail) => detail.id === cap.productOptionDetailId))) {
    throw badUserInput(CAMPAIGN_OPTION_CAP_DETAIL_MESSAGE, 'optionCaps');
  }
  const settings = {
    minUnits: input.minUnits,
    maxUnits: input.maxUnits ?? null,
    perMemberLimit: input.perMemberLimit ?? null,
    closesAt: input.closesAt.toISOString(),
    productionFreezeAt: (input.productionFreezeAt ?? input.closesAt).toISOString(),
    settleMode: input.settleMode,
    optionCaps: (input.optionCaps ?? []).map((cap) => ({ productOptionDetailId: cap.productOptionDetailId, maxUnits: cap.maxUnits })),
  };
  audit(db, staff, existing ?? { productId: input.productId }, existing ? 'campaign.update' : 'campaign.create', campaignSavedSummary(product.name), {
    after: { ...settings },
  });
  if (existing) {
    Object.assign(existing, settings);
    return staffShape(db, existing, staff);
  }
  const campaigns = campaignsOf(db);
  const campaign: StoreCampaign = {
    id: campaigns.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    productId: input.productId,
    ...settings,
    status: 'OPEN',
    closedAt: null,
    crowd: [],
  };
  campaigns.push(campaign);
  return staffShape(db, campaign, staff);
}

/** 공동구매 변경 안내 to each member with a live line of the product, as the backend's queueChangeMessages. */
function tellParticipants(db: MockDb, campaign: StoreCampaign, change: CampaignChange): void {
  const target = { id: campaign.id, name: productNameOf(db, campaign), productId: campaign.productId };
  const users = new Set(
    db.state.orders.filter((order) => order.lines.some((line) => line.productId === campaign.productId && isCampaignParticipantLine(line.status))).map((order) => order.userId),
  );
  for (const userId of users) queueMockMessage(db, { ...groupPurchaseChangedMessage(target, change, userId), userId });
}

export function staffExtendCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffExtendCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffExtendCampaignInput, { ...data, closesAt: asDate(data.closesAt) });
  const campaign = campaignById(db, input.campaignId);
  const refusal = checkCampaignExtend({ status: statusOf(db, campaign), closesAt: campaign.closesAt }, input.closesAt, db.now());
  if (refusal) throw refusal;
  const before = { closesAt: campaign.closesAt, productionFreezeAt: campaign.productionFreezeAt };
  campaign.closesAt = input.closesAt.toISOString();
  // The freeze is never before the deadline (as the backend's extendCampaign keeps it).
  if (Date.parse(campaign.productionFreezeAt) < input.closesAt.getTime()) campaign.productionFreezeAt = campaign.closesAt;
  audit(db, staff, campaign, 'campaign.extend', campaignExtendedSummary(productNameOf(db, campaign)), {
    before,
    after: { closesAt: campaign.closesAt, productionFreezeAt: campaign.productionFreezeAt },
    reason: input.reason,
  });
  tellParticipants(db, campaign, campaignExtendChange(input.closesAt, input.reason));
  return staffShape(db, campaign, staff);
}

export function staffLowerCampaignGoal(db: MockDb, viewer: StoreMember | null, data: T.StaffLowerCampaignGoalInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffLowerCampaignGoalInput, data);
  const campaign = campaignById(db, input.campaignId);
  const refusal = checkCampaignLowerGoal({ status: statusOf(db, campaign), minUnits: campaign.minUnits }, input.minUnits);
  if (refusal) throw refusal;
  audit(db, staff, campaign, 'campaign.lower-goal', campaignGoalLoweredSummary(productNameOf(db, campaign), input.minUnits), {
    before: { minUnits: campaign.minUnits },
    after: { minUnits: input.minUnits },
    reason: input.reason,
  });
  campaign.minUnits = input.minUnits;
  tellParticipants(db, campaign, campaignLowerGoalChange(input.minUnits, input.reason));
  return staffShape(db, campaign, staff);
}

function settleFailed(db: MockDb, campaign: StoreCampaign, reason: string, campaignName: string, refundPaidLines: boolean): void {
  for (const order of db.state.orders) {
    const targets = order.lines.filter(
      (line) => line.productId === campaign.productId && ((refundPaidLines && line.status === 'PAID') || line.status === 'READY'),
    );
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

function settleConfirmed(db: MockDb, campaign: StoreCampaign, staffName: string | null, campaignName: string, makeSheet: boolean): void {
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
  if (!makeSheet) return;
  makeCloseSheet(db, campaign.productId, staffName);
}

export function staffCloseCampaign(db: MockDb, viewer: StoreMember | null, data: T.StaffCloseCampaignInput): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffCloseCampaignInput, data);
  const campaign = campaignById(db, input.campaignId);
  const staffOutcome = refuse(checkCampaignClose({ status: statusOf(db, campaign) }, input.outcome));
  const outcome = decideCampaignOutcome({ minUnits: campaign.minUnits, confirmedUnits: progressOf(db, campaign).confirmedUnits, staffOutcome });
  const plan = settlementPlan(campaign.settleMode, outcome);
  const name = db.product(campaign.productId)?.name ?? '';
  // Told before the settlement cancels anything, as the backend tells them before its close job runs.
  tellParticipants(db, campaign, campaignCloseChange(staffOutcome, input.reason));
  // Registered billing keys first (mocks/store/billing.ts, ADR 0064): charged lines are PAID before the messages go.
  settleCharges(db, campaign.id, outcome, { markPaid: (order) => markPaid(db, order, `imp_mock_charge_${order.id}`), cancel: () => undefined });
  if (outcome === 'FAILED') settleFailed(db, campaign, input.reason, name, plan.refundPaidLines);
  else settleConfirmed(db, campaign, staff.name, name, plan.sendProductionSheet);
  audit(db, staff, campaign, 'campaign.close', campaignClosedSummary(name, outcome), {
    before: { status: statusOf(db, campaign) },
    after: { status: 'CLOSING', outcome },
    reason: input.reason,
  });
  campaign.status = outcome;
  campaign.closedAt = db.nowIso();
  return staffShape(db, campaign, staff);
}

export function staffRetryCampaignSettlement(db: MockDb, viewer: StoreMember | null, campaignId: number): T.StaffCampaign {
  const staff = requireStaffOperator(viewer);
  const campaign = campaignById(db, campaignId);
  const waiting = campaign.crowd.filter((line) => line.chargeStatus === 'RETRYING');
  if (waiting.length === 0) throw invalidState(CAMPAIGN_NOTHING_TO_RETRY_MESSAGE);
  // The mocked provider never refuses: every waiting charge goes through on the retry.
  for (const line of waiting) Object.assign(line, { status: 'PREPARING', chargeStatus: 'PAID' });
  audit(db, staff, campaign, 'campaign.retry', campaignRetriedSummary(productNameOf(db, campaign), waiting.length), {});
  return staffShape(db, campaign, staff);
}
