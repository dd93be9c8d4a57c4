import { defineEntity, p } from '@mikro-orm/core';
import { CampaignChargeStatus } from '../../../../domain/enums';
import { createdAt, id, updatedAt } from '../../db/columns';
import { Order } from '../order/order.entity';
import { BillingKey } from './billing-key.entity';
import { Campaign } from './campaign.entity';

/**
 * The billing-key charge of one CHARGE_AT_CLOSE order (one per order). REGISTERED/PAID/RETRYING
 * rows count toward the campaign's progress (domain/campaign/progress.ts).
 */
export const CampaignChargeSchema = defineEntity({
  name: 'CampaignCharge',
  tableName: 'campaign_charge',
  properties: {
    id: id(),
    order: () => p.oneToOne(Order).owner().deleteRule('cascade'),
    // No own index: it leads the composite index below.
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    billingKey: () => p.manyToOne(BillingKey).index(),
    amount: p.integer(),
    status: p.enum(() => CampaignChargeStatus).default(CampaignChargeStatus.REGISTERED),
    tries: p.integer().default(0),
    maxTries: p.integer().default(3),
    nextTryAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    { name: 'campaign_charge_campaign_status_index', properties: ['campaign', 'status'] },
    // The daily retry sweep: only RETRYING charges have a next try.
    { name: 'campaign_charge_next_try_at_index', properties: ['nextTryAt'] },
  ],
});

export class CampaignCharge extends CampaignChargeSchema.class {}
CampaignChargeSchema.setClass(CampaignCharge);
