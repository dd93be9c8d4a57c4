import { invalidateCatalogue } from '../catalog/catalogue-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignCloseChange, campaignExtendChange, campaignLowerGoalChange } from '../../../../domain/campaign/campaign-change-message';
import { takenUnits } from '../../../../domain/campaign/campaign-rules';
import {
  CAMPAIGN_NOT_FOUND_MESSAGE,
  CAMPAIGN_NOTHING_TO_RETRY_MESSAGE,
  CAMPAIGN_OPTION_CAP_DETAIL_MESSAGE,
  campaignClosedSummary,
  campaignExtendedSummary,
  campaignGoalLoweredSummary,
  campaignRetriedSummary,
  campaignSavedSummary,
  checkCampaignClose,
  checkCampaignExtend,
  checkCampaignLowerGoal,
  checkCampaignSave,
  staffCampaignInput,
  staffCloseCampaignInput,
  staffExtendCampaignInput,
  staffLowerCampaignGoalInput,
} from '../../../../domain/campaign/campaign-staff';
import { STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../../../domain/catalog/staff-product-input';
import { CampaignStatus, StaffAuditObjectType, StaffRefundStatus } from '../../../../domain/enums';
import { badUserInput, invalidState, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import type { AuditSnapshot } from '../../../../domain/staff/staff-audit';
import { enqueueInTransaction } from '../../jobs/enqueue';
import { QUEUES } from '../../jobs/queues';
import type { RefundDependencies } from '../refund-desk/refund-send';
import { sendRefundLocked } from '../refund-desk/refund-send';
import { Product } from '../catalog/product.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { beginClose, lockCampaign } from './campaign-close';
import { queueChangeMessages } from './campaign-messages';
import { CampaignOptionCap } from './campaign-option-cap.entity';
import { Campaign } from './campaign.entity';
import { campaignTallies, EMPTY_TALLY } from './campaign-tally';

/*
 * Staff's campaign operations (level 3; docs/decisions/0062-campaign-core.md). Each runs in the
 * mutation's one transaction under the campaign row's lock, writes the staff audit log with the
 * reason, and tells the participants through the messaging outbox. The campaign is audited under
 * its product (one campaign per product), so the audit log's object types need no new value.
 */

/** The tenant's campaign, locked; NOT_FOUND for another shop's or a missing one. */
async function lockedCampaign(em: EntityManager, scope: StaffScope, campaignId: number): Promise<Campaign> {
  const row = await lockCampaign(em, { id: campaignId });
  if (row?.university_id !== scope.universityId) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const campaign = await em.findOneOrFail(Campaign, campaignId, { refresh: true, populate: ['product'] });
  return campaign;
}

const messageTarget = (campaign: Campaign) => ({
  id: campaign.id,
  university_id: campaign.university.id,
  product_id: campaign.product.id,
  product_name: campaign.product.name,
});

const audit = (
  em: EntityManager,
  scope: StaffScope,
  campaign: Campaign,
  action: string,
  summary: string,
  extra: { before?: AuditSnapshot; after?: AuditSnapshot; reason?: string },
) =>
  recordStaffAudit(em, scope, {
    objectType: StaffAuditObjectType.PRODUCT,
    objectId: campaign.product.id,
    action,
    summary,
    before: extra.before ?? null,
    after: extra.after ?? null,
    reason: extra.reason ?? null,
  });

export async function saveCampaign(em: EntityManager, scope: StaffScope, data: unknown, now = new Date()): Promise<Campaign> {
  const input = parseInput(staffCampaignInput, data);
  const product = await em.findOne(Product, { id: input.productId, university: scope.universityId });
  if (!product) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  const existingRow = await lockCampaign(em, { productId: product.id });
  const tally = existingRow ? ((await campaignTallies(em, [existingRow.id])).get(existingRow.id) ?? EMPTY_TALLY) : EMPTY_TALLY;
  const refusal = checkCampaignSave({
    productType: product.productType,
    existing: existingRow,
    takenUnits: takenUnits(tally),
    closesAt: input.closesAt,
    now,
  });
  if (refusal) throw refusal;
  const capIds = (input.optionCaps ?? []).map((cap) => cap.productOptionDetailId);
  if (capIds.length > 0) {
    const details = await em.count(ProductOptionDetail, { id: { $in: capIds }, product: product.id });
    if (details !== capIds.length) throw badUserInput(CAMPAIGN_OPTION_CAP_DETAIL_MESSAGE, 'optionCaps');
  }
  const settings = {
    minUnits: input.minUnits,
    maxUnits: input.maxUnits ?? null,
    perMemberLimit: input.perMemberLimit ?? null,
    closesAt: input.closesAt,
    productionFreezeAt: input.productionFreezeAt ?? input.closesAt,
    settleMode: input.settleMode,
  };
  let campaign: Campaign;
  if (existingRow) {
    campaign = await em.findOneOrFail(Campaign, existingRow.id, { refresh: true, populate: ['product'] });
    em.assign(campaign, settings);
    await em.nativeDelete(CampaignOptionCap, { campaign: campaign.id });
  } else {
    campaign = em.create(Campaign, { university: scope.universityId, product, status: CampaignStatus.OPEN, ...settings });
  }
  await em.flush();
  for (const cap of input.optionCaps ?? []) {
    em.create(CampaignOptionCap, { campaign, productOptionDetail: cap.productOptionDetailId, maxUnits: cap.maxUnits });
  }
  audit(em, scope, campaign, existingRow ? 'campaign.update' : 'campaign.create', campaignSavedSummary(product.name), { after: { ...settings, optionCaps: input.optionCaps ?? [] } });
  await em.flush();
  // Product pages learn which products are group purchases from the catalogue cache (campaign-read.ts).
  invalidateCatalogue(em);
  return campaign;
}

export async function extendCampaign(em: EntityManager, scope: StaffScope, data: unknown, now = new Date()): Promise<Campaign> {
  const input = parseInput(staffExtendCampaignInput, data);
  const campaign = await lockedCampaign(em, scope, input.campaignId);
  const refusal = checkCampaignExtend(campaign, input.closesAt, now);
  if (refusal) throw refusal;
  const before = { closesAt: campaign.closesAt, productionFreezeAt: campaign.productionFreezeAt };
  campaign.closesAt = input.closesAt;
  // The freeze is never before the deadline.
  if (campaign.productionFreezeAt.getTime() < input.closesAt.getTime()) campaign.productionFreezeAt = input.closesAt;
  audit(em, scope, campaign, 'campaign.extend', campaignExtendedSummary(campaign.product.name), {
    before,
    after: { closesAt: campaign.closesAt, productionFreezeAt: campaign.productionFreezeAt },
    reason: input.reason,
  });
  await em.flush();
  await queueChangeMessages(em, messageTarget(campaign), campaignExtendChange(input.closesAt, input.reason));
  return campaign;
}

export async function lowerCampaignGoal(em: EntityManager, scope: StaffScope, data: unknown): Promise<Campaign> {
  const input = parseInput(staffLowerCampaignGoalInput, data);
  const campaign = await lockedCampaign(em, scope, input.campaignId);
  const refusal = checkCampaignLowerGoal(campaign, input.minUnits);
  if (refusal) throw refusal;
  const before = { minUnits: campaign.minUnits };
  campaign.minUnits = input.minUnits;
  audit(em, scope, campaign, 'campaign.lower-goal', campaignGoalLoweredSummary(campaign.product.name, input.minUnits), {
    before,
    after: { minUnits: input.minUnits },
    reason: input.reason,
  });
  await em.flush();
  await queueChangeMessages(em, messageTarget(campaign), campaignLowerGoalChange(input.minUnits, input.reason));
  return campaign;
}

/** Moves the campaign to CLOSING with staff's outcome now; the close job (sent here) settles it. */
export async function closeCampaignNow(em: EntityManager, scope: StaffScope, data: unknown, now = new Date()): Promise<Campaign> {
  const input = parseInput(staffCloseCampaignInput, data);
  const campaign = await lockedCampaign(em, scope, input.campaignId);
  const outcome = checkCampaignClose(campaign, input.outcome);
  if (typeof outcome !== 'string') throw outcome;
  const moved = await beginClose(em, campaign.id, now, { outcome, reason: input.reason });
  if (!moved) throw invalidState();
  audit(em, scope, campaign, 'campaign.close', campaignClosedSummary(campaign.product.name, outcome), {
    before: { status: campaign.status },
    after: { status: CampaignStatus.CLOSING, outcome },
    reason: input.reason,
  });
  await em.flush();
  await queueChangeMessages(em, messageTarget(campaign), campaignCloseChange(outcome, input.reason));
  await enqueueInTransaction(em, QUEUES.closeCampaigns, { campaignId: campaign.id }, `close-campaign-${campaign.id}`);
  await em.refresh(campaign);
  return campaign;
}

/** Tries the campaign's refused refunds again now, and asks the charges job to retry its charges. */
export async function retryCampaignSettlement(
  em: EntityManager,
  scope: StaffScope,
  campaignId: number,
  deps: RefundDependencies,
): Promise<Campaign> {
  const campaign = await lockedCampaign(em, scope, campaignId);
  const refunds = await em.execute<{ id: number }[]>(
    `select r.id from refund r join order_product op on op.id = r.order_product_id
     where op.product_id = ? and r.university_id = ? and r.status = ? order by r.id limit 50`,
    [campaign.product.id, scope.universityId, StaffRefundStatus.FAILED],
  );
  const [charges] = await em.execute<{ count: number }[]>(`select count(*)::int as count from campaign_charge where campaign_id = ? and status = 'RETRYING'`, [
    campaign.id,
  ]);
  const total = refunds.length + (charges?.count ?? 0);
  if (total === 0) throw invalidState(CAMPAIGN_NOTHING_TO_RETRY_MESSAGE);
  for (const { id } of refunds) await sendRefundLocked(em, scope.universityId, id, deps);
  if ((charges?.count ?? 0) > 0) {
    await enqueueInTransaction(em, QUEUES.campaignCharges, { campaignId: campaign.id, outcome: campaign.status }, `campaign-charges-retry-${campaign.id}`);
  }
  audit(em, scope, campaign, 'campaign.retry', campaignRetriedSummary(campaign.product.name, total), {});
  await em.flush();
  return campaign;
}
