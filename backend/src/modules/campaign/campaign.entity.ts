import { defineEntity, p } from '@mikro-orm/core';
import { CampaignSettleMode, CampaignStatus } from '../../../../domain/enums';
import { createdAt, id, updatedAt } from '../../db/columns';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';

/**
 * A group purchase on one product (docs/decisions/0062-campaign-core.md). The row is also the
 * lock every join and the close job take (`SELECT ... FOR UPDATE`), so nobody joins a campaign
 * that is closing; `status` moves OPEN -> CLOSING only through a guarded UPDATE.
 */
export const CampaignSchema = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  properties: {
    id: id(),
    // No own index: it leads the composite index below (tenant lists by status and deadline).
    university: () => p.manyToOne(University),
    product: () => p.oneToOne(Product).owner().deleteRule('cascade'),
    minUnits: p.integer(),
    maxUnits: p.integer().nullable(),
    perMemberLimit: p.integer().nullable(),
    closesAt: p.datetime(),
    productionFreezeAt: p.datetime(),
    settleMode: p.enum(() => CampaignSettleMode),
    /** The stored part of the status; SCHEDULED/OPEN also depend on the sale window (domain/campaign/status.ts). */
    status: p.enum(() => CampaignStatus).default(CampaignStatus.OPEN),
    closedAt: p.datetime().nullable(),
    /** What staff (or the deadline) decided: CONFIRMED or FAILED; set when CLOSING begins, so a resumed close settles the same way. */
    closeOutcome: p.enum(() => CampaignStatus).nullable(),
    /** Staff's reason for an early close; null for a close at the deadline. */
    closeReason: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    { name: 'campaign_university_status_closes_at_index', properties: ['university', 'status', 'closesAt'] },
    // The close job's scan: due OPEN campaigns and CLOSING ones to resume.
    { name: 'campaign_status_closes_at_index', properties: ['status', 'closesAt'] },
  ],
});

export class Campaign extends CampaignSchema.class {}
CampaignSchema.setClass(Campaign);
